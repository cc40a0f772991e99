/** Settings → Notifications, "Calendar feed": a secret address calendar apps subscribe to (ar). */
export const calendarFeedTexts = {
  title: 'موجز التقويم',
  description:
    'اشترك في مهامك ذات التواريخ ومراحل مشاريعك وجلسات الإرشاد في Google Calendar أو Outlook أو Thunderbird أو أي تطبيق يقرأ موجزات iCalendar. يستطيع كل من لديه الرابط رؤية هذه الأحداث، فاحتفظ به لنفسك.',
  off: 'موجز التقويم متوقف.',
  turnOn: 'تفعيل موجز التقويم',
  turningOn: 'جارٍ التفعيل…',
  onSince: 'مفعّل منذ {{date}}',
  linkLabel: 'رابط موجز التقويم',
  copy: 'نسخ الرابط',
  copied: 'نُسخ الرابط.',
  copyFailed: 'تعذّر نسخ الرابط: حدّده وانسخه بنفسك.',
  shownOnce: 'يظهر هذا الرابط الآن فقط. أضفه إلى تطبيق التقويم كاشتراك؛ وإن فقدته فأعد إنشاءه.',
  regenerate: 'إعادة إنشاء الرابط',
  regenerating: 'جارٍ إعادة الإنشاء…',
  regenerateTitle: 'إعادة إنشاء رابط موجز التقويم؟',
  regenerateBody:
    'يتوقف الرابط الحالي عن العمل فورًا: لن تصل التحديثات إلى تطبيقات التقويم المشتركة به حتى تضيف الرابط الجديد.',
  turnOff: 'إيقاف',
  turningOff: 'جارٍ الإيقاف…',
  turnOffTitle: 'إيقاف موجز التقويم؟',
  turnOffBody:
    'يتوقف الرابط عن العمل ولا تصل التحديثات إلى تطبيقات التقويم المشتركة. يمكنك تفعيله لاحقًا برابط جديد.',
  cancel: 'إلغاء',
  loadFailed: 'تعذّر تحميل إعدادات موجز التقويم.',
  retry: 'إعادة المحاولة',
  failed: 'لم ينجح ذلك: {{message}}',
};
