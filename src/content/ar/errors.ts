import type { ServerErrorPage } from '../errors';
import { siteAr } from './site';

/** The server's error page in Arabic (see ../errors.ts for what each field is). */
export const serverErrorPageAr: ServerErrorPage = {
  meta: {
    title: 'حدث خطأ ما',
    description:
      'حدث خطأ من جهتنا وتعذّر عرض هذه الصفحة. حاول مرة أخرى بعد قليل، أو عُد إلى الصفحة الرئيسية لـ RealYield، أو راسلنا عبر البريد الإلكتروني.',
  },
  eyebrow: 'خطأ في الخادم',
  text: 'حدث خطأ من جهتنا وتعذّر عرض هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل، وإذا تكرر ذلك فراسلنا وسنتحقق من الأمر.',
  action: { label: 'العودة إلى الرئيسية', href: '/' },
  contact: { label: `راسلنا على ${siteAr.email}`, href: `mailto:${siteAr.email}` },
};
