/**
 * The erasure event: when the site erases a lead it had sent to the leads webhook (the visitor's
 * removal, or retention), it sends this through the same outbox and signature, so the receiver
 * (a CRM) deletes its copy too. Documented in the README's "Leads webhook" section.
 */
import type { InterestKind } from '#contracts/interest.ts';
import { LEADS_WEBHOOK_KIND, leadEvent } from '../leads-webhook.ts';
import type { EntryMail, StoredInterestEntry } from '../repositories/interest-entries.ts';

/** Why a lead was erased. */
export type ErasureReason = 'removal' | 'retention';

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
  const kind: InterestKind = entry.kind;
  return [
    {
      kind: LEADS_WEBHOOK_KIND,
      event: leadEvent('erasure', at, { id: entry.id, kind, reason }),
    },
  ];
}
