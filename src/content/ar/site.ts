import type { SiteConfig } from '../site';

/** The site-wide configuration in Arabic (see ../site.ts for what each field is). */
export const siteAr: SiteConfig = {
  name: 'RealYield',
  tagline: 'أصول حقيقية. عوائد حقيقية.',
  summary:
    'مجمّعات للعملات المستقرة مخصّصة للمستثمرين المعتمدين، مدعومة بعقود إيجار من الباطن مرمّزة لعقارات حقيقية في دبي.',
  email: 'hello@realyield.example',
  businessHours: 'من الاثنين إلى الجمعة، من 9 صباحًا إلى 6 مساءً بتوقيت الخليج',
  responseTime: '24‑48 ساعة',
  socials: [
    { label: 'RealYield على منصة X', href: 'https://x.com/realyield_placeholder', network: 'x' },
    {
      label: 'RealYield على تيليغرام',
      href: 'https://t.me/realyield_placeholder',
      network: 'telegram',
    },
  ],
  nav: [
    { label: 'المجمّعات', href: '/pools' },
    { label: 'آلية العمل', href: '/how-it-works' },
    { label: 'الجوازات', href: '/passports' },
    { label: 'من نحن', href: '/about' },
    { label: 'الوثائق', href: '/docs' },
    { label: 'تواصل معنا', href: '/contact' },
  ],
  apply: { label: 'قدّم طلبك', href: '/pools' },
  footerColumns: [
    {
      title: 'الشركة',
      links: [
        { label: 'من نحن', href: '/about' },
        { label: 'تواصل معنا', href: '/contact' },
      ],
    },
    {
      title: 'المنتج',
      links: [
        { label: 'المجمّعات', href: '/pools' },
        { label: 'آلية العمل', href: '/how-it-works' },
        { label: 'الجوازات', href: '/passports' },
      ],
    },
    {
      title: 'الشؤون القانونية',
      links: [
        { label: 'الوثائق والأسئلة الشائعة', href: '/docs' },
        { label: 'الشروط', href: '/docs#terms' },
        { label: 'الخصوصية', href: '/docs#privacy' },
      ],
    },
  ],
  disclaimer:
    'العوائد المعروضة مستهدفة وغير مضمونة. ينطوي الاستثمار في مجمّعات العقارات المرمّزة على مخاطر، منها خسارة جزء من رأس المال المستثمر أو كله. لا يُعدّ أي محتوى في هذا الموقع نصيحة استثمارية، ولا عرضًا في أي ولاية قضائية يكون فيها ذلك مخالفًا للقانون.',
  copyrightHolder: 'RealYield',
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
  operator: {
    // PLACEHOLDERS, as in English: the operator supplies these before launch (npm run launch-check).
    brandConfirmed: false,
    controllerName: '[الاسم القانوني لمسؤول التحكم في البيانات]',
    controllerAddress: '[العنوان المسجّل لمسؤول التحكم في البيانات]',
    // The address is data (a contract address and its chain once published), the same in every
    // language, so its placeholder stays as in English.
    contracts: [{ label: 'عقود المجمّعات', address: '[Pool contract addresses and chain]' }],
  },
};
