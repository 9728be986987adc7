/**
 * The mailbox an address delivers to, as the confirmation limits count it: the local part's tag
 * (`+anything`) dropped and the whole folded to lower case, so `Victim+1@Example.com` and
 * `victim+2@example.com` are one mailbox. Hand-written: it is two string operations, and the npm
 * packages that do it (normalize-email, email-normalize) add provider tables (dots at Gmail,
 * `-` tags at Yahoo) this rule does not claim.
 */

/** The mailbox and its domain, e.g. `victim@example.com` and `example.com`. */
export interface Mailbox {
  mailbox: string;
  domain: string;
}

/**
 * `Victim+news@Example.COM` -> `{ mailbox: 'victim@example.com', domain: 'example.com' }`.
 * The address has passed the contract's e-mail check (one `@` at least, text either side).
 */
export function mailboxOf(address: string): Mailbox {
  const folded = address.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  const local = folded.slice(0, at);
  const domain = folded.slice(at + 1);
  const plus = local.indexOf('+');
  // A local part that is only a tag ("+x@") keeps it: there is no mailbox name to fall back to.
  const name = plus > 0 ? local.slice(0, plus) : local;
  return { mailbox: `${name}@${domain}`, domain };
}
