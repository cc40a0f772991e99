import type { Messages } from '../en/index.ts';

// Arabic has six plural forms where English has two, so the plural keys differ from the
// English shape; every English key is still required.
type WithPlurals<T> = { [K in keyof T]: T[K] extends string ? string : WithPlurals<T[K]> } & {
  [plural: string]: unknown;
};

/** Chat: the message view (messages, Markdown, reactions, edit, delete, create task) (ar). */
export const chatMessagesTexts: WithPlurals<Messages['chatMessages']> = {
  label: 'الرسائل',
  today: 'اليوم',
  yesterday: 'أمس',
  loadingOlder: 'جارٍ تحميل الرسائل الأقدم...',
  start: 'هذه بداية المحادثة.',
  empty: 'لا توجد رسائل بعد',
  emptyBody: 'ألقِ التحية لتبدأ المحادثة.',
  newMessages: 'رسائل جديدة',
  urgent: 'عاجل',
  edited: 'معدّلة',
  copied: 'تم نسخ الرسالة',
  cancel: 'إلغاء',
  deleting: 'جارٍ الحذف...',
  typing: {
    one: '{{first}} يكتب...',
    two: '{{first}} و{{second}} يكتبان...',
    three: '{{first}} و{{second}} و{{third}} يكتبون...',
    many_zero: '{{first}} و{{second}} يكتبان...',
    many_one: '{{first}} و{{second}} وشخص آخر يكتبون...',
    many_two: '{{first}} و{{second}} وشخصان آخران يكتبون...',
    many_few: '{{first}} و{{second}} و{{count}} آخرون يكتبون...',
    many_many: '{{first}} و{{second}} و{{count}} آخرًا يكتبون...',
    many_other: '{{first}} و{{second}} و{{count}} آخر يكتبون...',
  },
  actions: {
    react: 'إضافة تفاعل',
    quickReactions: 'التفاعلات',
    reply: 'رد',
    more: 'إجراءات أخرى',
    copy: 'نسخ النص',
    createTask: 'إنشاء مهمة',
    edit: 'تعديل',
    delete: 'حذف',
  },
  reactions: {
    label: 'التفاعلات',
    by: 'تفاعل: {{names}}',
  },
  reply: {
    jump: 'الانتقال إلى الرسالة الأصلية',
    deleted: 'حُذفت الرسالة الأصلية',
    attachment: 'مرفق',
  },
  edit: {
    label: 'نص الرسالة',
    hint: 'Enter للحفظ · Shift+Enter لسطر جديد · Esc للإلغاء',
    save: 'حفظ',
  },
  delete: {
    title: 'حذف الرسالة',
    body: 'هل أنت متأكد من حذف هذه الرسالة؟ لا يمكن التراجع عن هذا الإجراء.',
    confirm: 'حذف',
  },
  task: {
    chip: 'عرض المهمة',
  },
  code: {
    plain: 'نص',
    open: 'فتح',
    title: 'الشيفرة',
    copy: 'نسخ',
    copied: 'تم النسخ!',
    download: 'تنزيل',
  },
  media: {
    loadingImage: 'جارٍ تحميل الصورة...',
    loadingAudio: 'جارٍ تحميل الصوت...',
    loadingVideo: 'جارٍ تحميل الفيديو...',
    unavailable: 'تعذّر تحميل هذا الملف.',
    noVideoSupport: 'متصفحك لا يدعم تشغيل الفيديو.',
    openImage: 'فتح الصورة {{name}}',
    closeViewer: 'إغلاق',
    previousImage: 'الصورة السابقة',
    nextImage: 'الصورة التالية',
    imageCount: '{{current}} / {{total}}',
    playVoice: 'تشغيل الرسالة الصوتية',
    pauseVoice: 'إيقاف الرسالة الصوتية مؤقتًا',
    playVideo: 'تشغيل رسالة الفيديو',
    pauseVideo: 'إيقاف رسالة الفيديو مؤقتًا',
    download: 'تنزيل',
    playbackFailed:
      'تعذّر تشغيل الصوت. قد يكون السبب: قيود التشغيل التلقائي في المتصفح، أو مشكلات في الاتصال بالشبكة، أو أن صيغة الصوت غير مدعومة.',
  },
  attachments: {
    delete: 'حذف المرفق {{name}}',
    deleteTitle: 'حذف المرفق',
    deleteBody: 'هل تريد حذف "{{name}}" من هذه الرسالة؟ لا يمكن التراجع عن ذلك.',
    deleteConfirm: 'حذف',
    deleteFailed: 'تعذّر حذف المرفق. يُرجى المحاولة مرة أخرى.',
  },
  errors: {
    updateFailed: 'تعذّر تحديث الرسالة. يُرجى المحاولة مرة أخرى.',
    deleteFailed: 'تعذّر حذف الرسالة. يُرجى المحاولة مرة أخرى.',
    addReaction: 'تعذّرت إضافة التفاعل',
    removeReaction: 'تعذّرت إزالة التفاعل',
    copyFailed: 'تعذّر نسخ الرسالة.',
  },
};
