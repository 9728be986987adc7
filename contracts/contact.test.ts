import { describe, expect, it } from 'vitest';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_FAILURE_OUTCOMES,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_OUTCOMES,
  CONTACT_OUTCOME_COPY,
  CONTACT_TOASTS,
  contactMessageSchema,
  outcomeForErrorCode,
  outcomePath,
  validateContactMessage,
} from './contact.ts';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there' };

function failure(input: unknown) {
  const result = validateContactMessage(input);
  if (result.ok) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return result;
}

describe('contact contract constants', () => {
  it('uses the spec strings and the issue limits', () => {
    expect(CONTACT_TOASTS.missing).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all fields',
    });
    expect(CONTACT_TOASTS.invalidEmail).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address',
    });
    expect(CONTACT_TOASTS.sent).toEqual({
      title: 'Message Sent',
      description: "Thank you for contacting us. We'll get back to you soon.",
    });
    expect([CONTACT_NAME_MAX_LENGTH, CONTACT_EMAIL_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH]).toEqual(
      [100, 254, 5000],
    );
    expect(CONTACT_HONEYPOT_FIELD).toBe('website');
  });

  it('names one page per outcome', () => {
    expect(CONTACT_OUTCOMES.map(outcomePath)).toEqual([
      '/contact/sent',
      '/contact/missing',
      '/contact/invalid-email',
      '/contact/too-long',
      '/contact/rate-limited',
      '/contact/error',
    ]);
    expect(CONTACT_FAILURE_OUTCOMES).toEqual([
      'missing',
      'invalid-email',
      'too-long',
      'rate-limited',
      'error',
    ]);
    expect(Object.keys(CONTACT_OUTCOME_COPY).sort()).toEqual([...CONTACT_OUTCOMES].sort());
    expect(outcomeForErrorCode('missing_fields')).toBe('missing');
    expect(outcomeForErrorCode('invalid_email')).toBe('invalid-email');
    expect(outcomeForErrorCode('too_long')).toBe('too-long');
    expect(outcomeForErrorCode('payload_too_large')).toBe('too-long');
    expect(outcomeForErrorCode('rate_limited')).toBe('rate-limited');
    expect(outcomeForErrorCode('internal_error')).toBe('error');
    expect(outcomeForErrorCode('invalid_request')).toBe('error');
  });
});

describe('validateContactMessage', () => {
  it('accepts a valid message and keeps it exactly as sent', () => {
    const input = { name: '  Ada ', email: 'a@b.co', message: ' line one\n line two  ' };
    expect(validateContactMessage(input)).toEqual({ ok: true, value: input, spam: false });
  });

  it.each(['name', 'email', 'message'] as const)(
    'reports an empty or blank %s as missing',
    (field) => {
      for (const blank of ['', ' ', '\t\n  ', '\u00a0']) {
        const result = failure({ ...valid, [field]: blank });
        expect(result).toMatchObject({
          code: 'missing_fields',
          title: 'Missing Information',
          description: 'Please fill in all fields',
        });
        expect(Object.keys(result.fields)).toEqual([field]);
      }
    },
  );

  it('reports an absent field as missing and names every missing field', () => {
    const result = failure({ email: 'a@b.co' });
    expect(result.code).toBe('missing_fields');
    expect(Object.keys(result.fields).sort()).toEqual(['message', 'name']);
  });

  it('ranks a missing field before an invalid email, and an invalid email before a length', () => {
    expect(failure({ ...valid, name: ' ', email: 'not-an-email' })).toMatchObject({
      code: 'missing_fields',
      fields: { name: 'Name is required' },
    });
    expect(failure({ ...valid, email: ' ' }).code).toBe('missing_fields');
    const invalid = failure({ ...valid, email: 'nope', message: 'x'.repeat(5001) });
    expect(invalid).toMatchObject({
      code: 'invalid_email',
      title: 'Invalid Email',
      description: 'Please enter a valid email address',
    });
    expect(Object.keys(invalid.fields)).toEqual(['email']);
  });

  it.each([
    ['name', CONTACT_NAME_MAX_LENGTH, 'x'],
    ['message', CONTACT_MESSAGE_MAX_LENGTH, 'y'],
  ] as const)('accepts %s at its limit and rejects one more character', (field, max, char) => {
    expect(validateContactMessage({ ...valid, [field]: char.repeat(max) }).ok).toBe(true);
    const result = failure({ ...valid, [field]: char.repeat(max + 1) });
    expect(result.code).toBe('too_long');
    expect(result.title).toBe('Too Long');
    expect(result.description).toContain(field === 'name' ? 'Name' : 'Message');
    expect(result.description).toContain(max.toLocaleString('en-US'));
    expect(Object.keys(result.fields)).toEqual([field]);
  });

  it('accepts a 254-character email and rejects 255', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(email(254)).toHaveLength(254);
    expect(validateContactMessage({ ...valid, email: email(254) }).ok).toBe(true);
    const result = failure({ ...valid, email: email(255) });
    expect(result.code).toBe('too_long');
    expect(result.description).toBe('Email must be at most 254 characters');
  });

  it.each(['a@b.co', 'a@b.c', 'first.last+tag@sub.example.org', 'a@b.c.d', 'ü@ñ.com', 'a"b@c.d'])(
    'accepts %j, which matches the spec pattern',
    (email) => {
      expect(validateContactMessage({ ...valid, email }).ok).toBe(true);
    },
  );

  it.each([
    'a@b',
    'a b@c.d',
    '@b.c',
    'a@.c',
    'a@b.',
    'ab.c',
    'a@@b.c',
    'a@b@c.d',
    ' a@b.co',
    'a@b.co ',
    'a@b\t.co',
  ])('rejects %j, which does not match the spec pattern', (email) => {
    expect(failure({ ...valid, email }).code).toBe('invalid_email');
  });

  it('rejects unknown fields, wrong types and non-objects as invalid requests', () => {
    expect(failure({ ...valid, phone: '123' })).toMatchObject({
      code: 'invalid_request',
      fields: { phone: 'Unknown field' },
    });
    expect(failure({ ...valid, name: 42 })).toMatchObject({
      code: 'invalid_request',
      fields: { name: 'Must be text' },
    });
    expect(failure({ ...valid, message: ['a', 'b'] }).code).toBe('invalid_request');
    expect(failure({ ...valid, [CONTACT_HONEYPOT_FIELD]: 1 }).code).toBe('invalid_request');
    for (const input of [null, 'text', 42, [valid], undefined]) {
      expect(failure(input).code).toBe('invalid_request');
    }
  });

  it('rejects text that cannot be stored as sent (lone surrogates)', () => {
    expect(failure({ ...valid, message: 'broken \ud800 text' })).toMatchObject({
      code: 'invalid_request',
      fields: { message: 'Message contains invalid characters' },
    });
  });

  it('accepts the honeypot in the schema and flags a filled-in one as spam', () => {
    expect(validateContactMessage({ ...valid, [CONTACT_HONEYPOT_FIELD]: '' })).toMatchObject({
      ok: true,
      spam: false,
    });
    expect(
      validateContactMessage({ ...valid, [CONTACT_HONEYPOT_FIELD]: 'http://spam.example' }),
    ).toMatchObject({ ok: true, spam: true });
    expect(contactMessageSchema.safeParse({ ...valid, website: 'x' }).success).toBe(true);
  });
});
