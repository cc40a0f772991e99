/** Change Avatar: picking, dropping and cropping an image (ru). */
export const avatarEditorTexts = {
  changeAvatar: 'Сменить аватар',
  remove: 'Удалить',
  removing: 'Удаление...',
  removed: 'Аватар удалён. Вместо него показаны ваши инициалы.',
  updated: 'Аватар обновлён.',
  dialogTitle: 'Сменить аватар',
  dialogDescription:
    'Выберите или перетащите изображение JPEG, PNG, WebP или GIF, затем сдвиньте и увеличьте его, чтобы выбрать квадрат.',
  dropHint: 'Перетащите изображение сюда',
  chooseFile: 'Выбрать изображение',
  chooseAnother: 'Выбрать другое изображение',
  cropArea: 'Кадрирование: перетащите изображение или используйте клавиши со стрелками',
  zoom: 'Масштаб',
  save: 'Сохранить',
  saving: 'Сохранение...',
  tooLarge: 'Изображение слишком большое. Выберите файл меньше 5 МБ.',
  notImage: 'Выберите изображение JPEG, PNG, WebP или GIF.',
  failed: 'Не удалось обновить аватар. Попробуйте ещё раз.',
};
