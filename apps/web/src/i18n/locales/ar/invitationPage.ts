import type { Messages } from '../en/index.ts';

/** The page one invitation opens on, from a notification or an e-mail (ar). */
export const invitationPageTexts: Messages['invitationPage'] = {
  heading: 'دعوة',
  title: 'دعوة إلى {{project}}',
  invitedBy: 'دعاك {{inviter}} للانضمام إلى {{project}} بدور {{role}}.',
  welcomeMessage: 'رسالة من {{inviter}}',
  someone: 'شخص ما',
  expires: 'متاحة حتى {{date}}.',
  accept: 'قبول',
  accepting: 'جارٍ القبول…',
  decline: 'رفض',
  declining: 'جارٍ الرفض…',
  acceptedToast: 'تم قبول الدعوة. مرحبًا بك في المشروع!',
  declinedToast: 'تم رفض الدعوة.',
  answerFailed: 'تعذّر حفظ ردّك. يُرجى المحاولة مرة أخرى.',
  accepted: 'لقد قبلت هذه الدعوة.',
  declined: 'لقد رفضت هذه الدعوة.',
  cancelled: 'سحب المشروع هذه الدعوة.',
  expired: 'انتهت صلاحية هذه الدعوة. اطلب من الشخص الذي دعاك أن يرسل دعوة جديدة.',
  openProject: 'فتح المشروع',
  notFound: 'الدعوة غير موجودة',
  notFoundBody: 'ربما حُذفت، أو أُرسلت إلى حساب آخر. تأكّد من أنك سجّلت الدخول بالحساب الذي تلقّاها.',
  loadFailed: 'تعذّر تحميل الدعوة',
  retry: 'حاول مرة أخرى',
  loading: 'جارٍ تحميل الدعوة…',
  back: 'الإشعارات',
};
