/**
 * The e-mail that forwards a contact message to the team (CONTACT_TO), replying to the visitor.
 * Rendered once, when the message is stored; the outbox keeps it as it is for every attempt.
 */
import type { Locale } from '#contracts/locale.ts';
import type { OutboxMail } from '../repositories/outbox.ts';

/** Outbox kind of a forwarded contact message. */
export const CONTACT_FORWARD_KIND = 'contact-forward';

/** Where forwarded messages go and whom they come from (CONTACT_TO, CONTACT_FROM). */
export interface ContactForwardAddresses {
  to: string;
  from: string;
  /**
   * RETENTION_DAYS: the e-mail tells the team when the site deletes its copy and that the
   * mailbox's copy is the team's to delete by then (the privacy notice says so).
   */
  retentionDays?: number;
}

/** The parts of a stored contact message the e-mail shows. */
export interface ForwardedContactMessage {
  /** Id of the stored message, shown so the team can find it with `npm run messages`. */
  id: string;
  /** Receipt time, ISO 8601 UTC. */
  receivedAt: string;
  name: string;
  email: string;
  message: string;
  /** The language of the page it was sent from, told to the team (who reply in it). */
  locale: Locale;
}

/** How the team's e-mails (in English) name the language a visitor wrote from. */
export const LOCALE_NAME_FOR_TEAM: Readonly<Record<Locale, string>> = {
  en: 'English (en)',
  ar: 'Arabic (ar)',
};

// The name is the visitor's: on one line, it cannot start a line of its own in the body (a
// fake "Email:" line). It stays out of every header.
function singleLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

/** The forwarded message's subject: fixed words and the message's id. */
export function contactForwardSubject(id: string): string {
  return `New contact message ${id}`;
}

export function renderContactForward(
  message: ForwardedContactMessage,
  addresses: ContactForwardAddresses,
): OutboxMail {
  const name = singleLine(message.name);
  // No visitor words in a header: the subject is fixed text and the id, Reply-To the bare
  // address (a display name is whatever the visitor typed, shown by mail clients as a sender).
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: message.email,
    subject: contactForwardSubject(message.id),
    text: [
      'New message from the contact form of the RealYield website.',
      '',
      `Name: ${name}`,
      `Email: ${singleLine(message.email)}`,
      `Language: ${LOCALE_NAME_FOR_TEAM[message.locale]}`,
      `Received: ${message.receivedAt}`,
      `Message ID: ${message.id}`,
      '',
      'Message:',
      message.message,
      '',
      ...(addresses.retentionDays === undefined
        ? []
        : [
            `The site deletes its copy of this message after ${addresses.retentionDays} days.`,
            'This e-mail stays in your mailbox: delete it once you no longer',
            'need it to answer, and at the latest then.',
            '',
          ]),
    ].join('\n'),
  };
}
