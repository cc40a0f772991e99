import type { Messages } from '../en/index.ts';

// Russian has three plural forms (plus "other") where English has two, so the plural keys
// differ from the English shape; every English key is still required.
type WithPlurals<T> = { [K in keyof T]: T[K] extends string ? string : WithPlurals<T[K]> } & {
  [plural: string]: unknown;
};

/** Chat: the message view (messages, Markdown, reactions, edit, delete, create task) (ru). */
export const chatMessagesTexts: WithPlurals<Messages['chatMessages']> = {
  label: 'Сообщения',
  today: 'Сегодня',
  yesterday: 'Вчера',
  loadingOlder: 'Загрузка более ранних сообщений...',
  start: 'Это начало беседы.',
  empty: 'Сообщений пока нет',
  emptyBody: 'Поздоровайтесь, чтобы начать беседу.',
  newMessages: 'Новые сообщения',
  urgent: 'Срочно',
  edited: 'изменено',
  copied: 'Сообщение скопировано',
  cancel: 'Отмена',
  deleting: 'Удаление...',
  typing: {
    one: '{{first}} печатает...',
    two: '{{first}} и {{second}} печатают...',
    three: '{{first}}, {{second}} и {{third}} печатают...',
    many_one: '{{first}}, {{second}} и ещё {{count}} человек печатают...',
    many_few: '{{first}}, {{second}} и ещё {{count}} человека печатают...',
    many_many: '{{first}}, {{second}} и ещё {{count}} человек печатают...',
    many_other: '{{first}}, {{second}} и ещё {{count}} человека печатают...',
  },
  actions: {
    react: 'Добавить реакцию',
    quickReactions: 'Реакции',
    reply: 'Ответить',
    more: 'Другие действия',
    copy: 'Копировать текст',
    createTask: 'Создать задачу',
    edit: 'Изменить',
    delete: 'Удалить',
  },
  reactions: {
    label: 'Реакции',
    by: 'Отреагировали: {{names}}',
  },
  reply: {
    jump: 'Перейти к исходному сообщению',
    deleted: 'Исходное сообщение удалено',
    attachment: 'Вложение',
  },
  edit: {
    label: 'Текст сообщения',
    hint: 'Enter — сохранить · Shift+Enter — новая строка · Esc — отмена',
    save: 'Сохранить',
  },
  delete: {
    title: 'Удалить сообщение',
    body: 'Вы уверены, что хотите удалить это сообщение? Это действие нельзя отменить.',
    confirm: 'Удалить',
  },
  task: {
    chip: 'Открыть задачу',
  },
  code: {
    plain: 'текст',
    open: 'Открыть',
    title: 'Код',
    copy: 'Копировать',
    copied: 'Скопировано!',
    download: 'Скачать',
  },
  media: {
    loadingImage: 'Загрузка изображения...',
    loadingAudio: 'Загрузка аудио...',
    loadingVideo: 'Загрузка видео...',
    unavailable: 'Не удалось загрузить файл.',
    noVideoSupport: 'Ваш браузер не поддерживает воспроизведение видео.',
    openImage: 'Открыть изображение {{name}}',
    closeViewer: 'Закрыть',
    previousImage: 'Предыдущее изображение',
    nextImage: 'Следующее изображение',
    imageCount: '{{current}} / {{total}}',
    playVoice: 'Воспроизвести голосовое сообщение',
    pauseVoice: 'Приостановить голосовое сообщение',
    playVideo: 'Воспроизвести видеосообщение',
    pauseVideo: 'Приостановить видеосообщение',
    download: 'Скачать',
    playbackFailed:
      'Не удалось воспроизвести аудио. Возможные причины: ограничения автовоспроизведения в браузере, проблемы с сетевым подключением или неподдерживаемый формат аудио.',
  },
  attachments: {
    delete: 'Удалить вложение {{name}}',
    deleteTitle: 'Удалить вложение',
    deleteBody: 'Удалить «{{name}}» из этого сообщения? Это действие нельзя отменить.',
    deleteConfirm: 'Удалить',
    deleteFailed: 'Не удалось удалить вложение. Попробуйте ещё раз.',
  },
  errors: {
    updateFailed: 'Не удалось изменить сообщение. Попробуйте ещё раз.',
    deleteFailed: 'Не удалось удалить сообщение. Попробуйте ещё раз.',
    addReaction: 'Не удалось добавить реакцию',
    removeReaction: 'Не удалось убрать реакцию',
    copyFailed: 'Не удалось скопировать сообщение.',
  },
};
