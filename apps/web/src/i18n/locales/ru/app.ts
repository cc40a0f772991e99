import { errorsTexts } from './errors.ts';

import type { appTexts as English } from '../en/app.ts';

/** Shared UI and app texts in Russian. */
export const appTexts: typeof English = {
  common: {
    appName: 'Crewline',
    deletedUser: 'Удалённый пользователь',
    skipToContent: 'Перейти к содержимому',
    loading: 'Загрузка...',
    close: 'Закрыть',
    language: 'Язык',
    languages: { en: 'English', ar: 'العربية', ru: 'Русский' },
    theme: {
      label: 'Тема',
      light: 'Светлая',
      dark: 'Тёмная',
      system: 'Системная',
    },
    offline:
      'Нет подключения к сети. Изменения и новые данные загрузятся, когда связь восстановится.',
    backOnline: 'Подключение восстановлено.',
    newVersion: 'Доступна новая версия Crewline.',
  },
  errors: errorsTexts,
  toast: {
    dismiss: 'Закрыть уведомление',
    success: 'Готово',
    error: 'Ошибка',
    warning: 'Внимание',
    info: 'Информация',
  },
  code: {
    copy: 'Копировать код',
    copied: 'Скопировано!',
  },
  shell: {
    authenticating: 'Проверяем вход...',
    primaryNavigation: 'Навигация панели',
    mobileNavigation: 'Быстрая навигация',
    dashboard: 'Панель',
    projects: 'Проекты',
    tasks: 'Задачи',
    files: 'Файлы',
    team: 'Команда',
    dataVisualization: 'Визуализация данных',
    roadmaps: 'Дорожные карты',
    mentorship: 'Наставничество',
    inbox: 'Входящие',
    notifications: 'Уведомления',
    settings: 'Настройки',
    backToHome: 'На главную',
    collapse: 'Свернуть боковую панель',
    expand: 'Развернуть боковую панель',
    accountMenu: '{{name}} {{email}}, меню аккаунта',
    logout: 'Выйти',
    signOut: 'Выйти',
    unread: 'Непрочитанных: {{count}}',
    withUnread: '{{label}}, непрочитанных: {{badge}}',
    bell: 'Уведомления',
    bellEmpty: 'Новых уведомлений нет',
    bellEmptyBody: 'Здесь появятся новые назначения, упоминания и напоминания.',
    viewAll: 'Показать все',
    project: {
      home: 'Обзор',
      tasks: 'Задачи',
      team: 'Команда',
      chat: 'Чат',
      settings: 'Настройки',
    },
  },
  dashboard: {
    title: 'Панель',
    greeting: {
      morning: 'Доброе утро, {{name}}',
      afternoon: 'Добрый день, {{name}}',
      evening: 'Добрый вечер, {{name}}',
    },
    defaultName: 'Пользователь',
    subtitle: 'Вот что происходит в ваших проектах сегодня.',
    today: 'Сегодня {{date}}',
    shortcutsTitle: 'Продолжить работу',
    shortcuts: {
      projects: 'Откройте свои проекты и доски',
      tasks: 'Все задачи, назначенные вам',
      inbox: 'Обсуждения в проектах',
      settings: 'Профиль и настройки',
    },
  },
  pages: {
    projects: {
      title: 'Проекты',
      emptyTitle: 'Проектов пока нет',
      emptyBody: 'Начните с создания первого проекта',
    },
    project: {
      title: 'Проект',
      emptyTitle: 'Рабочее пространство проекта',
      emptyBody: 'Здесь появятся доска, список задач, команда и чат этого проекта.',
    },
    tasks: {
      title: 'Задачи',
      emptyTitle: 'Задач пока нет',
      emptyBody: 'Здесь будут задачи, назначенные вам во всех проектах.',
    },
    inbox: {
      title: 'Входящие',
      emptyTitle: 'Обсуждений пока нет',
      emptyBody: 'Здесь появятся обсуждения из ваших проектов.',
    },
    notifications: {
      title: 'Уведомления',
      emptyTitle: 'Уведомлений нет',
      emptyBody: 'Новых уведомлений нет. Здесь появятся назначения, упоминания и напоминания.',
    },
    roadmaps: {
      title: 'Дорожные карты',
      emptyTitle: 'Дорожных карт пока нет',
      emptyBody: 'Здесь появятся дорожные карты по этапам и срокам ваших проектов.',
    },
    files: {
      title: 'Файлы',
      emptyTitle: 'Файлов пока нет',
      emptyBody: 'Здесь соберутся файлы из ваших проектов и чатов.',
    },
    dataVisualization: {
      title: 'Визуализация данных',
    },
    mentorship: {
      title: 'Наставничество',
      emptyTitle: 'Наставничеств пока нет',
      emptyBody: 'Здесь появятся пары наставник–ученик и их встречи.',
    },
    realtimeTest: {
      title: 'Проверка связи в реальном времени',
    },
  },
};
