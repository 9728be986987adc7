import type { SiteStrings } from '../site';

/** The site-wide configuration's words in Arabic (see ../site.ts for what each is). */
export const site = {
  tagline: 'أصول حقيقية. عوائد حقيقية.',
  summary:
    'مجمّعات للعملات المستقرة بنظام القائمة البيضاء، مدعومة بعقود إيجار من الباطن مرمّزة لعقارات حقيقية في دبي.',
  businessHours: 'من الاثنين إلى الجمعة، من 9 صباحًا إلى 6 مساءً بتوقيت الخليج',
  responseTime: '24‑48 ساعة',
  socials: { x: 'RealYield على منصة X', telegram: 'RealYield على تيليغرام' },
  nav: {
    pools: 'المجمّعات',
    howItWorks: 'آلية العمل',
    passports: 'الجوازات',
    about: 'من نحن',
    docs: 'الوثائق',
    contact: 'تواصل معنا',
  },
  apply: 'قدّم طلبك',
  riskLine: {
    title: 'رأس المال معرّض للخطر.',
    text: 'قد تخسر جزءًا مما تستثمره أو كله، والعوائد السنوية المستهدفة غير مضمونة.',
    link: 'اقرأ الإفصاح عن المخاطر',
  },
  footer: {
    company: 'الشركة',
    product: 'المنتج',
    legal: 'الشؤون القانونية',
    docs: 'الوثائق والأسئلة الشائعة',
    terms: 'الشروط',
    privacy: 'الخصوصية',
  },
  disclaimer:
    'العوائد المعروضة مستهدفة وغير مضمونة. ينطوي الاستثمار في مجمّعات العقارات المرمّزة على مخاطر، منها خسارة جزء من رأس المال المستثمر أو كله. لا يُعدّ أي محتوى في هذا الموقع نصيحة استثمارية، ولا عرضًا في أي ولاية قضائية يكون فيها ذلك مخالفًا للقانون.',
  chrome: {
    skipLink: 'انتقل إلى المحتوى',
    mainNav: 'التنقل الرئيسي',
    menuNav: 'القائمة الرئيسية',
    menuOpen: 'القائمة',
    menuClose: 'إغلاق',
    newTab: '(يفتح في علامة تبويب جديدة)',
    rightsReserved: 'جميع الحقوق محفوظة.',
    notifications: 'الإشعارات',
    closeNotification: 'إغلاق الإشعار',
  },
  operatorPending: {
    controllerName: '[الاسم القانوني للمتحكّم في البيانات]',
    controllerAddress: '[العنوان المسجّل للمتحكّم في البيانات]',
  },
} satisfies SiteStrings;
