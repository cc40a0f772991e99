import type { Messages } from '../en/index.ts';

/** الصوت إلى مهمة: زر التسجيل المشترك وحالات التفريغ وأخطاؤه وتدفق الصوت في اللوحة. */
export const voiceTexts: Messages['voice'] = {
  record: 'سجّل مهمة بالصوت',
  recordInColumn: 'سجّل مهمة بالصوت في {{status}}',
  recording: 'جارٍ التسجيل…',
  starting: 'بانتظار الميكروفون…',
  listening: 'جارٍ الاستماع…',
  elapsed: '{{elapsed}} من {{max}}',
  level: 'مستوى الميكروفون',
  stop: 'أوقف وفرّغ النص',
  cancel: 'إلغاء',
  escHint: 'Esc للإلغاء',
  uploading: 'جارٍ الرفع… {{percent}}٪',
  transcribing: 'جارٍ تحويل الكلام إلى نص…',
  limitReached: 'توقف التسجيل عند حدّ الدقيقتين.',
  dismiss: 'إغلاق',
  typeInstead: 'اكتب بدلًا من ذلك',
  errors: {
    micDenied: 'تعذّر الوصول إلى الميكروفون. يُرجى التأكد من منح الإذن.',
    micUnavailable: 'تعذّر الوصول إلى الميكروفون. يُرجى التحقق من الأذونات.',
    tooLarge: 'التسجيل كبير جدًا. يُرجى إبقاء التسجيلات أقل من دقيقتين.',
    transcriptionFailed: 'فشل تحويل الكلام إلى نص ({{status}}): {{detail}}',
    notConfigured:
      'التعرّف على الكلام غير مُعدّ على هذا الخادم، لذا لا يمكن تحويل التسجيلات إلى نص. يمكنك كتابة المهمة بدلًا من ذلك.',
  },
  board: {
    hint: 'جرّب أن تقول "غدًا" أو "الاثنين" أو "الأسبوع القادم"',
  },
};
