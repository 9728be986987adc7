import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_CONTENT_FILE, mailContentSchema } from '#contracts/mail.ts';
import { mailContent } from '../src/content/mail.ts';
import { readPublished } from './published.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'realyield-published-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('what the build publishes for the server', () => {
  it('reads a file by its contract, names the field of one that does not fit, and is undefined without one', async () => {
    const content = mailContent();
    await writeFile(path.join(dir, MAIL_CONTENT_FILE), JSON.stringify(content));
    expect(await readPublished(dir, MAIL_CONTENT_FILE, mailContentSchema)).toEqual(content);
    const broken = { ...content, ar: { ...content.ar, privacyPath: 'docs' } };
    await writeFile(path.join(dir, MAIL_CONTENT_FILE), JSON.stringify(broken));
    await expect(readPublished(dir, MAIL_CONTENT_FILE, mailContentSchema)).rejects.toThrow(
      /ar\.privacyPath/,
    );
    expect(
      await readPublished(path.join(dir, 'no-build'), MAIL_CONTENT_FILE, mailContentSchema),
    ).toBeUndefined();
  });
});
