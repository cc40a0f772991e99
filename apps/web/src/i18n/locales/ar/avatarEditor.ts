/** Change Avatar: picking, dropping and cropping an image (ar). */
export const avatarEditorTexts = {
  changeAvatar: 'تغيير الصورة الرمزية',
  remove: 'إزالة',
  removing: 'جارٍ الإزالة...',
  removed: 'أُزيلت الصورة الرمزية. تظهر الأحرف الأولى من اسمك بدلًا منها.',
  updated: 'حُدّثت الصورة الرمزية.',
  dialogTitle: 'تغيير الصورة الرمزية',
  dialogDescription:
    'اختر صورة بصيغة JPEG أو PNG أو WebP أو GIF أو أفلتها هنا، ثم اسحبها وكبّرها لتحديد مربع.',
  dropHint: 'أفلت صورة هنا',
  chooseFile: 'اختيار صورة',
  chooseAnother: 'اختيار صورة أخرى',
  cropArea: 'القص: اسحب الصورة أو استخدم مفاتيح الأسهم',
  zoom: 'التكبير',
  save: 'حفظ',
  saving: 'جارٍ الحفظ...',
  tooLarge: 'الصورة كبيرة جدًا. يُرجى اختيار صورة أصغر من 5 ميغابايت.',
  notImage: 'اختر صورة بصيغة JPEG أو PNG أو WebP أو GIF.',
  failed: 'تعذّر تحديث الصورة الرمزية. يُرجى المحاولة مرة أخرى.',
};
