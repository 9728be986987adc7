/**
 * The optional leads webhook (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET): each stored application,
 * waitlist entry and contact message is POSTed as JSON to the team's tool (a CRM, Slack, an
 * automation service), signed the way Stripe and GitHub sign theirs. The event is written to the
 * outbox in the transaction that stores the lead, so it is retried with backoff like an e-mail,
 * and erased with its lead when the visitor removes the entry before it went out.
 *
 * Headers of every delivery:
 * - `X-RealYield-Delivery`: the event's id, the same on every retry (the receiver keeps the first);
 * - `X-RealYield-Timestamp`: Unix seconds of this attempt;
 * - `X-RealYield-Signature`: `sha256=` + hex HMAC-SHA256 of `<timestamp>.<raw body>` under
 *   LEADS_WEBHOOK_SECRET. The receiver recomputes it, compares in constant time, and refuses a
 *   timestamp more than 5 minutes off (a replayed delivery).
 */
import { createHmac, randomUUID } from 'node:crypto';

/** Outbox kind of a webhook delivery. */
export const LEADS_WEBHOOK_KIND = 'leads-webhook';

/**
 * How long one delivery may take before it counts as failed (and is retried, after the webhook
 * queue's pause: server/outbox-worker.ts WEBHOOK_RECEIVER_BACKOFF_MS).
 */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** What a lead is; `erasure` tells the receiver to delete a lead it was sent (services/erasure.ts). */
export type LeadType = 'application' | 'waitlist' | 'contact' | 'erasure';

/** The JSON body of a delivery. */
export interface LeadEvent {
  /** Delivery id (UUID), stable across retries: a receiver seeing it twice drops the copy. */
  id: string;
  type: LeadType;
  /** When the lead was stored, ISO 8601 UTC. */
  createdAt: string;
  /** The lead as stored (id, pool, name, e-mail, country...), no IP hash or user agent. */
  data: Record<string, string | boolean | null>;
}

/** A new event about a lead (its id is minted here, once). */
export function leadEvent(type: LeadType, createdAt: string, data: LeadEvent['data']): LeadEvent {
  return { id: randomUUID(), type, createdAt, data };
}

/** The signature header's value for `body` sent at `timestamp` (Unix seconds). */
export function leadSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Why a delivery failed, in words an operator can act on (fetch says only "fetch failed"). */
function deliveryFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `The leads webhook did not answer within ${DELIVERY_TIMEOUT_MS / 1000} s`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  const detail = cause instanceof Error ? cause.message : String(error);
  return `The leads webhook could not be reached: ${detail}`;
}

/** Delivers events; resolves once the receiver answered 2xx. */
export interface WebhookSender {
  send(event: LeadEvent): Promise<void>;
}

/** Posts events to `url`, signed with `secret`. */
export function createWebhookSender(url: string, secret: string): WebhookSender {
  return {
    async send(event) {
      const body = JSON.stringify(event);
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'RealYield-Leads-Webhook/1',
          'x-realyield-delivery': event.id,
          'x-realyield-timestamp': String(timestamp),
          'x-realyield-signature': leadSignature(secret, timestamp, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new Error(deliveryFailure(error));
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The leads webhook answered ${response.status}`);
    },
  };
}
