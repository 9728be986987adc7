// What the two pool forms (ApplicationForm, WaitlistForm) share besides form-kit.tsx: the
// country select, the required checkboxes and the form's end. Not an island itself: each form is.
import type { PoolPageCopy } from '@/content/pool-page';
import type { CountryOption } from '@/lib/countries';
import type { FormSpec } from '@/lib/form-client';
import { buttonVariants } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Confirmation } from '@/components/ui/Confirmation';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import {
  Field,
  HiddenFields,
  SubmitButton,
  useForm,
  type FormIslandProps,
  type FormMessages,
  type FormState,
} from './form-kit';

/** The contract's e-mail rule as an HTML `pattern` (anchored by the browser). */
export const EMAIL_PATTERN = String.raw`\S+@\S+\.\S+`;
/** A required text field holds more than spaces. */
export const NOT_BLANK_PATTERN = String.raw`.*\S.*`;

/** The two pool forms. */
export type InterestFormKind = 'application' | 'waitlist';

/** The words both forms show before any interaction: the honeypot's label, the sending text. */
export type SharedFormCopy = Pick<PoolPageCopy['forms'], 'submitting' | 'honeypotLabel'>;

/**
 * What a pool form's page hands its island, all of it in the page's language: the words it shows
 * at once, what it says after an interaction (field messages, toasts, the stored notice) and the
 * country select's options.
 */
export interface InterestFormProps extends FormIslandProps {
  /** The pool the form registers interest in (sent as the hidden `poolId`). */
  poolId: string;
  /** The honeypot's label and the button's sending text. */
  shared: SharedFormCopy;
  /** Field messages and toasts. */
  messages: Required<FormMessages>;
  /** What takes the form's place once the entry is stored, the pool named. */
  confirmation: PoolFormConfirmation;
  /** Every country by its name in the page's language, in that language's order. */
  countries: readonly CountryOption[];
}

/** A stored entry's confirmation, in the page's language, the pool's name filled in. */
export interface PoolFormConfirmation {
  title: string;
  lead: string;
  stepsTitle: string;
  steps: readonly string[];
  /** Back to the pool's page. */
  poolLink: { label: string; href: string };
}

/** The confirmation in the form's place, its heading focused (useForm). */
export function PoolConfirmation<F extends string>({
  form,
  confirmation,
}: {
  form: FormState<F>;
  confirmation: PoolFormConfirmation;
}) {
  const { poolLink, ...copy } = confirmation;
  return (
    <Confirmation {...copy} headingRef={form.focusHeading}>
      <a href={poolLink.href} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
        {poolLink.label}
      </a>
    </Confirmation>
  );
}

/** useForm for a pool form, with its page's messages and stored notice. */
export function usePoolForm<F extends string>(
  spec: FormSpec<F>,
  kind: InterestFormKind,
  props: InterestFormProps,
  maxLengths: Partial<Record<string, number>>,
) {
  const { locale, numberLocale, email, toastLabels, messages, countries } = props;
  return useForm(spec, {
    locale,
    numberLocale,
    email,
    toastLabels,
    idPrefix: kind,
    messages,
    maxLengths,
    countries,
  });
}

/** The e-mail address and the country of residence, as both pool forms ask them. */
export function EmailAndCountry<F extends string>({
  form,
  copy,
  countries,
  emailMaxLength,
}: {
  form: FormState<F | 'email' | 'country'>;
  copy: Pick<PoolPageCopy['forms']['waitlist'], 'email' | 'country'>;
  countries: readonly CountryOption[];
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
          // The contract's rule (text, @, text, a dot, text), so the browser refuses what the
          // server would before the island runs.
          pattern={EMAIL_PATTERN}
          onInput={form.onEdit('email')}
        />
      </Field>
      <Field form={form} field="country" label={copy.country.label}>
        <CountrySelect
          form={form}
          placeholder={copy.country.placeholder ?? ''}
          countries={countries}
        />
      </Field>
    </>
  );
}

/** The country select: an empty first choice, then every country by name in the page's language. */
export function CountrySelect<F extends string>({
  form,
  placeholder,
  countries,
}: {
  form: FormState<F | 'country'>;
  placeholder: string;
  countries: readonly CountryOption[];
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
      {countries.map(([code, name]) => (
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

/** The hidden fields and the submit button. */
export function FormFooter<F extends string>({
  form,
  poolId,
  shared,
  submit,
}: {
  form: FormState<F>;
  poolId: string;
  shared: SharedFormCopy;
  submit: string;
}) {
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
      </div>
    </>
  );
}
