import type { ServerErrorStrings } from '../errors';

/** The error page in Arabic (see ../errors.ts). */
export const serverError = {
  meta: {
    title: 'حدث خطأ ما',
    description:
      'حدث خطأ من جهتنا وتعذّر عرض هذه الصفحة. حاول مرة أخرى بعد قليل، أو عُد إلى الصفحة الرئيسية لـ RealYield، أو راسلنا عبر البريد الإلكتروني.',
  },
  eyebrow: 'خطأ في الخادم',
  text: 'حدث خطأ من جهتنا وتعذّر عرض هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل، وإذا تكرر ذلك فراسلنا وسنتحقق من الأمر.',
  action: 'العودة إلى الرئيسية',
  contact: 'راسلنا على {email}',
} satisfies ServerErrorStrings;
