import type { NotFoundStrings } from '../not-found';

/** The 404 page in Arabic (see ../not-found.ts). */
export const notFound = {
  meta: {
    title: 'الصفحة غير موجودة',
    description:
      'الصفحة التي تبحث عنها غير موجودة أو نُقلت. عُد إلى الصفحة الرئيسية لـ RealYield، أو ابحث عن المجمّعات والوثائق وبيانات التواصل في القائمة.',
  },
  eyebrow: 'خطأ 404',
  text: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت. تحقّق من العنوان، أو عُد إلى الصفحة الرئيسية.',
  action: 'العودة إلى الرئيسية',
} satisfies NotFoundStrings;
