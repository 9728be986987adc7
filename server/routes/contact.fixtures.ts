/**
 * Shared by the contact API tests: a throw-away site and data directory, the real app built
 * over them, and a second connection to read what the app stored.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CONFIRMATION_TOKEN_PLACEHOLDER,
  REMOVAL_TOKEN_PLACEHOLDER,
  type PoolFacts,
} from '#contracts/interest.ts';
import { MAIL_CONTENT_FILE } from '#contracts/mail.ts';
import { mailContent } from '../../src/content/mail.ts';
import { buildApp } from '../app.ts';
import type { AppConfigInput, ContactConfig } from '../config.ts';
import { openDatabase } from '../db.ts';
import {
  createContactMessagesRepository,
  type StoredContactMessage,
} from '../repositories/contact-messages.ts';

/** The pools of the test site: one of each status, as /pools.json publishes them. */
export const TEST_POOLS: PoolFacts = [
  { id: 'dubai-1', name: 'Dubai Premium Sub-Lease Pool', status: 'Open' },
  { id: 'dubai-2', name: 'Dubai Hospitality Pool', status: 'Upcoming' },
  { id: 'dubai-3', name: 'Dubai Residential Pool', status: 'Closed' },
];

/** Temporary directories of one test file. */
export interface ContactTestDirs {
  /** Parent of everything, removed by `cleanup`. */
  root: string;
  /**
   * A minimal built site (index.html, 404.html, pools.json, mail.json, interest/remove.html and
   * interest/confirm.html, and their Arabic twins under ar/).
   */
  distDir: string;
  /** DATA_DIR for the app under test. */
  dataDir: string;
  /** Removes the directories. */
  cleanup(): Promise<void>;
}

/** Creates a temporary site and data directory. */
export async function createContactTestDirs(prefix: string): Promise<ContactTestDirs> {
  const root = await mkdtemp(path.join(os.tmpdir(), `realyield-${prefix}-`));
  const distDir = path.join(root, 'dist');
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(distDir, '404.html'), '<!doctype html><title>Page not found</title>');
  // What the interest routes read from the build: the pools' statuses, the e-mails' words (the
  // site's own, as the build publishes them) and the confirm and removal pages.
  await writeFile(path.join(distDir, 'pools.json'), JSON.stringify(TEST_POOLS));
  await writeFile(path.join(distDir, MAIL_CONTENT_FILE), JSON.stringify(mailContent()));
  await mkdir(path.join(distDir, 'interest'));
  await writeFile(
    path.join(distDir, 'interest', 'remove.html'),
    `<!doctype html><title>Remove</title><form method="post" action="/api/interest/remove">` +
      `<input type="hidden" name="token" value="${REMOVAL_TOKEN_PLACEHOLDER}"><button>Remove</button></form>`,
  );
  await mkdir(path.join(distDir, 'ar', 'interest'), { recursive: true });
  await writeFile(
    path.join(distDir, 'ar', 'interest', 'remove.html'),
    `<!doctype html><html lang="ar" dir="rtl"><title>حذف</title>` +
      `<form method="post" action="/api/interest/remove"><input type="hidden" name="locale" value="ar">` +
      `<input type="hidden" name="token" value="${REMOVAL_TOKEN_PLACEHOLDER}"><button>حذف</button></form>`,
  );
  await writeFile(
    path.join(distDir, 'interest', 'confirm.html'),
    `<!doctype html><title>Confirm</title><form method="post" action="/api/interest/confirm">` +
      `<input type="hidden" name="token" value="${CONFIRMATION_TOKEN_PLACEHOLDER}"><button>Confirm</button></form>`,
  );
  await writeFile(
    path.join(distDir, 'ar', 'interest', 'confirm.html'),
    `<!doctype html><html lang="ar" dir="rtl"><title>تأكيد</title>` +
      `<form method="post" action="/api/interest/confirm"><input type="hidden" name="locale" value="ar">` +
      `<input type="hidden" name="token" value="${CONFIRMATION_TOKEN_PLACEHOLDER}"><button>تأكيد</button></form>`,
  );
  return {
    root,
    distDir,
    dataDir: path.join(root, 'data'),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** The Host every test request names: the Origin check compares a post's Origin with it. */
export const TEST_HOST = 'realyield.test';

/** The test site's public origin (SITE_URL): its host is the one the Host allow-list lets in. */
export const TEST_SITE_URL = `http://${TEST_HOST}`;

/** A test app's config: the test site's URL unless the test gives its own. */
export function testConfig(input: AppConfigInput = {}): AppConfigInput {
  return { siteUrl: TEST_SITE_URL, ...input };
}

/** The shorthand of the form tests: form settings, and mail by its environment names. */
export interface TestAppSettings extends Partial<Omit<ContactConfig, 'mail'>> {
  smtpUrl?: string;
  contactTo?: string;
  contactFrom?: string;
  retryDelaysMs?: readonly number[];
  maxForwardAttempts?: number;
}

/** What a browser sends as Accept when it navigates: a native form post with it gets a 303. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The link-signing secret of the apps that send removal links. */
export const TEST_LINK_SECRET = 'a-test-secret-of-at-least-32-characters';

/**
 * What a browser would send for a value. String() throws for some generated objects
 * (`{ toString: [] }`); they are sent as their tag then, like any unusual text.
 */
export function asFormText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Fields as a browser's native form post sends them: a ticked box (`true`) as 'on'. */
export function asFormFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value === true ? 'on' : asFormText(value)]),
  );
}

/** POSTs `body` as JSON, as the islands send it. */
export function injectJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { host: TEST_HOST, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** POSTs `fields` as a browser's native form post (see asFormFields). */
export function injectForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      host: TEST_HOST,
      'content-type': 'application/x-www-form-urlencoded',
      accept: BROWSER_ACCEPT,
      ...headers,
    },
    payload: new URLSearchParams(asFormFields(fields)).toString(),
  });
}

/** The real app over the test directories; form and mail settings as given. */
export function buildContactTestApp(
  dirs: ContactTestDirs,
  settings: TestAppSettings = {},
  dataDir: string = dirs.dataDir,
): Promise<FastifyInstance> {
  const { smtpUrl, contactTo, contactFrom, retryDelaysMs, maxForwardAttempts, ...contact } =
    settings;
  return buildApp({
    distDir: dirs.distDir,
    dataDir,
    logger: false,
    config: testConfig({
      contact: {
        ...contact,
        ...(smtpUrl !== undefined &&
          contactTo !== undefined && {
            mail: { smtpUrl, to: contactTo, from: contactFrom ?? contactTo },
          }),
      },
    }),
    outbox: {
      ...(retryDelaysMs && { retryDelaysMs }),
      ...(maxForwardAttempts !== undefined && { maxAttempts: maxForwardAttempts }),
    },
  });
}

/** Every stored message, spam included, newest first, read through a separate connection. */
export function storedMessages(dataDir: string): StoredContactMessage[] {
  const db = openDatabase(dataDir);
  try {
    return createContactMessagesRepository(db).list({ includeSpam: true });
  } finally {
    db.close();
  }
}

/** Polls `read` until `accept` holds or `timeoutMs` passes; returns the last value read. */
export async function waitFor<T>(
  read: () => T,
  accept: (value: T) => boolean,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = read();
  }
  return value;
}
