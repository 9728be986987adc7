// With its extension: `npm run launch-check` loads these modules in Node, whose hook completes
// extensionless imports only within src/content.
import { poolActionPath } from '../../lib/paths.ts';
import type { HomePage } from '../home';
import { poolStatusPresentationAr, poolsAr, yieldCopyAr } from './pools';
import { siteAr } from './site';
import { statsAr } from './stats';

// The same open pool and form anchor as the English page (the link is data: it must match).
const openPool = poolsAr.find((pool) => pool.status === 'Open');
if (openPool === undefined)
  throw new Error('The home page needs an open pool to show and apply to');
const applyHref = poolActionPath(openPool.id, poolStatusPresentationAr.Open.actionId);

/** The home page in Arabic (see ../home.ts for what each field is). */
export const homePageAr: HomePage = {
  meta: {
    title: siteAr.tagline,
    description:
      'أودِع USDC أو USDT في مجمّعات للمستثمرين المعتمدين مدعومة بعقود إيجار من الباطن مرمّزة لعقارات في دبي، بعائد سنوي مستهدف حتى 40%. رأس المال معرّض للخطر.',
  },
  hero: {
    eyebrow: 'عوائد العقارات المرمّزة',
    title: siteAr.tagline,
    lead: 'أودِع USDC أو USDT في مجمّعات مخصّصة للمستثمرين المعتمدين، مدعومة بعقود إيجار من الباطن مرمّزة لعقارات في دبي. يعلن كل مجمّع عائده المستهدف، وتُسجَّل كل عملية توزيع على سلسلة الكتل.',
    primary: { label: 'عرض المجمّعات', href: '/pools' },
    secondary: { label: 'آلية العمل', href: '/how-it-works' },
    risk: {
      text: 'رأس المال معرّض للخطر: قد تخسر جزءًا مما تستثمره أو كله، والعوائد المستهدفة غير مضمونة.',
      link: { label: 'اقرأ الإفصاح عن المخاطر', href: '/docs#risk-disclosure' },
    },
    poolCard: {
      eyebrow: 'يستقبل الطلبات الآن',
      payoutLabel: 'عملة التوزيع',
      tenorLabel: 'المدة',
      linkLabel: 'عرض المجمّع',
    },
  },
  stats: {
    title: 'RealYield بالأرقام',
    items: statsAr,
  },
  features: {
    title: 'لماذا RealYield',
    intro: 'مجمّعات للمستثمرين المعتمدين مدعومة بعقارات حقيقية، نعرض مخاطرها قبل عوائدها.',
    items: [
      {
        icon: 'Layers',
        title: 'مجمّعات للمستثمرين المعتمدين',
        text: 'كل مجمّع مدعوم بعقود إيجار من الباطن مرمّزة لعقارات في دبي، ويعلن عائده السنوي المستهدف وعملة التوزيع المستقرة ومدته.',
        link: { label: 'عرض المجمّعات', href: '/pools' },
      },
      {
        icon: 'ShieldCheck',
        title: 'المخاطر معلنة مسبقًا',
        text: 'اطّلع على آلية عمل المجمّعات، وما قد يسوء فيها، ومن يحق له الاستثمار، قبل أن تلتزم بأي مبلغ.',
        link: { label: 'اقرأ الوثائق', href: '/docs' },
      },
      {
        icon: 'Eye',
        title: 'شفافية على سلسلة الكتل',
        text: 'تابع انتقال الدخل من عقود الإيجار المرمّزة إلى توزيعات المجمّعات، مسجّلًا على سلسلة الكتل.',
        link: { label: 'آلية العمل', href: '/how-it-works' },
      },
    ],
  },
  poolTeaser: {
    eyebrow: 'مجمّع للمستثمرين المعتمدين',
    title: 'عقارات دبي، وتوزيعاتها بالعملات المستقرة',
    text: 'المجمّعات متاحة فقط للمستثمرين المؤهلين الذين أتمّوا التحقق. كل مجمّع مدعوم بعقود إيجار من الباطن مرمّزة لعقارات في دبي، ويدفع التوزيعات بعملة USDC أو USDT.',
    tags: ['الأصول الحقيقية المرمّزة', 'العقارات', 'USDC/USDT', 'عائد سنوي مستهدف حتى 40%'],
    targetApyPercent: 40,
    targetApyQualifier: yieldCopyAr.qualifier,
    action: { label: 'قدّم طلب الانضمام', href: applyHref },
    note: 'الأماكن محدودة، وتسري الشروط والأحكام.',
  },
  steps: {
    title: 'آلية العمل',
    items: [
      {
        title: 'أكمِل التحقق',
        text: 'أكمِل التحقق من الهوية (KYC) ومكافحة غسل الأموال (AML)، وفحص الأهلية الخاص بولايتك القضائية.',
      },
      {
        title: 'أودِع العملات المستقرة',
        text: 'أودِع USDC أو USDT في مجمّع مفتوح للمستثمرين المعتمدين.',
      },
      {
        title: 'استلم التوزيعات',
        text: 'استلم حصتك من دخل المجمّع شهريًا أو كل ثلاثة أشهر، وفق ما تنص عليه شروط المجمّع.',
      },
    ],
    link: { label: 'اطّلع على الخطوات كاملة', href: '/how-it-works' },
  },
  about: {
    title: 'عن RealYield',
    text: 'ترمّز RealYield عقود إيجار من الباطن لعقارات في دبي، وتتيح دخلها للمستثمرين المؤهلين عبر مجمّعات مخصّصة للمستثمرين المعتمدين.',
    link: { label: 'من نحن', href: '/about' },
  },
  keyFeatures: {
    title: 'أبرز المزايا',
    items: [
      {
        icon: 'Percent',
        title: 'أهداف لا وعود',
        text: 'يُعرض كل عائد سنوي على أنه عائد مستهدف، ويُفصَح إلى جانبه عن خطر خسارة رأس المال.',
      },
      {
        icon: 'FileText',
        title: 'سجلات على سلسلة الكتل',
        text: 'يُسجَّل نشاط المجمّعات وتوزيعاتها على سلسلة الكتل.',
      },
      {
        icon: 'Building2',
        title: 'عقارات حقيقية',
        text: 'المجمّعات مدعومة بعقود إيجار من الباطن مرمّزة لعقارات في دبي.',
      },
      {
        icon: 'Coins',
        title: 'توزيعات بالعملات المستقرة',
        text: 'أودِع USDC أو USDT، واستلم التوزيعات بالعملة المستقرة التي يحددها المجمّع.',
      },
      {
        icon: 'Vote',
        title: 'حوكمة المنظمة اللامركزية المستقلة',
        text: 'يصوّت حاملو الجوازات على مقترحات المنظمة اللامركزية المستقلة، بحقوق تزداد مع ارتفاع مستوى الجواز.',
      },
      {
        icon: 'FileCheck',
        title: 'الامتثال',
        text: 'التحقق من الهوية ومكافحة غسل الأموال (KYC/AML) وفحص الأهلية لكل مستثمر.',
      },
    ],
  },
  marketPotential: {
    title: 'إمكانات السوق',
    text: 'تقدّم RealYield دخل عقارات دبي، على سلسلة الكتل، لسوق الأصول الحقيقية المرمّزة، ويرد حجم هذه السوق على مستوى القطاع بين الأرقام في أعلى هذه الصفحة.',
    link: { label: 'اقرأ رؤيتنا', href: '/about' },
  },
  cta: {
    title: 'استكشف المجمّعات',
    text: 'قارن بين المجمّعات في العائد السنوي المستهدف وعملة التوزيع والمدة والحالة. الأماكن محدودة، وتُشترط الأهلية والتحقق (KYC/AML).',
    primary: { label: 'عرض المجمّعات', href: '/pools' },
  },
};
