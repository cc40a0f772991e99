/** Settings: the side menu, Profile, Billing, Appearance and the help button (ru). */
export const settingsPageTexts = {
  title: 'Настройки',
  menuLabel: 'Разделы настроек',
  tabs: {
    profile: 'Профиль',
    notifications: 'Уведомления',
    security: 'Безопасность',
    billing: 'Оплата',
    appearance: 'Оформление',
    account: 'Аккаунт',
  },
  profile: {
    heading: 'Профиль',
    name: 'Имя',
    nameRequired: 'Укажите имя',
    nameTooLong: 'Имя должно быть не длиннее {{max}} символов',
    email: 'Эл. почта',
    emailReadOnly: 'Адрес эл. почты изменить нельзя',
    socialHeading: 'Ссылки на соцсети',
    twitter: 'Twitter',
    github: 'GitHub',
    linkedin: 'LinkedIn',
    socialSlot: 'Соцсеть {{number}}',
    socialHint: 'Любая ссылка на профиль, например t.me/yourname; https:// добавится сам.',
    invalidSocialUrl: 'Недопустимая ссылка на профиль в соцсети',
    bio: 'О себе',
    bioPlaceholder:
      'Опытный руководитель проектов, который любит собирать сильные команды и сдавать проекты в срок.',
    bioTooLong: 'Текст «О себе» должен быть не длиннее {{max}} символов',
    save: 'Сохранить изменения',
    saving: 'Сохранение...',
    saved: 'Профиль обновлён!',
    failed: 'Не удалось обновить профиль. Попробуйте ещё раз.',
  },
  notifications: {
    heading: 'Уведомления',
  },
  billing: {
    heading: 'Оплата',
    currentPlan: 'Ваш тариф',
    planName: 'Бесплатный тариф',
    planSummary: 'Бесплатно для команд численностью до {{members}} человек.',
    memberLimit:
      'Этот сервер не ограничивает команды побольше: если вы размещаете Crewline сами, платного тарифа, на который нужно переходить, нет.',
    noPayment:
      'Здесь нет ни формы оплаты, ни платёжного провайдера, поэтому данные карты никогда не запрашиваются.',
    selfHostedHeading: 'Crewline — свободное ПО',
    selfHosted:
      'Crewline — бесплатная программа с открытым исходным кодом, которую команда может разместить на своём сервере. Платить нужно только за собственный хостинг.',
  },
  appearance: {
    heading: 'Оформление',
    note: 'Сохраняется в вашем аккаунте и действует на других ваших устройствах.',
    theme: 'Тема',
    themes: { light: 'Светлая', dark: 'Тёмная', system: 'Как в системе' },
    language: 'Язык',
    density: 'Плотность',
    densities: { comfortable: 'Свободная', compact: 'Компактная' },
    densityFailed: 'Не удалось сохранить плотность. Попробуйте ещё раз.',
  },
  help: {
    button: 'Справка',
    title: 'Справка',
    shortcuts: 'Сочетания клавиш',
    docs: 'Документация',
    docsHint: 'Справочник API этого сервера (откроется в новой вкладке)',
  },
};
