/**
 * The e-mails about an interest entry. To the visitor, one plain confirmation (double opt-in):
 * the site's name, the pool, one confirm link, the removal link and the privacy notice; no
 * figure, no pitch, nothing the visitor typed, since whoever knows an address can make the site
 * send it. To the team, once the address is confirmed, a notice of an application with what the
 * team needs to act on it. The visitor's e-mail is in the language of the page the form was sent
 * from (plain text, plus for a right-to-left language an HTML part that sets the direction); the
 * team's stays in English and names that language. Rendered once; the outbox keeps each as it is
 * for every attempt.
 */
import type { AmountBand, InterestKind, InvestorType } from '#contracts/interest.ts';
import { LOCALE_DIRECTION, type Locale } from '#contracts/locale.ts';
import type { OutboxMail } from '../repositories/outbox.ts';
import { CONFIRM_LINK_DAYS } from '../services/links.ts';
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
  /** When the owner confirmed the address (the team's notice only). */
  confirmedAt?: string | null;
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

/** The links and facts a visitor's e-mail carries. */
export interface VisitorLinks {
  /** The signed confirm link: it opens a page whose button confirms the address. */
  confirmUrl: string;
  /** The signed removal link: it opens a page where the removal is confirmed. */
  removeUrl: string;
  /** The privacy notice, in the visitor's language. */
  privacyUrl: string;
  /** The site's public origin (SITE_URL), named as the sender until SENDER_IDENTITY is given. */
  siteUrl: string;
}

/** True while SENDER_IDENTITY still holds the operator placeholders (in [brackets]). */
export function senderIdentityMissing(): boolean {
  return Object.values(SENDER_IDENTITY).some((value) => /^\[.*\]$/.test(value));
}

/**
 * The last lines of every visitor e-mail: who sends it (the offering entity once the operator
 * has named it; until then the site and its contact address only, never a placeholder) and the
 * privacy notice.
 */
function signature(locale: Locale, links: VisitorLinks, contact: string): string[] {
  const named = !senderIdentityMissing();
  if (locale === 'ar') {
    return [
      named
        ? `تُشغّل RealYield الجهة: ${SENDER_IDENTITY.legalName}، ${SENDER_IDENTITY.address}.`
        : `موقع RealYield ‏(${links.siteUrl})، للتواصل: ${contact}`,
      'كيف نستخدم ما أرسلته إلينا (إشعار الخصوصية):',
      links.privacyUrl,
    ];
  }
  return [
    named
      ? `RealYield is operated by ${SENDER_IDENTITY.legalName}, ${SENDER_IDENTITY.address}.`
      : `The RealYield website (${links.siteUrl}), contact: ${contact}`,
    'How we use what you sent us (privacy notice):',
    links.privacyUrl,
  ];
}

/**
 * False until a qualified translator has reviewed the Arabic copy below (for the launch check,
 * like EXCLUDED_COUNTRIES_REVIEWED); set it to true in the commit that applies their review.
 */
export const VISITOR_MAIL_TRANSLATION_REVIEWED = false;

/** The confirmation's words in one language. */
interface ConfirmationCopy {
  subject(pool: string): string;
  /** The lines before the signature; the two links each on a line of their own. */
  body(kind: InterestKind, pool: string, confirmUrl: string, removeUrl: string): string[];
}

/**
 * The confirmation in every locale: a `Record<Locale, ...>`, so a locale without its copy is a
 * type error, never an English e-mail to an Arabic visitor.
 *
 * !!! The Arabic copy (Modern Standard Arabic, Western digits) NEEDS REVIEW BY A QUALIFIED
 * !!! TRANSLATOR BEFORE LAUNCH. It states the same facts as the English.
 */
const CONFIRMATION_COPY: Readonly<Record<Locale, ConfirmationCopy>> = {
  en: {
    subject: (pool) => `Please confirm your e-mail address: ${pool}`,
    body: (kind, pool, confirmUrl, removeUrl) => [
      'Hello,',
      '',
      kind === 'application'
        ? `This address was used on the RealYield website to apply for access to the ${pool}.`
        : `This address was used on the RealYield website to join the waitlist of the ${pool}.`,
      '',
      'If it was you, confirm it: open this link and press the button on the page it opens.',
      `The link works once, for ${CONFIRM_LINK_DAYS} days:`,
      confirmUrl,
      '',
      'If you do nothing, nobody on our team sees the entry, you get no other e-mail about it,',
      `and it is deleted when the link expires. To delete it now:`,
      removeUrl,
      '',
    ],
  },
  // One paragraph per line: hard-wrapped continuation lines would break right-to-left layout.
  ar: {
    subject: (pool) => `يُرجى تأكيد عنوان بريدك الإلكتروني: ${pool}`,
    body: (kind, pool, confirmUrl, removeUrl) => [
      'مرحبًا،',
      '',
      kind === 'application'
        ? `استُخدم هذا العنوان على موقع RealYield لتقديم طلب الوصول إلى ${pool}.`
        : `استُخدم هذا العنوان على موقع RealYield للانضمام إلى قائمة انتظار ${pool}.`,
      '',
      `إن كنت أنت من استخدمه، فأكّده: افتح هذا الرابط ثم اضغط الزر في الصفحة التي يفتحها. يعمل الرابط مرة واحدة، مدة ${CONFIRM_LINK_DAYS} أيام:`,
      confirmUrl,
      '',
      'إن لم تفعل شيئًا، فلن يطّلع أحد من فريقنا على هذا الطلب، ولن تصلك رسالة أخرى بشأنه، ويُحذف عند انتهاء صلاحية الرابط. لحذفه الآن:',
      removeUrl,
      '',
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
 * so the direction and language are set on the document. The same paragraphs as the text, its
 * three links the only links; nothing for a left-to-right language (its text part is enough).
 */
function htmlPart(
  locale: Locale,
  lines: readonly string[],
  links: VisitorLinks,
): string | undefined {
  if (LOCALE_DIRECTION[locale] !== 'rtl') return undefined;
  const urls = new Set([links.confirmUrl, links.removeUrl, links.privacyUrl]);
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
 * The visitor's confirmation in `entry.locale`: the pool, the confirm link, the removal link.
 * `addresses.to` (the team's mailbox, its Reply-To) is the contact address it names.
 */
export function renderConfirmation(
  entry: Pick<InterestMailEntry, 'kind' | 'email' | 'locale' | 'localPoolName'>,
  addresses: InterestMailAddresses,
  links: VisitorLinks,
): OutboxMail {
  const copy = CONFIRMATION_COPY[entry.locale];
  const pool = singleLine(entry.localPoolName);
  const lines = [
    ...copy.body(entry.kind, pool, links.confirmUrl, links.removeUrl),
    ...signature(entry.locale, links, addresses.to),
  ];
  const html = htmlPart(entry.locale, lines, links);
  return {
    from: addresses.from,
    to: entry.email,
    replyTo: addresses.to,
    subject: copy.subject(pool),
    text: [...lines, ''].join('\n'),
    ...(html !== undefined && { html }),
  };
}

/** The team notice's subject: fixed words and the entry's id, nothing a visitor typed. */
export function applicationNoticeSubject(id: string): string {
  return `New confirmed application ${id}`;
}

/**
 * The team's notice of a confirmed application: what the team needs to reply and check
 * eligibility. Reply-To is the bare address: no visitor words in any header. The declarations
 * are the visitor's own ("self-declared"): the KYC/AML check is what verifies them.
 */
export function renderApplicationNotice(
  entry: InterestMailEntry,
  addresses: InterestMailAddresses,
  retentionDays: number,
): OutboxMail {
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: entry.email,
    subject: applicationNoticeSubject(entry.id),
    text: [
      'A confirmed application from the RealYield website (the applicant followed the link',
      'sent to this address).',
      '',
      `Pool: ${entry.poolName} (${entry.poolId})`,
      `Name: ${singleLine(entry.name ?? '')}`,
      `Email: ${singleLine(entry.email)}`,
      `Language: ${LOCALE_NAME_FOR_TEAM[entry.locale]}`,
      `Country of residence: ${entry.countryName} (${entry.country}), self-declared`,
      `Investor type: ${entry.investorType ? INVESTOR_TYPE_TEXT[entry.investorType] : '-'}`,
      `Intended amount: ${entry.amountBand ? AMOUNT_BAND_TEXT[entry.amountBand] : '-'}`,
      'Not a US person: self-declared',
      'Risk disclosure read: self-declared',
      `Confirmed: ${entry.confirmedAt ?? entry.at}`,
      `Entry ID: ${entry.id}`,
      '',
      'Message:',
      entry.message ?? '(none)',
      '',
      `The site deletes its copy when the applicant removes the entry or after ${retentionDays} days,`,
      'and then tells the leads webhook to erase its copy. This e-mail stays in your mailbox:',
      'delete it when you no longer need it for the application, and at the latest then.',
      '',
    ].join('\n'),
  };
}
