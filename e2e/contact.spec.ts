import { randomUUID } from 'node:crypto';
import { HONEYPOT_FIELD, LOCALE_FIELD, SUBMISSION_FIELD } from '#contracts/form-fields.ts';
import { expect, test, type Locator, type Page, type Route } from './support/reused-page';
import { contactOutcomeSchema, type ContactOutcome } from '#contracts/contact.ts';
import type { ErrorBody } from '#contracts/errors.ts';
import { facts } from '@/content/facts';
import { format, words } from '@/content/i18n';
import { axeViolations } from './page-checks';
import { storedRows } from './stored';

const t = words('en');
const contactPage = t.contact;
const site = { email: facts.contact.email };
/** A message with the site's address, hours and reply time filled in, as the pages show it. */
const fill = (message: string) =>
  format('en', message, {
    email: site.email,
    businessHours: t.site.businessHours,
    responseTime: t.site.responseTime,
  });

/** Only the layout's enhancement script (on every page, under 1 KB) queries the header. */
const ENHANCEMENT_SCRIPT_MARKER = '[data-site-header]';
/** The spec's toasts (section 8), word for word. */
const CONTACT_TOASTS = {
  missing: { title: 'Missing Information', description: 'Please fill in all fields' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  sent: {
    title: 'Message Sent',
    description: "Thank you for contacting us. We'll get back to you soon.",
  },
} as const;
const CONTACT_OUTCOMES = contactOutcomeSchema.options;
const outcomePath = (outcome: ContactOutcome) => `/contact/${outcome}`;
/** Spec section 9: at most 3 toasts on screen, each 4000 ms by default. */
const VISIBLE_TOASTS = 3;
const TOAST_DURATION_MS = 4000;

const { form, details } = contactPage;
const outcomes = Object.fromEntries(
  CONTACT_OUTCOMES.map((outcome) => {
    const message: { title: string; pageTitle?: string; description: string } =
      contactPage.outcomes[outcome];
    return [outcome, { ...message, description: fill(message.description) }];
  }),
) as Record<ContactOutcome, { title: string; pageTitle?: string; description: string }>;

interface StoredMessage {
  name: string;
  email: string;
  message: string;
  spam: boolean;
}

/** The messages the e2e server stored, read with the operators' command. */
async function storedMessages(options: { includeSpam?: boolean } = {}): Promise<StoredMessage[]> {
  return storedRows<StoredMessage>(
    'scripts/cli/messages.ts',
    options.includeSpam ? ['--include-spam'] : [],
  );
}

/** Stored messages carrying this test's marker (specs run in parallel, so each sends its own). */
async function storedWith(marker: string, options: { includeSpam?: boolean } = {}) {
  return (await storedMessages(options)).filter((row) => row.message.includes(marker));
}

/** A message unique to one test. */
function uniqueMessage(label: string) {
  const marker = `e2e-${label}-${randomUUID()}`;
  return {
    marker,
    name: `Ada ${label}`,
    email: `ada+${label}@example.com`,
    message: `Hello from the contact spec.\nMarker: ${marker}`,
  };
}

const field = {
  name: (page: Page) => page.getByLabel(form.fields.name.label, { exact: true }),
  email: (page: Page) => page.getByLabel(form.fields.email.label, { exact: true }),
  message: (page: Page) => page.getByLabel(form.fields.message.label, { exact: true }),
};
const fields = (page: Page) => [field.name(page), field.email(page), field.message(page)];
const submitButton = (page: Page) => page.locator('form button[type="submit"]');
/** Sonner's container: the aria-live region screen readers announce. */
const liveRegion = (page: Page) => page.locator('[aria-live="polite"]');
const toasts = (page: Page) => liveRegion(page).locator('[data-sonner-toast]');
const toastWith = (page: Page, text: string) => toasts(page).filter({ hasText: text });

/** The form, hydrated: the island loads on the first interaction, here a click into a field. */
async function openForm(page: Page) {
  await page.goto('/contact');
  await field.name(page).click();
  // Astro drops the island's `ssr` attribute once React has hydrated it.
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
}

async function fillForm(page: Page, values: { name: string; email: string; message: string }) {
  await field.name(page).fill(values.name);
  await field.email(page).fill(values.email);
  await field.message(page).fill(values.message);
}

async function expectValues(page: Page, values: { name: string; email: string; message: string }) {
  await expect(field.name(page)).toHaveValue(values.name);
  await expect(field.email(page)).toHaveValue(values.email);
  await expect(field.message(page)).toHaveValue(values.message);
}

/** The newest toast with this title (Sonner lists the newest first) shows this description. */
async function expectToast(page: Page, title: string, description: string): Promise<Locator> {
  const toast = toastWith(page, title).first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
  return toast;
}

/** Lets the API answer again and presses Send: the message is answered 201 and Message Sent shows. */
async function pressSendWithTheApiBack(page: Page) {
  await page.unroute('**/api/contact');
  const response = page.waitForResponse('**/api/contact');
  await submitButton(page).click();
  expect((await response).status()).toBe(201);
  await expectToast(page, CONTACT_TOASTS.sent.title, CONTACT_TOASTS.sent.description);
}

/** The fallback every failed send offers: the contact address as a mailto link. */
async function expectEmailFallback(toast: Locator) {
  await expect(toast.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
}

function jsonError(
  route: Route,
  status: number,
  error: ErrorBody['error'],
  headers?: Record<string, string>,
) {
  const body: ErrorBody = { error };
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: headers ?? {},
    json: body,
  });
}

test.describe('contact form: validation (spec section 5)', () => {
  test('an empty submit shows the destructive Missing Information toast in a live region', async ({
    page,
  }) => {
    await openForm(page);
    await submitButton(page).click();
    const toast = await expectToast(
      page,
      CONTACT_TOASTS.missing.title,
      CONTACT_TOASTS.missing.description,
    );
    await expect(toast).toHaveAttribute('data-type', 'error');
    for (const input of fields(page)) await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(field.name(page)).toBeFocused();
    await expect(page).toHaveURL('/contact');
  });

  test('whitespace-only fields are missing too, and what was typed stays', async ({ page }) => {
    await openForm(page);
    const typed = { name: '   ', email: 'ada@example.com', message: ' \n\t ' };
    await fillForm(page, typed);
    await submitButton(page).click();
    await expectToast(page, CONTACT_TOASTS.missing.title, CONTACT_TOASTS.missing.description);
    await expectValues(page, typed);
    await expect(field.name(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.email(page)).not.toHaveAttribute('aria-invalid');
    await expect(field.message(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.name(page)).toBeFocused();

    // Correcting a field clears its mark.
    await field.name(page).fill('Ada');
    await expect(field.name(page)).not.toHaveAttribute('aria-invalid');
  });

  test('a malformed email shows Invalid Email, keeps the text and focuses the email', async ({
    page,
  }) => {
    await openForm(page);
    for (const email of ['ada@example', 'ada example.com', 'ada@exa mple.com']) {
      const typed = { name: 'Ada', email, message: 'Hello' };
      await fillForm(page, typed);
      await submitButton(page).click();
      await expectToast(
        page,
        CONTACT_TOASTS.invalidEmail.title,
        CONTACT_TOASTS.invalidEmail.description,
      );
      await expectValues(page, typed);
      await expect(field.email(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(field.email(page)).toBeFocused();
      await expect(field.name(page)).not.toHaveAttribute('aria-invalid');
    }
  });

  test.describe('pressed faster than a person', () => {
    test(`5 fast invalid submits leave one summary toast, not a stack of the same words, for ${TOAST_DURATION_MS} ms`, async ({
      page,
    }) => {
      await openForm(page);
      // Off the form: sonner holds a toast while the pointer rests on it, as a reader's would.
      await page.mouse.move(0, 0);
      // Five presses in one task, faster than any person, so no toast can expire in between. The
      // page counts the toasts in every frame of the next second, fading ones included.
      const pressedAt = await submitButton(page).evaluate((button: HTMLButtonElement) => {
        for (let i = 0; i < 5; i += 1) button.click();
        const start = performance.now();
        const counts: number[] = [];
        const count = () => {
          counts.push(document.querySelectorAll('[data-sonner-toast]').length);
          if (performance.now() - start < 1000) requestAnimationFrame(count);
          else Object.assign(window, { toastCounts: counts });
        };
        requestAnimationFrame(count);
        return start;
      });
      // Each press says its words in the one summary toast: never a second one, not even one
      // fading out behind it (the spec allows 3 on screen; the same words twice would be noise).
      await expect(toastWith(page, CONTACT_TOASTS.missing.title)).toHaveCount(1);
      const counts = await page
        .waitForFunction(() => (window as { toastCounts?: number[] }).toastCounts)
        .then((handle) => handle.jsonValue() as Promise<number[]>);
      expect(Math.max(...counts)).toBe(1);

      // Timed in the page, so a slow test runner cannot skew it.
      const goneAt = await page
        .waitForFunction(
          () =>
            document.querySelectorAll('[data-sonner-toast]').length === 0 ? performance.now() : 0,
          undefined,
          { timeout: TOAST_DURATION_MS * 3 },
        )
        .then((handle) => handle.jsonValue() as Promise<number>);
      expect(goneAt - pressedAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS);
      // Generous: a loaded machine may run the timers late; the lower bound is what the spec fixes.
      expect(goneAt - pressedAt).toBeLessThan(TOAST_DURATION_MS * 3);
    });
  });
});

test.describe('contact form: field messages', () => {
  /** The line under a field, which its input names as its description. */
  const messageUnder = (page: Page, input: Locator) =>
    input.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`));

  async function expectMessage(page: Page, input: Locator, text: string) {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(text);
    const message = await messageUnder(page, input);
    await expect(message).toBeVisible();
    await expect(message).toHaveText(text);
    // Under its own field: below the input, within its column.
    // Both measured in one frame: a toast arriving above the form moves it between two reads.
    const [inputBox, messageBox] = await input.evaluate(
      (element, id) => {
        const rect = (node: Element | null) => node!.getBoundingClientRect().toJSON() as DOMRect;
        return [rect(element), rect(document.getElementById(id!))];
      },
      await input.getAttribute('aria-describedby'),
    );
    expect(messageBox!.y).toBeGreaterThanOrEqual(inputBox!.y + inputBox!.height);
    expect(messageBox!.x).toBeGreaterThanOrEqual(inputBox!.x - 1);
    expect(messageBox!.x).toBeLessThan(inputBox!.x + inputBox!.width);
  }

  async function expectNoMessage(input: Locator) {
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).toHaveAccessibleDescription('');
  }

  test('each field to fix says why under it, beside the toast, and the line goes once it is fixed', async ({
    page,
  }) => {
    // Many steps, each through the real island: a loaded machine needs longer than the default.
    test.slow();
    await openForm(page);
    await fillForm(page, { name: '', email: 'ada@example', message: '' });
    await submitButton(page).click();
    await expectToast(page, CONTACT_TOASTS.missing.title, CONTACT_TOASTS.missing.description);
    // Each field in its own words under it; the toast is the one summary.
    await expectMessage(page, field.name(page), form.requiredFields.name);
    await expectMessage(page, field.message(page), form.requiredFields.message);
    // Missing fields come first, as in the toasts; the e-mail's turn is next.
    await expectNoMessage(field.email(page));
    await expect(page.locator('form p[id$="-message"]')).toHaveCount(2);

    await field.name(page).fill('Ada');
    await expectNoMessage(field.name(page));
    await expectMessage(page, field.message(page), form.requiredFields.message);
    await field.message(page).fill('Hello');
    await expectNoMessage(field.message(page));

    // The first toast's end collapses the toasts' place above the form and moves the button: a
    // press at that moment lands beside it, so press once it has gone.
    await expect(toastWith(page, CONTACT_TOASTS.missing.title)).toHaveCount(0, { timeout: 10_000 });
    await submitButton(page).click();
    await expectToast(
      page,
      CONTACT_TOASTS.invalidEmail.title,
      CONTACT_TOASTS.invalidEmail.description,
    );
    await expectMessage(page, field.email(page), form.fieldProblems.invalid_email);
    await expect(field.email(page)).toBeFocused();
    // Still not an address while it is being typed: the line stays until it is one.
    await field.email(page).press('End');
    await field.email(page).press('.');
    await expectMessage(page, field.email(page), form.fieldProblems.invalid_email);
    await field.email(page).press('c');
    await expectNoMessage(field.email(page));
    await expect(page.locator('form p[id$="-message"]')).toHaveCount(0);
  });

  test('each field carries its limit, and a value over it names the limit under it', async ({
    page,
  }) => {
    await openForm(page);
    for (const [input, limit] of [
      [field.name(page), '100'],
      [field.email(page), '254'],
      [field.message(page), '5000'],
    ] as const) {
      await expect(input).toHaveAttribute('maxlength', limit);
    }
    // The browser stops typing at the limit; a value put there otherwise (a script, a browser
    // that ignores maxlength) still gets the island's line.
    await field.name(page).fill('A'.repeat(101));
    await expect(field.name(page)).toHaveValue('A'.repeat(100));
    await field.name(page).evaluate((input) => input.removeAttribute('maxlength'));
    await fillForm(page, { name: 'A'.repeat(101), email: 'ada@example.com', message: 'Hello' });
    await submitButton(page).click();
    await expectToast(page, outcomes['too-long'].title, outcomes['too-long'].description);
    await expectMessage(
      page,
      field.name(page),
      form.fieldProblems.too_long.replace('{max}', '100'),
    );
    await expect(field.name(page)).toBeFocused();
    await field.name(page).fill('A'.repeat(100));
    await expectNoMessage(field.name(page));
  });

  test("a field the server refuses gets its line too, from the server's answer", async ({
    page,
  }) => {
    const typed = uniqueMessage('server-field');
    await openForm(page);
    await page.route('**/api/contact', (route) =>
      jsonError(route, 400, {
        code: 'invalid_email',
        message: CONTACT_TOASTS.invalidEmail.description,
        fields: { email: CONTACT_TOASTS.invalidEmail.description },
      }),
    );
    await fillForm(page, typed);
    await submitButton(page).click();
    await expectMessage(page, field.email(page), form.fieldProblems.invalid_email);
    await expectNoMessage(field.name(page));
  });
});

test.describe('contact form: sending', () => {
  test('while sending every field and the button are disabled; then Message Sent once, the fields emptied, message stored', async ({
    page,
  }) => {
    const sent = uniqueMessage('sending');
    // Hold the request until the sending state has been checked: no timing to race against.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await openForm(page);
    await fillForm(page, sent);
    const request = page.waitForRequest('**/api/contact');
    await submitButton(page).click();

    for (const input of fields(page)) await expect(input).toBeDisabled();
    await expect(submitButton(page)).toBeDisabled();
    await expect(submitButton(page)).toHaveText(form.submitting);
    release();

    // The island posts JSON with the honeypot and the submission's key, never a page navigation.
    const posted = await request;
    expect(posted.headers()['content-type']).toContain('application/json');
    expect(posted.postDataJSON()).toEqual({
      name: sent.name,
      email: sent.email,
      message: sent.message,
      [HONEYPOT_FIELD]: '',
      [LOCALE_FIELD]: 'en',
      [SUBMISSION_FIELD]: expect.stringMatching(/^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/),
    });

    await expectToast(page, CONTACT_TOASTS.sent.title, CONTACT_TOASTS.sent.description);
    // The spec's way: the form stays, emptied and ready for another message, and Message Sent is
    // said once (the toast), not again in a banner or a card.
    await expectValues(page, { name: '', email: '', message: '' });
    for (const input of fields(page)) await expect(input).toBeEnabled();
    await expect(submitButton(page)).toHaveText(form.submit);
    await expect(submitButton(page)).toBeFocused();
    await expect(page.locator('[data-confirmation]')).toHaveCount(0);
    await expect(page.getByText(CONTACT_TOASTS.sent.description)).toHaveCount(1);
    await expect(page).toHaveURL('/contact');

    const rows = await storedWith(sent.marker);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: sent.name,
      email: sent.email,
      message: sent.message,
      spam: false,
    });
  });

  test('with the API unreachable the fields keep their text, the toast offers the email, and a second press sends', async ({
    page,
  }) => {
    const sent = uniqueMessage('offline');
    await openForm(page);
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await fillForm(page, sent);
    await submitButton(page).click();

    const toast = await expectToast(
      page,
      form.delivery.network.title,
      form.delivery.network.description,
    );
    await expect(toast).toContainText('check your connection');
    await expectEmailFallback(toast);
    await expectValues(page, sent);
    await expect(submitButton(page)).toBeEnabled();
    expect(await storedWith(sent.marker)).toHaveLength(0);

    await pressSendWithTheApiBack(page);
    await expectValues(page, { name: '', email: '', message: '' });
    const rows = await storedWith(sent.marker);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: sent.name, email: sent.email, message: sent.message });
  });

  test(`${VISIBLE_TOASTS + 1} failed sends show at most ${VISIBLE_TOASTS} toasts at once, the newest on top`, async ({
    page,
  }) => {
    const sent = uniqueMessage('many-failures');
    await openForm(page);
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await fillForm(page, sent);
    // Each failure stays until closed or its long duration: they pile up.
    for (let press = 1; press <= VISIBLE_TOASTS + 1; press += 1) {
      await submitButton(page).click();
      await expect(toastWith(page, form.delivery.network.title)).toHaveCount(press);
      await expect(submitButton(page)).toBeEnabled();
    }
    await expect(toasts(page).and(page.locator('[data-visible="true"]'))).toHaveCount(
      VISIBLE_TOASTS,
    );
    await expect(toasts(page).first()).toHaveAttribute('data-front', 'true');
    await expectValues(page, sent);
  });

  test('a send stored by the server whose answer was lost is kept once when Send is pressed again', async ({
    page,
  }) => {
    const sent = uniqueMessage('lost-answer');
    await openForm(page);
    // The message reaches the server and is stored; the answer never reaches the page.
    await page.route('**/api/contact', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await fillForm(page, sent);
    await submitButton(page).click();
    await expectToast(page, form.delivery.network.title, form.delivery.network.description);
    await expectValues(page, sent);
    expect(await storedWith(sent.marker)).toHaveLength(1);

    await pressSendWithTheApiBack(page);
    expect(await storedWith(sent.marker)).toHaveLength(1);
  });

  test('a 429 shows the server reason with when to retry, and keeps the text', async ({ page }) => {
    const typed = uniqueMessage('limited');
    const reason =
      'Too many messages from your connection. Please wait 2 minutes before sending another.';
    await openForm(page);
    await page.route('**/api/contact', (route) =>
      jsonError(route, 429, { code: 'rate_limited', message: reason }, { 'retry-after': '120' }),
    );
    await fillForm(page, typed);
    await submitButton(page).click();
    const toast = await expectToast(page, outcomes['rate-limited'].title, reason);
    await expect(toast).toContainText('Please wait 2 minutes');
    await expectEmailFallback(toast);
    await expectValues(page, typed);
  });

  test('a 5xx shows a short apology, not the server text, and keeps the text', async ({ page }) => {
    const typed = uniqueMessage('server-error');
    await openForm(page);
    await page.route('**/api/contact', (route) =>
      jsonError(route, 503, { code: 'internal_error', message: 'SQLITE_BUSY: database is locked' }),
    );
    await fillForm(page, typed);
    await submitButton(page).click();
    const toast = await expectToast(
      page,
      form.delivery.server.title,
      form.delivery.server.description,
    );
    await expect(toast).not.toContainText('SQLITE');
    await expectEmailFallback(toast);
    await expectValues(page, typed);
  });

  test('only a 201 counts: a 200 page (e.g. a captive portal) is a failure', async ({ page }) => {
    const typed = uniqueMessage('portal');
    await openForm(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sign in to Wi-Fi</h1>' }),
    );
    await fillForm(page, typed);
    await submitButton(page).click();
    const toast = await expectToast(
      page,
      form.delivery.rejected.title,
      form.delivery.rejected.description,
    );
    await expectEmailFallback(toast);
    await expect(toastWith(page, CONTACT_TOASTS.sent.title)).toHaveCount(0);
    await expectValues(page, typed);
  });

  test("a 400 from the server shows its code's toast and marks the field", async ({ page }) => {
    const typed = uniqueMessage('server-400');
    await openForm(page);
    await page.route('**/api/contact', (route) =>
      jsonError(route, 400, {
        code: 'invalid_email',
        message: CONTACT_TOASTS.invalidEmail.description,
        fields: { email: CONTACT_TOASTS.invalidEmail.description },
      }),
    );
    await fillForm(page, typed);
    await submitButton(page).click();
    await expectToast(
      page,
      CONTACT_TOASTS.invalidEmail.title,
      CONTACT_TOASTS.invalidEmail.description,
    );
    await expect(field.email(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.email(page)).toBeFocused();
    await expectValues(page, typed);
  });

  test('text typed before the island hydrates survives hydration and is sent', async ({ page }) => {
    const sent = uniqueMessage('early');
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_astro/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/contact');
    await fillForm(page, sent);
    await expect(page.locator('astro-island')).toHaveAttribute('ssr');

    release();
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    await expectValues(page, sent);

    const response = page.waitForResponse('**/api/contact');
    await submitButton(page).click();
    expect((await response).status()).toBe(201);
    await expectToast(page, CONTACT_TOASTS.sent.title, CONTACT_TOASTS.sent.description);
    await expect(page).toHaveURL('/contact');
    expect(await storedWith(sent.marker)).toHaveLength(1);
  });

  test('the honeypot is sent: a bot that fills it is answered like a person but stored as spam', async ({
    page,
  }) => {
    const sent = uniqueMessage('bot');
    await openForm(page);
    await fillForm(page, sent);
    await page.locator(`input[name="${HONEYPOT_FIELD}"]`).evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await submitButton(page).click();
    await expectToast(page, CONTACT_TOASTS.sent.title, CONTACT_TOASTS.sent.description);
    expect(await storedWith(sent.marker)).toHaveLength(0);
    const spam = await storedWith(sent.marker, { includeSpam: true });
    expect(spam).toHaveLength(1);
    expect(spam[0]?.spam).toBe(true);
  });
});

test.describe('contact page content', () => {
  test('has no axe violations on a phone with invalid fields and a failure toast showing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openForm(page);
    // The failure toast first: it stays 10 s, so it is still there when the second press shows
    // the field messages (the 4 s toast first had ended, and moved the button, under a slow fill).
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await fillForm(page, uniqueMessage('axe'));
    await submitButton(page).click();
    await expectToast(page, form.delivery.network.title, form.delivery.network.description);
    await field.name(page).fill('');
    await submitButton(page).click();
    await expectToast(page, CONTACT_TOASTS.missing.title, CONTACT_TOASTS.missing.description);
    await expect(field.name(page)).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shows the email as a mailto link, business hours and the reply time, and a profile only once confirmed', async ({
    page,
  }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: contactPage.meta.title }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: site.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    // The handles are linked only once the operator confirms them: a placeholder's link would
    // vouch for whoever registers it (the launched site's spec checks the links themselves).
    const confirmed = facts.contact.handlesConfirmed ? 1 : 0;
    await expect(main.getByRole('heading', { name: details.socialTitle })).toHaveCount(confirmed);
    await expect(main.locator(`a[href="${facts.contact.x}"]`)).toHaveCount(confirmed);
    // What the real address and accounts never ask for.
    await expect(main.getByText(details.impersonation)).toBeVisible();
    // Before launch there is no company to name: its block is not drawn (the launched site's
    // spec checks it).
    await expect(main.getByRole('heading', { name: details.company.title })).toHaveCount(0);
    await expect(main).toContainText('Mon-Fri 9AM-6PM GST');
    await expect(main).toContainText('24-48 hours');
    await expect(main.locator('form')).toHaveAttribute('method', 'post');
    await expect(main.locator('form')).toHaveAttribute('action', '/api/contact');
    // The browser checks the required fields until the island runs (it then sets novalidate).
    await expect(main.locator('form')).not.toHaveAttribute('novalidate');
  });

  test('form and details sit side by side on a wide screen and stack on a phone', async ({
    page,
  }) => {
    const detailsHeading = page.getByRole('heading', { name: details.title });
    const formHeading = page.getByRole('heading', { name: form.title });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact');
    let [a, b] = [await formHeading.boundingBox(), await detailsHeading.boundingBox()];
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    await page.setViewportSize({ width: 390, height: 844 });
    [a, b] = [await formHeading.boundingBox(), await detailsHeading.boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(overflow, 'no horizontal scrolling at 390 px').toBe(false);
  });
});

test.describe('JavaScript on the contact pages', () => {
  /** Inline scripts other than the layout's site-wide enhancement script and JSON-LD data. */
  async function otherInlineScripts(page: Page) {
    const texts = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    return texts.filter((text) => !text.includes(ENHANCEMENT_SCRIPT_MARKER));
  }

  // An empty cache, as a first visit has: a page of its own (as in the next tests).
  test('/contact has one island (client:interaction) and no script beyond it', async ({
    freshPage: page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openForm(page);
    await page.waitForLoadState('networkidle');

    const island = page.locator('astro-island');
    await expect(island).toHaveCount(1);
    await expect(island).toHaveAttribute('client', 'interaction');
    await expect(island).toHaveAttribute('component-url', /\/_astro\/ContactForm\.[\w-]+\.js$/);
    // No script element with a source: Astro inlines its island runtime and the directive.
    await expect(page.locator('script[src]')).toHaveCount(0);
    // What is inline beside the header's script is Astro's: it names the island element.
    for (const text of await otherInlineScripts(page)) expect(text).toMatch(/astro[:-]/);
    // Every module fetched is a hashed build asset pulled in by the island.
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^\/_astro\/[\w.-]+\.js$/);
  });

  test('no script is requested at load; the island hydrates on the first interaction with the form', async ({
    freshPage: page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    // Reading, scrolling and pointing at the page are not using the form.
    await page.mouse.wheel(0, 400);
    await page.getByRole('heading', { level: 1 }).hover();
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    await expect(page.locator('astro-island')).toHaveAttribute('ssr');

    await field.name(page).focus();
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('a Send pressed before the island hydrates posts the form natively', async ({ page }) => {
    const sent = uniqueMessage('send-early');
    // The island's scripts never arrive: the press has only the page's own form to go by.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/contact');
    await fillForm(page, sent);
    await expect(page.locator('astro-island')).toHaveAttribute('ssr');
    await submitButton(page).click();
    await expect(page).toHaveURL(outcomePath('sent'));
    await expect(
      page.getByRole('heading', { level: 1, name: CONTACT_TOASTS.sent.title }),
    ).toBeVisible();
    expect(await storedWith(sent.marker)).toHaveLength(1);
  });

  for (const outcome of CONTACT_OUTCOMES) {
    test(`${outcomePath(outcome)} ships no JavaScript, is noindex and links back`, async ({
      freshPage: page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const response = await page.goto(outcomePath(outcome));
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      await expect(
        // The page's own title is in sentence case; the toast keeps the spec's.
        main.getByRole('heading', {
          level: 1,
          name: outcomes[outcome].pageTitle ?? outcomes[outcome].title,
        }),
      ).toBeVisible();
      await expect(main).toContainText(outcomes[outcome].description);
      await expect(main.getByRole('link', { name: contactPage.outcomeLinks.back })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(main.getByRole('link', { name: contactPage.outcomeLinks.home })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('astro-island')).toHaveCount(0);
      expect(await otherInlineScripts(page)).toEqual([]);
      expect(scripts).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('contact form with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a filled form posts natively and lands on /contact/sent; the message is stored', async ({
    page,
  }) => {
    const sent = uniqueMessage('no-js');
    await page.goto('/contact');
    await fillForm(page, sent);
    await submitButton(page).click();
    await expect(page).toHaveURL(outcomePath('sent'));
    await expect(
      page.getByRole('heading', { level: 1, name: CONTACT_TOASTS.sent.title }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(CONTACT_TOASTS.sent.description);

    const rows = await storedWith(sent.marker);
    expect(rows).toHaveLength(1);
    // A form post sends line breaks as CRLF (HTML's form encoding); the text is otherwise as typed.
    expect(rows[0]).toMatchObject({
      name: sent.name,
      email: sent.email,
      message: sent.message.replaceAll('\n', '\r\n'),
    });
  });

  test('a missing field lands on /contact/missing, which says so and links back to the form', async ({
    page,
  }) => {
    const typed = { name: 'Ada', email: 'ada@example.com', message: '   ' };
    await page.goto('/contact');
    await fillForm(page, typed);
    await submitButton(page).click();
    await expect(page).toHaveURL(outcomePath('missing'));
    await expect(
      page.getByRole('heading', { level: 1, name: CONTACT_TOASTS.missing.title }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(CONTACT_TOASTS.missing.description);

    // The browser's Back button returns to the form as typed, as the page promises.
    await expect(page.getByRole('main')).toContainText(contactPage.outcomeBackHint);
    await page.goBack();
    await expect(page).toHaveURL('/contact');
    await expectValues(page, typed);

    await page.goForward();
    await page.getByRole('link', { name: contactPage.outcomeLinks.back }).click();
    await expect(page).toHaveURL('/contact');
    await expect(
      page.getByRole('heading', { level: 1, name: contactPage.meta.title }),
    ).toBeVisible();
  });

  test('an empty form or a malformed email stays on the page: the browser refuses it', async ({
    page,
  }) => {
    await page.goto('/contact');
    await submitButton(page).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.locator('main form :user-invalid')).toHaveCount(3);
    // The contract's rule (a dot after the @) is the browser's too.
    await fillForm(page, { name: 'Ada', email: 'ada@example', message: 'Hello' });
    await submitButton(page).click();
    await expect(page).toHaveURL('/contact');
    expect(
      await field.email(page).evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
    ).toBe(true);
  });

  test('/contact/invalid-email, for a post the browser let through, is in sentence case', async ({
    page,
  }) => {
    await page.goto(outcomePath('invalid-email'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid e-mail address');
    await expect(page.getByRole('main').getByRole('link').first()).toHaveText(
      contactPage.outcomeLinks.back,
    );
  });
});

// The convention above the fields and an example in each, as on the pool forms; the contact form
// has no optional field, so its line says every field is required. Before and after hydration.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`contact form: what is required, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    for (const locale of ['en', 'ar'] as const) {
      const localeForm = words(locale).contact.form;
      const path = locale === 'en' ? '/contact' : `/${locale}/contact`;
      test(`${path} says every field is required above them, and each shows an example`, async ({
        page,
      }) => {
        await page.goto(path);
        const form = page.getByRole('main').locator('form');
        if (javaScriptEnabled) {
          await form.locator('input[type="email"]').click();
          await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
        }
        const note = form.getByText(localeForm.requiredNote, { exact: true });
        await expect(note).toBeVisible();
        const controls = form.locator('input:not([type="hidden"]):not([tabindex="-1"]), textarea');
        await expect(controls).toHaveCount(3);
        const noteBox = await note.boundingBox();
        for (const control of await controls.all()) {
          await expect(control).toHaveAttribute('required', '');
          await expect(control).toHaveAttribute('placeholder', /\S/);
          expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(
            (await control.boundingBox())!.y,
          );
        }
        for (const { label, placeholder } of Object.values(localeForm.fields)) {
          await expect(form.getByLabel(label, { exact: true })).toHaveAttribute(
            'placeholder',
            placeholder,
          );
        }
      });
    }
  });
}
