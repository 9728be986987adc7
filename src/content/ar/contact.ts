import type { ContactStrings } from '../contact';

// Each said once, as in English: the same words are a toast with JavaScript and a page without it.
const missing = { title: 'معلومات ناقصة', description: 'يرجى تعبئة جميع الحقول' };
const invalidEmail = {
  title: 'بريد إلكتروني غير صالح',
  description: 'يرجى إدخال عنوان بريد إلكتروني صالح',
};
const tooLong = {
  title: 'نص أطول من المسموح',
  description: 'أحد الحقول أطول مما نقبله. يرجى اختصاره ثم المحاولة مرة أخرى.',
};
const notSent = 'لم تُرسَل الرسالة';

/** The /contact page in Arabic (see ../contact.ts). */
export const contact = {
  meta: {
    title: 'تواصل معنا',
    description:
      'أسئلة عن مجمّعات RealYield أو الجوازات أو الأهلية؟ أرسل إلينا رسالة أو راسلنا بالبريد الإلكتروني. نسعى إلى الرد خلال {responseTime} في أيام العمل.',
  },
  hero: {
    eyebrow: 'نحن هنا لمساعدتك',
    intro: 'أسئلة عن المجمّعات أو الجوازات أو الأهلية؟ أرسل إلينا رسالة وسيرد عليك فريقنا.',
  },
  details: {
    title: 'طرق أخرى للتواصل معنا',
    emailLabel: 'البريد الإلكتروني',
    socialTitle: 'تابعنا',
    newTab: '(يُفتح في علامة تبويب جديدة)',
    businessHours: 'ساعات العمل: {businessHours}.',
    responseTime: 'نسعى إلى الرد خلال {responseTime}.',
  },
  form: {
    title: 'أرسل رسالة',
    fields: {
      name: { label: 'الاسم', placeholder: 'اسمك' },
      email: { label: 'البريد الإلكتروني', placeholder: 'you@example.com' },
      message: { label: 'الرسالة', placeholder: 'كيف يمكننا مساعدتك؟' },
    },
    submit: 'إرسال الرسالة',
    submitting: 'جارٍ الإرسال...',
    privacyNote: 'نحتفظ باسمك وعنوان بريدك الإلكتروني ورسالتك حتى نتمكن من الرد عليك.',
    privacyLink: 'كيف نتعامل مع بياناتك',
    honeypotLabel: 'اترك هذا الحقل فارغًا',
    invalidRequest: {
      title: notSent,
      description: 'لا يمكن إرسال جزء مما كتبته كما هو. يرجى مراجعة الحقل المشار إليه.',
    },
    requiredFields: {
      name: 'يرجى كتابة اسمك.',
      email: 'يرجى إدخال العنوان الذي نرد عليه.',
      message: 'يرجى كتابة رسالتك.',
    },
    fieldProblems: {
      required: 'يرجى تعبئة هذا الحقل.',
      invalid_email: 'يرجى إدخال عنوان مثل name@example.com.',
      too_long: 'يرجى اختصار النص بحيث لا يتجاوز عدد أحرفه {max}.',
      invalid_text: 'يرجى حذف فواصل الأسطر والرموز الخاصة من هذا الحقل.',
    },
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
        description: 'تعذّر إرسال رسالتك. يرجى إعادة تحميل الصفحة ثم المحاولة مرة أخرى.',
      },
      emailFallback: 'أو راسلنا على',
    },
  },
  outcomes: {
    sent: {
      title: 'تم إرسال الرسالة',
      description: 'شكرًا لتواصلك معنا. سنرد عليك قريبًا.',
    },
    missing,
    'invalid-email': invalidEmail,
    'too-long': tooLong,
    'rate-limited': {
      title: 'رسائل كثيرة في وقت قصير',
      description: 'أرسلت عدة رسائل خلال وقت قصير. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    },
    error: {
      title: notSent,
      description: 'حدث خطأ من جهتنا. يرجى المحاولة لاحقًا أو مراسلتنا على {email}.',
    },
  },
  confirmation: {
    nextStepsTitle: 'ما الذي يحدث بعد ذلك',
    steps: [
      'نرد على العنوان الذي أدخلته خلال {responseTime} في أيام العمل ({businessHours}).',
      'لا نرسل نسخة تلقائية من رسالتك: أول رسالة تصلك منا هي ردّنا. إن لم يصلك شيء خلال هذه المدة، فتحقّق من مجلد الرسائل غير المرغوب فيها أو راسلنا على {email}.',
    ],
    another: 'كتابة رسالة أخرى',
  },
  outcomeLinks: {
    back: 'العودة إلى النموذج',
    home: 'العودة إلى الصفحة الرئيسية',
    email: 'راسلنا بالبريد الإلكتروني بدلًا من ذلك',
  },
  outcomeBackHint: 'يعيدك زر الرجوع في متصفحك إلى النموذج مع ما كتبته.',
} satisfies ContactStrings;
