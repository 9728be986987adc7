/**
 * The e-mails about an interest entry. To the visitor, one plain confirmation (double opt-in):
 * the site's name, the pool, one confirm link, the removal link and the privacy notice; no
 * figure, no pitch, nothing the visitor typed, since whoever knows an address can make the site
 * send it. To the team, once the address is confirmed, a notice of an application with what the
 * team needs to act on it. The visitor's e-mail is in the language of the page the form was sent
 * from (plain text, plus for a right-to-left language an HTML part that sets the direction); the
 * team's stays in English and names that language. Their words, the form's labels and the sender
 * come from the build's mail.json (the site's dictionaries and facts: contracts/mail.ts), so
 * nothing here restates the site's content. Rendered once; the outbox keeps each as it is for
 * every attempt.
 */
import type { AmountBand, InterestKind, InvestorType } from '#contracts/interest.ts';
import { LOCALE_DIRECTION, type Locale } from '#contracts/locale.ts';
import type { MailLanguage } from '#contracts/mail.ts';
import type { OutboxMail } from '../repositories/outbox.ts';
import { CONFIRM_LINK_DAYS } from '../services/links.ts';
import { LOCALE_NAME_FOR_TEAM } from './contact-forward.ts';
import { mailText } from './content.ts';

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

/** The links a visitor's e-mail carries. */
export interface VisitorLinks {
  /** The signed confirm link: it opens a page whose button confirms the address. */
  confirmUrl: string;
  /** The signed removal link: it opens a page where the removal is confirmed. */
  removeUrl: string;
  /** The site's public origin (SITE_URL): the privacy notice is under it, and it names the site. */
  siteUrl: string;
}

/** True until the operator names the offering entity that sends the visitors' e-mails. */
export function senderMissing(language: MailLanguage): boolean {
  return language.sender.legalName === null || language.sender.address === null;
}

/**
 * The last lines of every visitor e-mail: who sends it (the offering entity once the operator
 * has named it; until then the site and its contact address only, never a placeholder) and the
 * privacy notice.
 */
function signature(language: MailLanguage, siteUrl: string, privacyUrl: string): string[] {
  const { legalName, address } = language.sender;
  const { signature: words } = language.words;
  return [
    legalName === null || address === null
      ? mailText(language, words.website, { siteUrl })
      : mailText(language, words.operatedBy, { legalName, address }),
    words.privacy,
    privacyUrl,
  ];
}

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
  links: readonly string[],
): string | undefined {
  if (LOCALE_DIRECTION[locale] !== 'rtl') return undefined;
  const urls = new Set(links);
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
 * The visitor's confirmation in the language of `language` (the entry's): the pool, the confirm
 * link, the removal link. One paragraph per line: hard-wrapped lines would break right-to-left text.
 */
export function renderConfirmation(
  entry: Pick<InterestMailEntry, 'kind' | 'email' | 'locale' | 'localPoolName'>,
  language: MailLanguage,
  addresses: InterestMailAddresses,
  links: VisitorLinks,
): OutboxMail {
  const words = language.words;
  const pool = singleLine(entry.localPoolName);
  const privacyUrl = `${links.siteUrl}${language.privacyPath}`;
  const lines = [
    words.greeting,
    '',
    mailText(language, words[entry.kind].intro, { pool }),
    '',
    mailText(language, words.confirm, { days: CONFIRM_LINK_DAYS }),
    links.confirmUrl,
    '',
    words.ignore,
    links.removeUrl,
    '',
    ...signature(language, links.siteUrl, privacyUrl),
  ];
  const html = htmlPart(entry.locale, lines, [links.confirmUrl, links.removeUrl, privacyUrl]);
  return {
    from: addresses.from,
    to: entry.email,
    replyTo: addresses.to,
    subject: mailText(language, words[entry.kind].subject, { pool }),
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
 * eligibility, the form's answers named as the form names them in `team`'s language (English).
 * Reply-To is the bare address: no visitor words in any header. The declarations are the
 * visitor's own ("self-declared"): the KYC/AML check is what verifies them.
 */
export function renderApplicationNotice(
  entry: InterestMailEntry,
  team: MailLanguage,
  addresses: InterestMailAddresses,
  retentionDays: number,
): OutboxMail {
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: entry.email,
    subject: applicationNoticeSubject(entry.id),
    text: [
      `A confirmed application from the ${team.siteName} website (the applicant followed the link`,
      'sent to this address).',
      '',
      `Pool: ${entry.poolName} (${entry.poolId})`,
      `Name: ${singleLine(entry.name ?? '')}`,
      `Email: ${singleLine(entry.email)}`,
      `Language: ${LOCALE_NAME_FOR_TEAM[entry.locale]}`,
      `Country of residence: ${entry.countryName} (${entry.country}), self-declared`,
      `Investor type: ${entry.investorType ? team.investorTypes[entry.investorType] : '-'}`,
      `Intended amount: ${entry.amountBand ? team.amountBands[entry.amountBand] : '-'}`,
      `Declared: "${team.declaration}" (self-declared)`,
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
