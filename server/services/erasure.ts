/**
 * The erasure event: when the site erases a lead it had sent to the leads webhook (the visitor's
 * removal, retention, or the team acting on a request sent to the contact address), it sends this through the same outbox and signature, so the receiver
 * (a CRM) deletes its copy too. Documented in the README's "Leads webhook" section.
 */
import type { InterestKind } from '#contracts/interest.ts';
import { LEADS_WEBHOOK_KIND, leadEvent, type LeadEvent } from '../leads-webhook.ts';
import type { EntryMail, StoredInterestEntry } from '../repositories/interest-entries.ts';

/** Why a lead was erased. */
export type ErasureReason = 'removal' | 'retention' | 'request';

/** What the erased lead was: an entry's kind, or a contact message. */
export type ErasureKind = InterestKind | 'contact';

/**
 * The erasure event of an entry, when its lead may have reached the webhook: only a confirmed
 * entry was ever sent there (an unconfirmed one never left the site, so there is nothing to
 * erase), and only while the webhook is on. `type: 'erasure'`, its own delivery id, and
 * `data: { id, kind, reason }` (`id` is the lead's `data.id`).
 */
export function erasureEvents(
  entry: Pick<StoredInterestEntry, 'id' | 'kind' | 'confirmedAt'>,
  reason: ErasureReason,
  leads: boolean,
  at: string = new Date().toISOString(),
): EntryMail[] {
  if (!leads || entry.confirmedAt === null) return [];
  return [{ kind: LEADS_WEBHOOK_KIND, event: erasureEvent(entry.id, entry.kind, reason, at) }];
}

/**
 * The erasure event of a contact message retention (or a request) deletes, when its lead reached
 * the webhook (the repository knows which did) and the webhook is still on; none otherwise.
 */
export function contactErasureEvent(
  id: string,
  leads: boolean,
  at: string = new Date().toISOString(),
  reason: ErasureReason = 'retention',
): LeadEvent | undefined {
  return leads ? erasureEvent(id, 'contact', reason, at) : undefined;
}

/** `type: 'erasure'`, its own delivery id, `data: { id, kind, reason }`. */
function erasureEvent(id: string, kind: ErasureKind, reason: ErasureReason, at: string): LeadEvent {
  return leadEvent('erasure', at, { id, kind, reason });
}
