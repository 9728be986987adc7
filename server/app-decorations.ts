/**
 * What buildApp decorates on the Fastify instance, typed once: the parsed config, the database,
 * what goes out through the outbox, and the form routes' IP hash. Import it (for its types) from
 * any module that reads these.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';

/** What routes may send through the outbox, and how to wake its worker. */
export interface Outgoing {
  /** The team's mailbox and the sender of every e-mail; undefined: no e-mail is sent. */
  mail: { to: string; from: string } | undefined;
  /** True when each stored lead is also POSTed to the leads webhook. */
  leads: boolean;
  /** Tells the outbox worker something was enqueued (call after the transaction). */
  notify(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed configuration (server/config.ts), decorated once by buildApp. */
    config: AppConfig;
    /** The open, migrated database; present in the `/api` scope (only with a DATA_DIR). */
    db: DatabaseSync;
    /** The outbox's senders; present in the `/api` scope. */
    outgoing: Outgoing;
    /** The salted hash of the client's address (plugins/form-routes.ts). */
    ipHash(request: FastifyRequest): string;
  }
}
