import type { NotificationWords } from './notification-wording-types.ts';

// The sender's gender is not known, so verbs are in the present tense, which has none.

/** How notifications read in Russian. */
export const notificationWordsRu: NotificationWords = {
  locale: 'ru',
  someone: 'Кто-то',
  mention: (sender) => `${sender} упоминает вас`,
  urgent: (sender) => `Срочное сообщение от ${sender}`,
  reply: (sender) => `${sender} отвечает на ваше сообщение`,
  taskComment: (sender, task) => `${sender} комментирует «${task}»`,
  taskAssigned: (actor, task) => `${actor} назначает вам «${task}»`,
  inProject: (project) => `В проекте ${project}`,
  invitationTitle: (project) => `Приглашение в ${project}`,
  invitationMessage: (inviter, project, role) =>
    `${inviter} приглашает вас в ${project} с ролью «${role}»`,
  welcome: (text) => `«${text}»`,
  statusChanged: (project, status) => `${project}: статус «${status}»`,
  statusChangedShort: (status) => `Новый статус: «${status}»`,
  statusChangedBy: (actor) => `${actor} меняет статус проекта`,
  memberJoined: (member, project) => `Новый участник в ${project}: ${member}`,
  memberJoinedShort: (member) => `Новый участник: ${member}`,
  memberLeft: (member, project) => `${member} больше не участник ${project}`,
  memberLeftShort: (member) => `${member} больше не участник`,
  deadline: (task) => `Скоро срок: ${task}`,
  deadlineMessage: (due, project) => `Срок ${due}, проект ${project}`,
  deadlineMessageNoProject: (due) => `Срок ${due}`,
  exportReady: 'Экспорт ваших данных готов',
  exportReadyMessage: 'Скачайте его в разделе «Настройки → Аккаунт» в течение 7 дней.',
  latest: (event) => `Последнее: ${event}`,
  groupInProject: (group, project) => `${group} в ${project}`,
  grouped: {
    task_assigned: {
      one: 'Вам назначена {count} задача',
      few: 'Вам назначены {count} задачи',
      many: 'Вам назначено {count} задач',
      other: 'Вам назначено {count} задачи',
    },
    mention: {
      one: '{count} упоминание',
      few: '{count} упоминания',
      many: '{count} упоминаний',
      other: '{count} упоминания',
    },
    comment: {
      one: '{count} новый комментарий',
      few: '{count} новых комментария',
      many: '{count} новых комментариев',
      other: '{count} нового комментария',
    },
    urgent: {
      one: '{count} срочное сообщение',
      few: '{count} срочных сообщения',
      many: '{count} срочных сообщений',
      other: '{count} срочного сообщения',
    },
    update: {
      one: '{count} обновление проекта',
      few: '{count} обновления проекта',
      many: '{count} обновлений проекта',
      other: '{count} обновления проекта',
    },
    deadline: {
      one: '{count} задача с близким сроком',
      few: '{count} задачи с близким сроком',
      many: '{count} задач с близким сроком',
      other: '{count} задачи с близким сроком',
    },
  },
  statuses: {
    planning: 'Планирование',
    in_progress: 'В работе',
    in_review: 'На проверке',
    on_hold: 'Приостановлен',
    completed: 'Завершён',
  },
  roles: {
    owner: 'Владелец',
    manager: 'Менеджер проекта',
    leader: 'Руководитель команды',
    member: 'Участник команды',
    observer: 'Наблюдатель',
  },
};
