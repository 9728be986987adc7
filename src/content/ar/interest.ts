import { CONSENT_VERSIONS } from '#contracts/interest.ts';
import type { InterestContent } from '../interest';
import { site } from '../site';

// site.businessHours and site.responseTime in Arabic, as ./site.ts words them in the branch that
// translates site.ts; once that is merged these two can come from there instead.
const businessHours = 'من الاثنين إلى الجمعة، 9 صباحًا-6 مساءً بتوقيت الخليج';
const responseTime = '24‑48 ساعة';

const privacyLink = { label: 'كيف نتعامل مع بياناتك', href: '/docs#privacy' };
const emailUs = `مراسلتنا على ${site.email}`;

/**
 * The interest forms' copy in Arabic (see ../interest.ts for what each field is). The consent
 * labels translate the same wording as English, so they keep the same versions.
 */
export const interestContentAr: InterestContent = {
  consent: {
    application: {
      version: CONSENT_VERSIONS.application,
      label:
        'أوافق على أن يتواصل معي الفريق عبر البريد الإلكتروني بشأن هذا الطلب، وأن يحتفظ بما أرسلته لهذا الغرض.',
      privacyLink,
    },
    waitlist: {
      version: CONSENT_VERSIONS.waitlist,
      label: 'أوافق على تلقّي رسالة بالبريد الإلكتروني عندما يُفتح هذا المجمّع لتلقّي الطلبات.',
      privacyLink,
    },
  },
  investorTypes: { individual: 'فرد', company: 'شركة' },
  amountBands: {
    'under-10k': 'أقل من 10,000 دولار أمريكي',
    '10k-50k': 'من 10,000 إلى 49,999 دولار أمريكي',
    '50k-100k': 'من 50,000 إلى 99,999 دولار أمريكي',
    '100k-plus': '100,000 دولار أمريكي أو أكثر',
  },
  outcomes: {
    applied: {
      title: 'تم استلام الطلب',
      description: `شكرًا لك. يراجع فريقنا أهليتك ويرد عليك خلال ${responseTime} في أيام العمل (${businessHours}). يسبق التحقق من الهوية (KYC) ومكافحة غسل الأموال (AML) أي إيداع؛ ولا تُحصَّل أي أموال على هذا الموقع.`,
    },
    waitlisted: {
      title: 'أنت الآن على قائمة الانتظار',
      description:
        'شكرًا لك. سنراسلك بالبريد الإلكتروني عندما يُفتح هذا المجمّع لتلقّي الطلبات. تتضمّن كل رسالة رابطًا لمغادرة قائمة الانتظار.',
    },
    'not-available': {
      title: 'غير متاح في بلد إقامتك',
      description:
        'نأسف: المجمّعات غير متاحة للمقيمين في البلد الذي اخترته، لذلك لم نحتفظ بأي شيء مما كتبته.',
    },
    'not-open': {
      title: 'هذا المجمّع لا يقبل تسجيلات',
      description:
        'لم يعد المجمّع الذي اخترته مفتوحًا لهذا النوع من الطلبات. ربما تغيّرت حالته بعد تحميل الصفحة.',
    },
    missing: {
      title: 'معلومات ناقصة',
      description: 'يرجى تعبئة جميع الحقول المطلوبة وتحديد المربعات المطلوبة.',
    },
    'invalid-email': {
      title: 'بريد إلكتروني غير صالح',
      description:
        'يرجى إدخال عنوان بريد إلكتروني صالح: فهو العنوان الذي نرد عليه بشأن طلبك أو تسجيلك في قائمة الانتظار.',
    },
    'too-long': {
      title: 'نص أطول من المسموح',
      description: 'أحد الحقول أطول مما يقبله النموذج. يرجى اختصاره ثم إرسال النموذج مرة أخرى.',
    },
    'rate-limited': {
      title: 'طلبات كثيرة في وقت قصير',
      description: 'أرسلت عدة نماذج خلال وقت قصير. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    },
    error: {
      title: 'لم يُرسَل النموذج',
      description: `حدث خطأ ولم نحتفظ بأي شيء. يرجى المحاولة لاحقًا أو ${emailUs}.`,
    },
    removed: {
      title: 'تم حذف التسجيل',
      description: 'حُذف تسجيلك وكل ما أرسلته معه. لن تصلك أي رسائل أخرى بشأنه.',
    },
    'link-invalid': {
      title: 'هذا الرابط لا يعمل',
      description: `ربما انتهت صلاحية الرابط، أو استُخدم من قبل، أو وصل ناقصًا. إذا أردت حذف تسجيل، يرجى ${emailUs}.`,
    },
  },
  outcomeLinks: {
    pools: { label: 'العودة إلى المجمّعات', href: '/pools' },
    home: { label: 'العودة إلى الصفحة الرئيسية', href: '/' },
    email: { label: 'راسلنا بالبريد الإلكتروني بدلًا من ذلك', href: `mailto:${site.email}` },
  },
  outcomeBackHint: 'يعيدك زر الرجوع في متصفحك إلى النموذج مع ما كتبته.',
  pageTitleSuffix: 'التسجيل في المجمّعات',
  remove: {
    meta: {
      title: 'حذف تسجيلك',
      description:
        'أكّد أنك تريد حذف طلبك أو تسجيلك في قائمة الانتظار مع كل ما أرسلته إلينا من بيانات. لن يُحذف أي شيء من سجلاتنا قبل أن تضغط على زر الحذف.',
    },
    title: 'هل تريد حذف تسجيلك؟',
    description:
      'يحذف هذا الإجراء طلبك أو تسجيلك في قائمة الانتظار وما أرسلته معه. لن يُحذف أي شيء قبل أن تضغط على الزر.',
    submit: 'احذف تسجيلي',
    cancel: { label: 'أبقِه وانتقل إلى المجمّعات', href: '/pools' },
  },
};
