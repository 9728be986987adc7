import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  contactMessageSchema,
  contactOutcomeSchema,
  isContactSpam,
} from './contact.ts';
import {
  HONEYPOT_FIELD as CONTACT_HONEYPOT_FIELD,
  MAX_REPORTED_UNKNOWN_KEYS,
  rankIssues,
} from './form-fields.ts';

const {
  name: CONTACT_NAME_MAX_LENGTH,
  email: CONTACT_EMAIL_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
} = CONTACT_MAX_LENGTHS;

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there' };

function failure(input: unknown) {
  const parsed = contactMessageSchema.safeParse(input);
  if (parsed.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return rankIssues(input, parsed.error.issues, CONTACT_FIELDS);
}

function accepts(input: unknown): boolean {
  return contactMessageSchema.safeParse(input).success;
}

describe('contact contract constants', () => {
  it("uses the spec's limits and names one page per outcome", () => {
    expect([CONTACT_NAME_MAX_LENGTH, CONTACT_EMAIL_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH]).toEqual(
      [100, 254, 5000],
    );
    expect(CONTACT_HONEYPOT_FIELD).toBe('website');
    expect(contactOutcomeSchema.options).toEqual([
      'sent',
      'missing',
      'invalid-email',
      'too-long',
      'rate-limited',
      'error',
    ]);
  });
});

describe('contactMessageSchema and rankIssues', () => {
  it('accepts a valid message and keeps it exactly as sent', () => {
    const input = { name: '  Ada ', email: 'a@b.co', message: ' line one\n line two\t ' };
    expect(contactMessageSchema.parse(input)).toEqual(input);
  });

  it.each(['name', 'email', 'message'] as const)(
    'reports an empty, blank or invisible-only %s as missing',
    (field) => {
      for (const blank of ['', ' ', '\t\n  ', '\u00a0', '\u200b', '\u200b\u2060\ufeff ']) {
        expect(failure({ ...valid, [field]: blank })).toEqual({
          code: 'missing_fields',
          fields: { [field]: 'required' },
        });
      }
    },
  );

  it('reports an absent field as missing and names every missing field', () => {
    const result = failure({ email: 'a@b.co' });
    expect(result.code).toBe('missing_fields');
    expect(Object.keys(result.fields)).toEqual(['name', 'message']);
  });

  it('ranks a missing field before an invalid email, and an invalid email before a length', () => {
    expect(failure({ ...valid, name: ' ', email: 'not-an-email' })).toEqual({
      code: 'missing_fields',
      fields: { name: 'required' },
    });
    expect(failure({ ...valid, email: ' ' }).code).toBe('missing_fields');
    expect(failure({ ...valid, email: 'nope', message: 'x'.repeat(5001) })).toEqual({
      code: 'invalid_email',
      fields: { email: 'invalid_email' },
    });
  });

  it.each([
    ['name', CONTACT_NAME_MAX_LENGTH, 'x'],
    ['message', CONTACT_MESSAGE_MAX_LENGTH, 'y'],
  ] as const)('accepts %s at its limit and rejects one more character', (field, max, char) => {
    expect(accepts({ ...valid, [field]: char.repeat(max) })).toBe(true);
    expect(failure({ ...valid, [field]: char.repeat(max + 1) })).toEqual({
      code: 'too_long',
      fields: { [field]: 'too_long' },
    });
  });

  it('counts length in UTF-16 code units, as the browser maxlength does', () => {
    // 'a' + 50 emoji is 51 code points but 101 code units: over a 100 limit in the browser too.
    expect(failure({ ...valid, name: `a${'😀'.repeat(50)}` }).code).toBe('too_long');
    expect(accepts({ ...valid, name: '😀'.repeat(50) })).toBe(true);
  });

  it('accepts a 254-character email and rejects 255', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(accepts({ ...valid, email: email(254) })).toBe(true);
    expect(failure({ ...valid, email: email(255) })).toEqual({
      code: 'too_long',
      fields: { email: 'too_long' },
    });
  });

  it.each([
    'a@b.co',
    'a@b.c',
    'first.last+tag@sub.example.org',
    'a@b.c.d',
    'ü@ñ.com',
    "o'neil@x.ie",
  ])('accepts %j, which matches the spec pattern and fits a mail header', (email) => {
    expect(accepts({ ...valid, email })).toBe(true);
  });

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

  it.each([
    'a\u0000@b.co',
    'x<victim@evil.example>',
    'Eve <eve@evil.example>'.replace(' ', ''),
    'a"b@c.d',
    'a,b@c.d',
    'a;b@c.d',
    'a\u200b@b.co',
    'a@b.co\u202e',
  ])('rejects %j, which a mail header cannot carry as typed', (email) => {
    expect(failure({ ...valid, email })).toEqual({
      code: 'invalid_email',
      fields: { email: 'invalid_email' },
    });
  });

  it('rejects line breaks and control characters in a name, and control characters in a message', () => {
    for (const name of ['Ada\r\nBcc: x@y.z', 'Ada\nLovelace', 'Ada\u0000', 'Ada\u0085']) {
      expect(failure({ ...valid, name })).toEqual({
        code: 'invalid_request',
        fields: { name: 'invalid_text' },
      });
    }
    expect(failure({ ...valid, message: 'bell \u0007' }).fields).toEqual({
      message: 'invalid_text',
    });
    expect(accepts({ ...valid, message: 'line one\r\nline two\n\tindented' })).toBe(true);
  });

  it('rejects text that cannot be stored as sent (lone surrogates)', () => {
    expect(failure({ ...valid, message: 'broken \ud800 text' })).toEqual({
      code: 'invalid_request',
      fields: { message: 'invalid_text' },
    });
  });

  it('rejects unknown fields, wrong types and non-objects as invalid requests', () => {
    expect(failure({ ...valid, phone: '123' })).toEqual({
      code: 'invalid_request',
      fields: { phone: 'unknown' },
    });
    expect(failure({ ...valid, name: 42 })).toEqual({
      code: 'invalid_request',
      fields: { name: 'invalid' },
    });
    expect(failure({ ...valid, message: ['a', 'b'] }).code).toBe('invalid_request');
    expect(failure({ ...valid, [CONTACT_HONEYPOT_FIELD]: 1 }).code).toBe('invalid_request');
    for (const input of [null, 'text', 42, [valid], undefined]) {
      expect(failure(input)).toEqual({ code: 'invalid_request', fields: { body: 'invalid' } });
    }
  });

  it('names only a few unknown keys back, each cut short', () => {
    const many = Object.fromEntries(
      Array.from({ length: 1000 }, (_, index) => [`${index}${'k'.repeat(200)}`, 'x']),
    );
    const result = failure({ ...valid, ...many });
    expect(Object.keys(result.fields)).toHaveLength(MAX_REPORTED_UNKNOWN_KEYS);
    for (const key of Object.keys(result.fields)) expect(key.length).toBeLessThanOrEqual(64);
  });

  it('accepts the honeypot in the schema and flags a filled-in one as spam', () => {
    expect(
      isContactSpam(contactMessageSchema.parse({ ...valid, [CONTACT_HONEYPOT_FIELD]: '' })),
    ).toBe(false);
    expect(
      isContactSpam(
        contactMessageSchema.parse({ ...valid, [CONTACT_HONEYPOT_FIELD]: 'http://spam.example' }),
      ),
    ).toBe(true);
  });
});

describe('the locale field', () => {
  it('accepts every locale and no locale, and keeps what was sent', () => {
    expect(contactMessageSchema.parse({ ...valid, locale: 'ar' })).toEqual({
      ...valid,
      locale: 'ar',
    });
    expect(contactMessageSchema.parse({ ...valid, locale: 'en' }).locale).toBe('en');
    expect(contactMessageSchema.parse(valid).locale).toBeUndefined();
  });

  it.each(['fr', 'AR', '', ' ar', 1, ['ar']])(
    'refuses %j as a request no form sends, naming the field',
    (locale) => {
      expect(failure({ ...valid, locale })).toEqual({
        code: 'invalid_request',
        fields: { locale: 'invalid' },
      });
    },
  );
});
