import type { Messages } from '../en/index.ts';

/** The page one invitation opens on, from a notification or an e-mail (ru). */
export const invitationPageTexts: Messages['invitationPage'] = {
  heading: 'Приглашение',
  title: 'Приглашение в {{project}}',
  invitedBy: '{{inviter}} приглашает вас в проект {{project}} с ролью «{{role}}».',
  welcomeMessage: 'Сообщение от {{inviter}}',
  someone: 'Кто-то',
  expires: 'Действует до {{date}}.',
  accept: 'Принять',
  accepting: 'Принимаем…',
  decline: 'Отклонить',
  declining: 'Отклоняем…',
  acceptedToast: 'Приглашение принято. Добро пожаловать в проект!',
  declinedToast: 'Приглашение отклонено.',
  answerFailed: 'Не удалось сохранить ответ. Попробуйте ещё раз.',
  accepted: 'Вы приняли это приглашение.',
  declined: 'Вы отклонили это приглашение.',
  cancelled: 'Проект отозвал это приглашение.',
  expired: 'Срок приглашения истёк. Попросите пригласившего отправить новое.',
  openProject: 'Открыть проект',
  notFound: 'Приглашение не найдено',
  notFoundBody:
    'Возможно, его удалили или отправили на другой аккаунт. Проверьте, что вы вошли в аккаунт, на который оно пришло.',
  loadFailed: 'Не удалось загрузить приглашение',
  retry: 'Повторить',
  loading: 'Загружаем приглашение…',
  back: 'Уведомления',
};
