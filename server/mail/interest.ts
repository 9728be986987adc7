/**
 * The e-mails about an interest entry: the applicant's confirmation (what happens next, and a
 * link to withdraw), the team's notice with the application's details, and the waitlist
 * entrant's confirmation (with a link that removes the entry). No tracking: the only links are
 * the signed removal link and the privacy notice. Every visitor e-mail names the sender (the
 * offering entity and its address), describes the two-step removal and its expiry, and carries
 * the risk note. The visitor's e-mails are in the language of the page they sent the form
 * from (plain text, plus for a right-to-left language an HTML part that sets the direction); the
 * team's notice stays in English and names that language. Rendered once, when the entry is
 * stored; the outbox keeps each as it is for every attempt.
 */
import type { AmountBand, InterestKind, InvestorType } from '#contracts/interest.ts';
import { LOCALE_DIRECTION, type Locale } from '#contracts/locale.ts';
import type { OutboxMail } from '../repositories/outbox.ts';
import { LINK_TOKEN_TTL_MS } from '../tokens.ts';
import { LOCALE_NAME_FOR_TEAM } from './contact-forward.ts';

/** Outbox kind of the applicant's confirmation. */
export const APPLICATION_CONFIRMATION_KIND = 'application-confirmation';
/** Outbox kind of the team's notice of an application. */
export const APPLICATION_NOTICE_KIND = 'application-notice';
/** Outbox kind of a waitlist entrant's confirmation. */
export const WAITLIST_CONFIRMATION_KIND = 'waitlist-confirmation';

/** The team's mailbox (CONTACT_TO) and the sender of every e-mail (CONTACT_FROM). */
export interface InterestMailAddresses {
  to: string;
  from: string;
}

/** What the e-mails say about the entry. */
export interface InterestMailEntry {
  /** Id of the stored entry, shown to the team so `npm run interest` finds it. */
  id: string;
  kind: InterestKind;
  poolId: string;
  /** The pool's display name (from /pools.json), in English for the team. */
  poolName: string;
  /** The pool's display name in the visitor's language (poolName when it has none). */
  localPoolName: string;
  /** The language of the page the form was sent from: the visitor's e-mails are written in it. */
  locale: Locale;
  email: string;
  name: string | null;
  /** ISO 3166-1 alpha-2, and its English name. */
  country: string;
  countryName: string;
  investorType: InvestorType | null;
  amountBand: AmountBand | null;
  message: string | null;
  consentVersion: string;
  /** Submission time, ISO 8601 UTC. */
  at: string;
}

/** How the amount bands read in an e-mail. */
export const AMOUNT_BAND_TEXT: Record<AmountBand, string> = {
  'under-10k': 'under $10,000',
  '10k-50k': '$10,000-$49,999',
  '50k-100k': '$50,000-$99,999',
  '100k-plus': '$100,000 or more',
};

const INVESTOR_TYPE_TEXT: Record<InvestorType, string> = {
  individual: 'Individual',
  company: 'Company',
};

/** What the visitor's e-mails say, in one language. */
interface VisitorCopy {
  /**
   * The first line. Never the visitor's name: whoever knows an address could otherwise make the
   * site mail its owner their own words ("Hello claim your USDC at https://...,"). Nothing a
   * visitor typed reaches a visitor's e-mail; the team's notice carries it.
   */
  greeting: string;
  applicationSubject(pool: string): string;
  /** The application confirmation's lines, the removal link on a line of its own. */
  application(pool: string, removeUrl: string): string[];
  waitlistSubject(pool: string): string;
  /** The waitlist confirmation's lines, the removal link on a line of its own. */
  waitlist(pool: string, removeUrl: string): string[];
}

/**
 * Who sends the visitor's e-mails: the offering entity, named in every one of them with its
 * address (UAE VARA and UK FCA promotion rules: the firm named).
 *
 * !!! OPERATOR: REPLACE BOTH VALUES BEFORE LAUNCH (`npm run launch-check` lists them while they
 * !!! are in [brackets]). The same facts in both languages: names and addresses are not translated.
 */
export const SENDER_IDENTITY = {
  /** The offering entity's legal name, as registered. */
  legalName: '[Legal name of the offering entity]',
  /** Its registered address, on one line. */
  address: '[Registered address of the offering entity]',
} as const;

/**
 * Where the privacy notice is, under SITE_URL and the visitor's locale prefix: the footer's
 * "Privacy" link of the site (src/content/site.ts), which the server may not import.
 */
export const PRIVACY_NOTICE_PATH = { page: '/docs', anchor: '#privacy' } as const;

/** The highest target APY the site shows (src/content/pools.ts), for the risk note. */
export const HIGHEST_TARGET_APY_PERCENT = 40;

/** How long a removal link works, in days, as the e-mails say it (tokens.ts LINK_TOKEN_TTL_MS). */
export const REMOVAL_LINK_DAYS = Math.round(LINK_TOKEN_TTL_MS / (24 * 60 * 60 * 1000));

/** Each locale's percent, as the site's formatter writes it (Arabic: Latin digits, bidi marks). */
function percent(locale: Locale, value: number): string {
  const tag = locale === 'ar' ? 'ar-u-nu-latn' : locale;
  return new Intl.NumberFormat(tag, { style: 'percent' }).format(value / 100);
}

/** The risk reminder both visitor e-mails carry, per locale. */
const RISK_NOTE: Readonly<Record<Locale, string>> = {
  en:
    'Investing in tokenized real-estate pools carries risk, including the loss of some or all of ' +
    `your capital. Target APYs (up to ${percent('en', HIGHEST_TARGET_APY_PERCENT)}) are not ` +
    'guaranteed; actual yields can be lower or zero.',
  ar:
    'ينطوي الاستثمار في مجمّعات العقارات المرمّزة على مخاطر، منها خسارة جزء من رأس مالك أو كله. ' +
    `نسب العائد السنوي المستهدفة (حتى ${percent('ar', HIGHEST_TARGET_APY_PERCENT)}) غير مضمونة؛ ` +
    'وقد تكون العوائد الفعلية أقل أو معدومة.',
};

/** The links a visitor's e-mail carries. */
export interface VisitorLinks {
  /** The signed removal link: it opens a page where the removal is confirmed. */
  removeUrl: string;
  /** The privacy notice, in the visitor's language. */
  privacyUrl: string;
}

/** The sender identity and the privacy link that close every visitor e-mail. */
const SIGNATURE: Readonly<Record<Locale, (privacyUrl: string) => string[]>> = {
  en: (privacyUrl) => [
    `RealYield is operated by ${SENDER_IDENTITY.legalName}, ${SENDER_IDENTITY.address}.`,
    'How we use what you sent us (privacy notice):',
    privacyUrl,
  ],
  ar: (privacyUrl) => [
    `تُشغّل RealYield الجهة: ${SENDER_IDENTITY.legalName}، ${SENDER_IDENTITY.address}.`,
    'كيف نستخدم ما أرسلته إلينا (إشعار الخصوصية):',
    privacyUrl,
  ],
};

/**
 * False until a qualified translator has reviewed the Arabic copy below (for the launch check,
 * like EXCLUDED_COUNTRIES_REVIEWED); set it to true in the commit that applies their review.
 */
export const VISITOR_MAIL_TRANSLATION_REVIEWED = false;

/**
 * The visitor's e-mails in every locale: a `Record<Locale, ...>`, so a locale without its copy
 * is a type error, never an English e-mail to an Arabic visitor.
 *
 * !!! The Arabic copy (Modern Standard Arabic, Western digits) NEEDS REVIEW BY A QUALIFIED
 * !!! TRANSLATOR BEFORE LAUNCH. It states the same facts as the English, and like it never
 * !!! calls a return guaranteed or an investment safe or free of risk (only "غير مضمونة").
 */
const VISITOR_COPY: Readonly<Record<Locale, VisitorCopy>> = {
  en: {
    greeting: 'Hello,',
    applicationSubject: (pool) => `We received your application: ${pool}`,
    application: (pool, removeUrl) => [
      `Thank you for applying for access to the ${pool}. Here is what happens next:`,
      '',
      '1. Our team reviews your eligibility and replies within 24-48 hours on business days',
      '   (Mon-Fri 9AM-6PM GST).',
      '2. If you are eligible, you complete KYC/AML verification before any deposit.',
      '3. No money is taken on the website: nothing is due until verification is complete and',
      '   you have agreed to the pool terms.',
      '',
      RISK_NOTE.en,
      '',
      'Changed your mind? This link opens a page where you confirm that your application is',
      `withdrawn and what you sent us deleted; it works for ${REMOVAL_LINK_DAYS} days:`,
      removeUrl,
      '',
      'You received this e-mail because this address was used to apply on the RealYield',
      'website. If that was not you, use the link above and we will delete it.',
    ],
    waitlistSubject: (pool) => `You are on the waitlist: ${pool}`,
    waitlist: (pool, removeUrl) => [
      `You are on the waitlist of the ${pool}. We will e-mail you when it opens for`,
      'applications; nothing else.',
      '',
      'Opening a pool to applications is not an offer: every investor completes an eligibility',
      'check and KYC/AML verification before any deposit.',
      '',
      RISK_NOTE.en,
      '',
      'To leave the waitlist and have your entry deleted, open this link and confirm on the page',
      `it opens; it works for ${REMOVAL_LINK_DAYS} days:`,
      removeUrl,
      '',
      'You received this e-mail because this address was added to a waitlist on the RealYield',
      'website. If that was not you, use the link above and we will delete it.',
    ],
  },
  // One paragraph per line: hard-wrapped continuation lines would break right-to-left layout.
  ar: {
    greeting: 'مرحبًا،',
    applicationSubject: (pool) => `استلمنا طلبك: ${pool}`,
    application: (pool, removeUrl) => [
      `شكرًا لتقديمك طلب الوصول إلى ${pool}. إليك ما يحدث بعد ذلك:`,
      '',
      '1. يراجع فريقنا أهليتك ويرد عليك خلال 24-48 ساعة في أيام العمل (من الاثنين إلى الجمعة، من 9 صباحًا إلى 6 مساءً بتوقيت الخليج).',
      '2. إذا كنت مؤهلًا، تُكمل إجراءات التحقق من الهوية ومكافحة غسل الأموال (KYC/AML) قبل أي إيداع.',
      '3. لا تُحصَّل أي أموال على هذا الموقع: لا يُستحق أي مبلغ قبل اكتمال التحقق وموافقتك على شروط المجمّع.',
      '',
      RISK_NOTE.ar,
      '',
      `هل غيّرت رأيك؟ يفتح هذا الرابط صفحة تؤكّد فيها سحب طلبك وحذف ما أرسلته إلينا، ويبقى صالحًا مدة ${REMOVAL_LINK_DAYS} يومًا:`,
      removeUrl,
      '',
      'وصلتك هذه الرسالة لأن هذا العنوان استُخدم لتقديم طلب على موقع RealYield. إن لم تكن أنت من قدّمه، فاستخدم الرابط أعلاه وسنحذفه.',
    ],
    waitlistSubject: (pool) => `أنت على قائمة الانتظار: ${pool}`,
    waitlist: (pool, removeUrl) => [
      `أنت الآن على قائمة انتظار ${pool}. سنراسلك عند فتحه لتلقي الطلبات، ولن نراسلك لغير ذلك.`,
      '',
      'فتح المجمّع لتلقي الطلبات ليس عرضًا: يُكمل كل مستثمر فحص الأهلية وإجراءات التحقق من الهوية ومكافحة غسل الأموال (KYC/AML) قبل أي إيداع.',
      '',
      RISK_NOTE.ar,
      '',
      `لمغادرة قائمة الانتظار وحذف بياناتك، افتح هذا الرابط ثم أكّد الحذف في الصفحة التي يفتحها، ويبقى صالحًا مدة ${REMOVAL_LINK_DAYS} يومًا:`,
      removeUrl,
      '',
      'وصلتك هذه الرسالة لأن هذا العنوان أُضيف إلى قائمة انتظار على موقع RealYield. إن لم تكن أنت من أضافه، فاستخدم الرابط أعلاه وسنحذفه.',
    ],
  },
};

// Visitor text on one line: it cannot start a fake line of its own in the body or a header.
function singleLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The HTML alternative of a right-to-left e-mail: mail clients show plain text left to right,
 * so the direction and language are set on the document. The same paragraphs as the text, the
 * removal link and the privacy notice the only links; nothing for a left-to-right language (its text part is enough).
 */
function htmlPart(
  locale: Locale,
  lines: readonly string[],
  links: VisitorLinks,
): string | undefined {
  if (LOCALE_DIRECTION[locale] !== 'rtl') return undefined;
  const urls = new Set([links.removeUrl, links.privacyUrl]);
  const line = (text: string) =>
    urls.has(text)
      ? `<a href="${escapeHtml(text)}" dir="ltr">${escapeHtml(text)}</a>`
      : escapeHtml(text);
  const paragraphs = lines
    .join('\n')
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.split('\n').map(line).join('<br>')}</p>`);
  return (
    `<!doctype html><html lang="${locale}" dir="rtl"><head><meta charset="utf-8"></head>` +
    `<body dir="rtl" lang="${locale}">${paragraphs.join('')}</body></html>`
  );
}

/**
 * The visitor's confirmation in `entry.locale`, by the entry's kind: an application's, with the
 * link that withdraws (deletes) it, or a waitlist place's, with the link that removes it.
 */
export function renderConfirmation(
  entry: InterestMailEntry,
  addresses: InterestMailAddresses,
  links: VisitorLinks,
): OutboxMail {
  const { removeUrl } = links;
  const copy = VISITOR_COPY[entry.locale];
  const pool = singleLine(entry.localPoolName);
  const [subject, body] =
    entry.kind === 'application'
      ? [copy.applicationSubject(pool), copy.application(pool, removeUrl)]
      : [copy.waitlistSubject(pool), copy.waitlist(pool, removeUrl)];
  const lines = [copy.greeting, '', ...body, '', ...SIGNATURE[entry.locale](links.privacyUrl)];
  const html = htmlPart(entry.locale, lines, links);
  return {
    from: addresses.from,
    to: entry.email,
    replyTo: addresses.to,
    subject,
    text: [...lines, ''].join('\n'),
    ...(html !== undefined && { html }),
  };
}

/** The team's notice, replying to the applicant. */
export function renderApplicationNotice(
  entry: InterestMailEntry,
  addresses: InterestMailAddresses,
): OutboxMail {
  const name = singleLine(entry.name ?? '');
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: name === '' ? entry.email : { name, address: entry.email },
    subject: `New application: ${entry.poolName}`,
    text: [
      'New application from the RealYield website.',
      '',
      `Pool: ${entry.poolName} (${entry.poolId})`,
      `Name: ${name}`,
      `Email: ${singleLine(entry.email)}`,
      `Language: ${LOCALE_NAME_FOR_TEAM[entry.locale]}`,
      `Country of residence: ${entry.countryName} (${entry.country})`,
      `Investor type: ${entry.investorType ? INVESTOR_TYPE_TEXT[entry.investorType] : '-'}`,
      `Intended amount: ${entry.amountBand ? AMOUNT_BAND_TEXT[entry.amountBand] : '-'}`,
      'Not a US person: confirmed',
      'Risk disclosure read: confirmed',
      `Consent: ${entry.consentVersion}`,
      `Received: ${entry.at}`,
      `Entry ID: ${entry.id}`,
      '',
      'Message:',
      entry.message ?? '(none)',
      '',
      'A repeat application from the same address keeps this entry as it is and is recorded',
      'beside it (npm run interest).',
      '',
    ].join('\n'),
  };
}
