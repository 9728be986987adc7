// What the two pool forms (ApplicationForm, WaitlistForm) share besides form-kit.tsx: the
// country select, the required checkboxes and the form's end. Not an island itself: each form is.
import { FORM_ERROR_CODES, type FormErrorCode } from '#contracts/form-fields.ts';
import { localePath, pathLocale, type Locale } from '#contracts/locale.ts';
import type { PoolPageCopy } from '@/content/pool-page';
import { loadCountryOptions, loadedCountryOptions } from '@/lib/countries';
import type { FormSpec } from '@/lib/form-client';
import { Checkbox } from '@/components/ui/Checkbox';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import {
  Field,
  HiddenFields,
  SubmitButton,
  Toasts,
  useForm,
  type FormIslandProps,
  type FormMessages,
  type FormState,
  type ToastCopy,
} from './form-kit';

/**
 * What the pool forms say after an interaction (field messages, toasts, the stored notice), in
 * one language. The build serves them as JSON (src/pages/[...locale]/pools/form-messages.json.ts)
 * rather than as the islands' props: props are serialized into the page, and these 1.2 KB would
 * push a form's page past its first round trip (bench/README.md).
 */
export interface InterestMessages extends Omit<FormIslandProps, 'locale'> {
  messages: Required<FormMessages>;
  /** The notice of a stored entry, by form. */
  received: Record<InterestFormKind, ToastCopy>;
}

/** The two pool forms. */
export type InterestFormKind = 'application' | 'waitlist';

/** Site path of the English messages; each other language's is under its prefix. */
export const INTEREST_MESSAGES_PATH = '/pools/form-messages.json';

async function fetchMessages(locale: Locale): Promise<InterestMessages> {
  const response = await fetch(localePath(INTEREST_MESSAGES_PATH, locale));
  if (!response.ok) throw new Error(`The form's messages did not load (${response.status})`);
  return (await response.json()) as InterestMessages;
}

/**
 * The server render shows no message and no toast (each one follows an interaction, by which time
 * the page's own words are loaded): empty words stand in for them there.
 */
const noToast: ToastCopy = { title: '', description: '' };
const SERVER_RENDER_MESSAGES: InterestMessages = {
  messages: {
    validation: Object.fromEntries(FORM_ERROR_CODES.map((code) => [code, noToast])) as Record<
      FormErrorCode,
      ToastCopy
    >,
    fieldProblems: { required: '', invalid_email: '', too_long: '', invalid_text: '' },
    delivery: {
      network: noToast,
      server: noToast,
      rejected: noToast,
      rateLimited: noToast,
      emailFallback: '',
    },
    notAvailable: noToast,
    notAvailableField: '',
    notOpen: noToast,
  },
  received: { application: noToast, waitlist: noToast },
  numberLocale: 'en',
  email: '',
  toastLabels: { region: '', close: '' },
};

// The country names and the messages of the page's language only, loaded before the island
// hydrates so its first render matches the server's (the island's module is imported, and this
// awaited, before it hydrates). The build renders every language's pages, so it loads every
// language's names. Should either fail to load, the island stays as the server rendered it: the
// form posts natively, as with JavaScript off, and nothing typed is lost.
const pageLocale = import.meta.env.SSR ? undefined : pathLocale(location.pathname);
const [, pageMessages] = await Promise.all([
  loadCountryOptions(pageLocale === undefined ? undefined : [pageLocale]),
  pageLocale === undefined ? SERVER_RENDER_MESSAGES : fetchMessages(pageLocale),
]);

/** The words both forms show before any interaction: the honeypot's label, the sending text. */
export type SharedFormCopy = Pick<PoolPageCopy['forms'], 'submitting' | 'honeypotLabel'>;

export interface InterestFormProps extends Pick<FormIslandProps, 'locale'> {
  /** The pool the form registers interest in (sent as the hidden `poolId`). */
  poolId: string;
  /** The honeypot's label and the button's sending text. */
  shared: SharedFormCopy;
}

/** useForm for a pool form: the page's messages, and the stored notice of its kind. */
export function usePoolForm<F extends string>(
  spec: FormSpec<F>,
  kind: InterestFormKind,
  props: InterestFormProps,
  maxLengths: Partial<Record<string, number>>,
) {
  const { messages, received, numberLocale, email, toastLabels } = pageMessages;
  return useForm(spec, {
    locale: props.locale,
    numberLocale,
    email,
    toastLabels,
    idPrefix: kind,
    messages,
    stored: received[kind],
    maxLengths,
  });
}

/** The e-mail address and the country of residence, as both pool forms ask them. */
export function EmailAndCountry<F extends string>({
  form,
  copy,
  emailMaxLength,
}: {
  form: FormState<F | 'email' | 'country'>;
  copy: Pick<PoolPageCopy['forms']['waitlist'], 'email' | 'country'>;
  emailMaxLength: number;
}) {
  return (
    <>
      <Field form={form} field="email" label={copy.email.label}>
        <Input
          {...form.controlProps('email')}
          type="email"
          // An address reads left to right, on an Arabic page too.
          dir="ltr"
          required
          autoComplete="email"
          spellCheck={false}
          placeholder={copy.email.placeholder}
          maxLength={emailMaxLength}
          onInput={form.onEdit('email')}
        />
      </Field>
      <Field form={form} field="country" label={copy.country.label}>
        <CountrySelect form={form} placeholder={copy.country.placeholder ?? ''} />
      </Field>
    </>
  );
}

/** The country select: an empty first choice, then every country by name in the page's language. */
export function CountrySelect<F extends string>({
  form,
  placeholder,
}: {
  form: FormState<F | 'country'>;
  placeholder: string;
}) {
  return (
    <Select
      {...form.controlProps('country')}
      required
      autoComplete="country"
      defaultValue=""
      onChange={form.onEdit('country')}
    >
      <option value="">{placeholder}</option>
      {loadedCountryOptions(form.locale).map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </Select>
  );
}

/** A required checkbox whose label may hold a link (the risk disclosure, the privacy notice). */
export function RequiredCheckbox<F extends string>({
  form,
  field,
  copy,
}: {
  form: FormState<F>;
  field: F;
  copy: PoolPageCopy['forms']['application']['consent'];
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <Checkbox {...form.controlProps(field)} required onChange={form.onTick(field)} />
        <label htmlFor={form.idOf(field)} className="text-sm text-ink">
          {copy.text}
          {copy.link ? (
            <>
              {' '}
              <a
                href={copy.link.href}
                className="font-medium text-brand-ink underline underline-offset-2 hover:text-brand"
              >
                {copy.link.label}
              </a>
            </>
          ) : null}
          {copy.after}
        </label>
      </div>
      {form.messageUnder(field)}
    </div>
  );
}

/** The hidden fields, the submit button and the stored-entry notice. */
export function FormFooter<F extends string>({
  form,
  kind,
  poolId,
  shared,
  submit,
}: {
  form: FormState<F>;
  kind: InterestFormKind;
  poolId: string;
  shared: SharedFormCopy;
  submit: string;
}) {
  const received = pageMessages.received[kind];
  return (
    <>
      <input type="hidden" name="poolId" value={poolId} />
      <HiddenFields form={form} honeypotLabel={shared.honeypotLabel} />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <SubmitButton
          form={form}
          submit={submit}
          submitting={shared.submitting}
          className="w-full sm:w-auto sm:self-start"
        />
        <p role="status" className="text-sm text-success empty:hidden">
          {form.done ? `${received.title}. ${received.description}` : ''}
        </p>
      </div>
      <Toasts labels={form.toastLabels} />
    </>
  );
}
