import { errorsTexts } from './errors.ts';

import type { appTexts as English } from '../en/app.ts';

/** Shared UI and app texts in Arabic. */
export const appTexts: typeof English = {
  common: {
    appName: 'Crewline',
    deletedUser: 'مستخدم محذوف',
    skipToContent: 'انتقل إلى المحتوى',
    loading: 'جارٍ التحميل...',
    close: 'إغلاق',
    language: 'اللغة',
    languages: { en: 'English', ar: 'العربية', ru: 'Русский' },
    theme: {
      label: 'المظهر',
      light: 'فاتح',
      dark: 'داكن',
      system: 'حسب النظام',
    },
    offline: 'أنت غير متصل. ستُحمَّل التغييرات والبيانات الجديدة عند عودة الاتصال.',
    backOnline: 'عاد الاتصال.',
    newVersion: 'يتوفر إصدار جديد من Crewline.',
  },
  errors: errorsTexts,
  toast: {
    dismiss: 'إغلاق الإشعار',
    success: 'نجاح',
    error: 'خطأ',
    warning: 'تحذير',
    info: 'معلومة',
  },
  code: {
    copy: 'نسخ الشيفرة',
    copied: 'تم النسخ!',
  },
  shell: {
    authenticating: 'جارٍ التحقق من الهوية...',
    primaryNavigation: 'تنقل لوحة التحكم',
    mobileNavigation: 'تنقل سريع',
    dashboard: 'لوحة التحكم',
    projects: 'المشاريع',
    tasks: 'المهام',
    files: 'الملفات',
    team: 'الفريق',
    dataVisualization: 'تصوّر البيانات',
    roadmaps: 'خرائط الطريق',
    mentorship: 'الإرشاد',
    inbox: 'صندوق الوارد',
    notifications: 'الإشعارات',
    settings: 'الإعدادات',
    backToHome: 'العودة إلى الرئيسية',
    collapse: 'طي الشريط الجانبي',
    expand: 'توسيع الشريط الجانبي',
    accountMenu: '{{name}} {{email}}، قائمة الحساب',
    logout: 'تسجيل الخروج',
    signOut: 'تسجيل الخروج',
    unread: '{{count}} غير مقروءة',
    withUnread: '{{label}}، {{badge}} غير مقروءة',
    bell: 'الإشعارات',
    bellEmpty: 'لا جديد لديك',
    bellEmptyBody: 'ستظهر هنا التكليفات الجديدة والإشارات والتذكيرات.',
    viewAll: 'عرض الكل',
    project: {
      home: 'الرئيسية',
      tasks: 'المهام',
      team: 'الفريق',
      chat: 'المحادثة',
      settings: 'الإعدادات',
    },
  },
  dashboard: {
    title: 'لوحة التحكم',
    greeting: {
      morning: 'صباح الخير، {{name}}',
      afternoon: 'مساء الخير، {{name}}',
      evening: 'مساء الخير، {{name}}',
    },
    defaultName: 'المستخدم',
    subtitle: 'إليك ما يحدث في مشاريعك اليوم.',
    today: 'اليوم هو {{date}}',
    shortcutsTitle: 'تابع من حيث توقفت',
    shortcuts: {
      projects: 'افتح مشاريعك ولوحاتك',
      tasks: 'اطّلع على كل المهام المسندة إليك',
      inbox: 'تابع محادثات المشاريع',
      settings: 'حدّث ملفك الشخصي وتفضيلاتك',
    },
  },
  pages: {
    projects: {
      title: 'المشاريع',
      emptyTitle: 'لا توجد مشاريع بعد',
      emptyBody: 'ابدأ بإنشاء مشروعك الأول',
    },
    project: {
      title: 'المشروع',
      emptyTitle: 'مساحة عمل المشروع',
      emptyBody: 'ستظهر هنا لوحة هذا المشروع وقائمة مهامه وفريقه ومحادثته.',
    },
    tasks: {
      title: 'المهام',
      emptyTitle: 'لا توجد مهام بعد',
      emptyBody: 'ستُدرج هنا المهام المسندة إليك في جميع المشاريع.',
    },
    inbox: {
      title: 'صندوق الوارد',
      emptyTitle: 'لا توجد محادثات بعد',
      emptyBody: 'ستظهر هنا سلاسل المحادثة من مشاريعك.',
    },
    notifications: {
      title: 'الإشعارات',
      emptyTitle: 'لا توجد إشعارات',
      emptyBody: 'لا جديد لديك. ستظهر هنا التكليفات الجديدة والإشارات والتذكيرات.',
    },
    roadmaps: {
      title: 'خرائط الطريق',
      emptyTitle: 'لا توجد خرائط طريق بعد',
      emptyBody: 'ستظهر هنا خرائط الطريق المبنية على مراحل مشاريعك ومواعيد استحقاقها.',
    },
    files: {
      title: 'الملفات',
      emptyTitle: 'لا توجد ملفات بعد',
      emptyBody: 'ستُجمع هنا الملفات المشتركة في مشاريعك ومحادثاتك.',
    },
    dataVisualization: {
      title: 'تصوّر البيانات',
    },
    mentorship: {
      title: 'الإرشاد',
      emptyTitle: 'لا توجد علاقات إرشاد بعد',
      emptyBody: 'ستظهر هنا ثنائيات المرشد والمتدرب وجلساتهم.',
    },
    realtimeTest: {
      title: 'اختبار الاتصال الفوري',
    },
  },
};
