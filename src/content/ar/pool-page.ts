import { poolPath } from '../../lib/paths';
import type { PoolPage, PoolPageCopy } from '../pool-page';
import { pools, type Pool } from '../pools';
import { interestContentAr } from './interest';

const { outcomes } = interestContentAr;

/**
 * The pools' own words in Arabic, by pool id. pools.ts is translated in another branch; until its
 * Arabic value is merged, the pool pages take each pool's name and location from here.
 */
const poolWordsAr: Readonly<Record<string, Pick<Pool, 'name' | 'location'>>> = {
  'dubai-1': {
    name: 'مجمّع دبي المميّز للإيجار من الباطن',
    location: 'دبي، الإمارات العربية المتحدة',
  },
  'dubai-2': { name: 'مجمّع دبي للضيافة', location: 'دبي، الإمارات العربية المتحدة' },
  'dubai-3': { name: 'مجمّع دبي السكني', location: 'دبي، الإمارات العربية المتحدة' },
};

const notSent = 'لم يُرسَل النموذج';

/** Copy shared by every pool page, in Arabic (see ../pool-page.ts for what each field is). */
export const poolPageCopyAr: PoolPageCopy = {
  breadcrumb: { label: 'مسار التنقل', parent: { label: 'المجمّعات', href: '/pools' } },
  eyebrow: 'مجمّع مخصّص للمستثمرين المعتمدين',
  // The pool cards' labels (poolsPage.list.labels in English); pools-page.ts is translated in
  // another branch, so they are written here until its Arabic value is merged.
  labels: {
    location: 'الموقع',
    collateralType: 'الضمان',
    targetApy: 'العائد السنوي المستهدف',
    targetApyQualifier: 'مستهدف، غير مضمون',
    payout: 'عملة التوزيع',
    tenor: 'المدة',
    status: 'الحالة',
  },
  keyTerms: {
    title: 'الشروط الأساسية',
    intro: 'النطاقات المعتادة في مجمّعاتنا. تختلف الشروط من مجمّع إلى آخر داخل هذه النطاقات.',
    items: [
      {
        title: 'الحد الأدنى للاستثمار',
        text: 'عادةً من 1,000 إلى 10,000 دولار أمريكي، بحسب المجمّع.',
      },
      { title: 'فترة الحجز', text: 'عادةً 12‑24 شهرًا، بحسب المجمّع.' },
      { title: 'السحب', text: 'يُنفَّذ خلال 7‑14 يوم عمل بعد انتهاء فترة الحجز.' },
      {
        title: 'التوزيعات',
        text: 'شهريًا أو كل ثلاثة أشهر، بحسب المجمّع، بالعملة المستقرة التي يوزّع بها المجمّع عوائده.',
      },
    ],
    note: 'اطلب منا الشروط الدقيقة لهذا المجمّع قبل أن تقرّر. لا تُحصَّل أي أموال على هذا الموقع.',
  },
  yieldSource: {
    title: 'من أين يأتي العائد',
    paragraphs: [
      'عائد المجمّع هو الدخل الذي تحققه عقاراته من إقامات الضيوف، ويُوزَّع على المستثمرين بالعملات المستقرة.',
      'تحدّد أسعار الليلة ونسب الإشغال وجودة إدارة العقارات هذا الدخل. وإذا جاءت دون المتوقع، فسيكون العائد الفعلي أقل من المستهدف.',
    ],
    link: { label: 'كيف يتحقق العائد', href: '/how-it-works#yield-sources' },
  },
  eligibility: {
    title: 'من يحق له التقدّم',
    intro:
      'تعمل المجمّعات بنظام القائمة البيضاء: لا يدخلها إلا المستثمرون المؤهلون الذين جرى التحقق من هويتهم.',
    items: [
      {
        title: 'معنى الإدراج في القائمة البيضاء',
        text: 'لا يُضاف إلى المجمّع، ولا يحق له الإيداع فيه، إلا المستثمر الذي يجتاز فحص الأهلية لدينا والتحقق من الهوية (KYC) ومكافحة غسل الأموال (AML).',
      },
      {
        title: 'من لا يحق له التقدّم',
        text: 'لا يحق للأشخاص الأمريكيين ولا للمقيمين في الدول الخاضعة للعقوبات التقدّم بطلب. ولا تُعرض المجمّعات في كل الولايات القضائية.',
      },
      {
        title: 'التحقق قبل أي إيداع',
        text: 'يُكمل كل مستثمر إجراءات KYC/AML قبل أي إيداع. التقدّم هنا يسجّل اهتمامك فقط؛ ولا تُحصَّل أي أموال على هذا الموقع.',
      },
    ],
  },
  statuses: {
    Open: {
      summary: 'مفتوح للطلبات',
      action: {
        title: 'اطلب الانضمام',
        intro:
          'أخبرنا من أنت وما المبلغ الذي تنوي استثماره تقريبًا. يراجع الفريق أهليتك ويرد عليك خلال 24‑48 ساعة في أيام العمل، من الاثنين إلى الجمعة، 9 صباحًا-6 مساءً بتوقيت الخليج.',
        start: 'ابدأ طلبك',
        description:
          'اطلب الانضمام إلى {pool}: أخبرنا من أنت وما المبلغ الذي تنوي استثماره، وسنراجع أهليتك. لا تُؤخذ أي أموال على هذا الموقع.',
      },
    },
    Upcoming: {
      summary: 'لم يُفتح بعد، وله قائمة انتظار',
      action: {
        title: 'انضم إلى قائمة الانتظار',
        intro: 'لم يُفتح هذا المجمّع بعد. اترك عنوان بريدك الإلكتروني وسنراسلك عندما يُفتح.',
        start: 'انضم إلى قائمة الانتظار',
        description:
          'انضم إلى قائمة انتظار {pool}: اترك عنوان بريدك الإلكتروني وسنراسلك عندما يُفتح باب الاستثمار فيه. لا تُؤخذ أي أموال على هذا الموقع.',
      },
    },
    Closed: {
      summary: 'مغلق أمام الاستثمارات الجديدة',
      action: {
        title: 'مغلق أمام الاستثمارات الجديدة',
        intro: 'لا يقبل هذا المجمّع استثمارات جديدة، ولا يوجد هنا نموذج لتعبئته.',
      },
    },
  },
  forms: {
    application: {
      name: { label: 'الاسم الكامل' },
      email: { label: 'عنوان البريد الإلكتروني', placeholder: 'name@example.com' },
      country: { label: 'بلد الإقامة', placeholder: 'اختر بلدك' },
      investorType: {
        label: 'تتقدّم بصفتك',
        options: interestContentAr.investorTypes,
      },
      amountBand: {
        label: 'المبلغ الذي تنوي استثماره',
        placeholder: 'اختر نطاقًا',
        options: interestContentAr.amountBands,
      },
      notUsPerson: { text: 'أقرّ بأنني لست شخصًا أمريكيًا.' },
      riskRead: {
        text: 'لقد قرأت',
        link: { label: 'الإفصاح عن المخاطر', href: '/docs#risk-disclosure' },
        after: '.',
      },
      consent: {
        text: interestContentAr.consent.application.label,
        link: interestContentAr.consent.application.privacyLink,
      },
      message: { label: 'رسالة (اختيارية)', placeholder: 'أي شيء ينبغي أن يعرفه الفريق' },
      submit: 'اطلب الانضمام',
      received: outcomes.applied,
    },
    waitlist: {
      email: { label: 'عنوان البريد الإلكتروني', placeholder: 'name@example.com' },
      country: { label: 'بلد الإقامة', placeholder: 'اختر بلدك' },
      consent: {
        text: interestContentAr.consent.waitlist.label,
        link: interestContentAr.consent.waitlist.privacyLink,
      },
      name: { label: 'الاسم (اختياري)' },
      submit: 'انضم إلى قائمة الانتظار',
      received: outcomes.waitlisted,
    },
    submitting: 'جارٍ الإرسال...',
    honeypotLabel: 'اترك هذا الحقل فارغًا',
    requiredMark: '(مطلوب)',
    // The same words as the outcome pages a post without JavaScript lands on, as in English.
    validation: {
      missing_fields: outcomes.missing,
      invalid_email: outcomes['invalid-email'],
      too_long: outcomes['too-long'],
      invalid_request: outcomes.error,
    },
    fieldProblems: {
      required: 'يرجى تعبئة هذا الحقل.',
      invalid_email: 'يرجى إدخال عنوان مثل name@example.com.',
      too_long: 'يرجى اختصار النص بحيث لا يتجاوز عدد أحرفه {max}.',
      invalid_text: 'يرجى حذف فواصل الأسطر والرموز الخاصة من هذا الحقل.',
    },
    notAvailable: outcomes['not-available'],
    notAvailableField:
      'نأسف: مجمّعاتنا غير متاحة للمقيمين في {country}. لم يُرسَل أي شيء مما كتبته ولم نحتفظ به.',
    notOpen: outcomes['not-open'],
    delivery: {
      network: {
        title: notSent,
        description:
          'تعذّر علينا الوصول إلى خادمنا. يرجى التحقق من اتصالك ثم المحاولة مرة أخرى؛ ما كتبته لا يزال في النموذج.',
      },
      server: {
        title: notSent,
        description: 'عذرًا، حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى بعد قليل.',
      },
      rejected: {
        title: notSent,
        description: 'تعذّر إرسال النموذج. يرجى إعادة تحميل الصفحة ثم المحاولة مرة أخرى.',
      },
      rateLimited: outcomes['rate-limited'],
      emailFallback: 'أو راسلنا على',
    },
  },
  otherPools: {
    title: 'المجمّعات الأخرى',
    all: { label: 'عرض كل المجمّعات', href: '/pools' },
  },
};

/** The Arabic meta description: what the pool is and where it stands, in 120‑160 characters. */
function describe(pool: Pool): string {
  return `${pool.name} ${poolPageCopyAr.statuses[pool.status].summary}. مدعوم بعقود إيجار من الباطن مرمّزة في دبي، ويوزّع عوائده بعملة ${pool.payout}. شروطه ومخاطره ومن يحق له التقدّم.`;
}

/** One page per pool, in display order, in Arabic (the pool's figures and ids as in English). */
export const poolPagesAr: Omit<PoolPage, 'form'>[] = pools.map((english) => {
  const words = poolWordsAr[english.id];
  if (!words) throw new Error(`pool-page (ar): no Arabic name for the pool ${english.id}`);
  const pool = { ...english, ...words };
  return {
    pool,
    path: poolPath(pool.id),
    meta: { title: pool.name, description: describe(pool) },
  };
});
