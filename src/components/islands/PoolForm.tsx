// The pool pages' two islands, one shape: ApplicationForm (apply for access to an Open pool) and
// WaitlistForm (join an Upcoming pool's waitlist) are the same form with the application's own
// fields added. Both post natively to their endpoint without JavaScript; with it, they check and
// send in place (site-form.tsx), and a confirmation naming the pool takes the form's place.
import type { ReactNode } from 'react';
import {
  AMOUNT_BANDS,
  APPLICATION_MAX_LENGTHS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN_ATTRIBUTE,
  INVESTOR_TYPES,
  NOT_BLANK_PATTERN,
  WAITLIST_MAX_LENGTHS,
} from '#contracts/form-constants.ts';
import type {
  Application,
  InterestKind,
  InterestReceivedBody,
  WaitlistEntry,
} from '#contracts/interest.ts';
import type { Words } from '@/content/i18n';
import type { CountryOption } from '@/lib/countries';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Confirmation, type ConfirmationProps } from '@/components/ui/Confirmation';
import { Input } from '@/components/ui/Input';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import {
  Field,
  FormShell,
  useSiteForm,
  type FormIslandProps,
  type FormMessages,
  type FormSpec,
  type SiteForm,
} from './site-form';

/** The pool forms' words in the dictionary. */
type FormWords = Words['poolPage']['forms'];

/** A link's words and where it goes. */
interface Link {
  label: string;
  href: string;
}

/** A required checkbox's words: text, and optionally a link within it and text after it. */
interface CheckboxWords {
  text: string;
  link?: Link;
  after?: string;
}

/** What a pool form's page hands its island, all of it in the page's language. */
interface PoolFormProps extends FormIslandProps {
  /** The pool the form registers interest in (sent as the hidden `poolId`). */
  poolId: string;
  /** The honeypot's label and the button's sending text. */
  shared: Pick<FormWords, 'submitting' | 'honeypotLabel'>;
  /** Field messages and toasts. */
  messages: Required<FormMessages>;
  /** What takes the form's place once the entry is stored, the pool named; a link back to its page. */
  confirmation: Pick<ConfirmationProps, 'title' | 'lead' | 'stepsTitle' | 'steps'> & {
    poolLink: Link;
  };
  /** Every country by its name in the page's language, in that language's order. */
  countries: readonly CountryOption[];
  /** Countries whose residents may not register interest: the island answers them at once. */
  excludedCountries: readonly string[];
}

export interface ApplicationFormProps extends PoolFormProps {
  /** Labels of the application's controls, its choices' words and its checkboxes'. */
  copy: Omit<
    FormWords['application'],
    'investorType' | 'amountBand' | 'notUsPerson' | 'riskRead'
  > & {
    investorType: { label: string; options: Words['interest']['investorTypes'] };
    amountBand: { label: string; placeholder: string; options: Words['interest']['amountBands'] };
    notUsPerson: CheckboxWords;
    riskRead: CheckboxWords;
    consent: CheckboxWords;
  };
}

export interface WaitlistFormProps extends PoolFormProps {
  /** Labels of the waitlist's controls and its consent's words. */
  copy: FormWords['waitlist'] & { consent: CheckboxWords };
}

/** A pool form's spec: only a 200 naming this form means stored (not a captive portal's page). */
const poolFormSpec = (kind: InterestKind, endpoint: string): FormSpec => ({
  endpoint,
  stored: (status, body) =>
    status === 200 && (body as Partial<InterestReceivedBody> | null)?.kind === kind,
});

/** The fields a visitor sees, by the contract's names. */
type Shown<T> = Exclude<keyof T, 'poolId' | 'website' | 'locale'> & string;

export const APPLICATION_FORM = poolFormSpec('application', '/api/applications');
export const WAITLIST_FORM = poolFormSpec('waitlist', '/api/waitlist');

type Copy = ApplicationFormProps['copy'] | WaitlistFormProps['copy'];

/**
 * The form both islands draw, in the order a visitor reads it: `first` (the application's name),
 * the e-mail and the country, `middle` (each form's own choices), the boxes to tick, `last`.
 */
function PoolForm<F extends string>({
  form,
  props,
  copy,
  first,
  middle,
  last,
}: {
  form: SiteForm<F | 'email' | 'country' | 'consent' | 'notUsPerson' | 'riskRead'>;
  props: PoolFormProps;
  copy: Copy;
  first?: ReactNode;
  middle: ReactNode;
  last?: ReactNode;
}) {
  const { poolLink, ...confirmation } = props.confirmation;
  return (
    <FormShell
      form={form}
      labels={{ ...props, ...props.shared, submit: copy.submit }}
      confirmation={
        <Confirmation {...confirmation} headingRef={(heading) => heading?.focus()}>
          <Button href={poolLink.href} size="lg" variant="outline">
            {poolLink.label}
          </Button>
        </Confirmation>
      }
    >
      {first}
      <Field form={form} field="email" label={copy.email.label}>
        <Input
          {...form.control('email')}
          type="email"
          // An address reads left to right, on an Arabic page too.
          dir="ltr"
          required
          autoComplete="email"
          spellCheck={false}
          placeholder={copy.email.placeholder}
          maxLength={EMAIL_MAX_LENGTH}
          pattern={EMAIL_PATTERN_ATTRIBUTE}
        />
      </Field>
      <Field form={form} field="country" label={copy.country.label}>
        <Select {...form.control('country')} required autoComplete="country" defaultValue="">
          <option value="">{copy.country.placeholder ?? ''}</option>
          {props.countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      {middle}
      <div className="flex flex-col gap-4 sm:col-span-2">
        {'notUsPerson' in copy ? (
          <>
            <RequiredCheckbox form={form} field="notUsPerson" copy={copy.notUsPerson} />
            <RequiredCheckbox form={form} field="riskRead" copy={copy.riskRead} />
          </>
        ) : null}
        <RequiredCheckbox form={form} field="consent" copy={copy.consent} />
      </div>
      {last}
      <input type="hidden" {...form.register('poolId')} value={props.poolId} />
    </FormShell>
  );
}

/** A required checkbox whose label may hold a link (the risk disclosure, the privacy notice). */
function RequiredCheckbox<F extends string>({
  form,
  field,
  copy,
}: {
  form: SiteForm<F>;
  field: F;
  copy: CheckboxWords;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <Checkbox {...form.control(field)} required />
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

/** Apply for access to an Open pool: who the visitor is, how much they intend, three boxes to tick. */
export function ApplicationForm(props: ApplicationFormProps) {
  const { copy } = props;
  const form = useSiteForm<Shown<Application>>(APPLICATION_FORM, {
    ...props,
    idPrefix: 'application',
    maxLengths: APPLICATION_MAX_LENGTHS,
  });
  return (
    <PoolForm
      form={form}
      props={props}
      copy={copy}
      first={
        <Field form={form} field="name" label={copy.name.label}>
          <Input
            {...form.control('name')}
            dir="auto"
            required
            autoComplete="name"
            pattern={NOT_BLANK_PATTERN}
            maxLength={APPLICATION_MAX_LENGTHS.name}
          />
        </Field>
      }
      middle={
        <>
          <Field form={form} field="amountBand" label={copy.amountBand.label}>
            <Select {...form.control('amountBand')} required defaultValue="">
              <option value="">{copy.amountBand.placeholder}</option>
              {AMOUNT_BANDS.map((band) => (
                <option key={band} value={band}>
                  {copy.amountBand.options[band]}
                </option>
              ))}
            </Select>
          </Field>
          <RadioGroup
            {...form.control('investorType')}
            id={form.idOf('investorType')}
            aria-describedby={undefined}
            required
            legend={copy.investorType.label}
            options={INVESTOR_TYPES.map((value) => ({
              value,
              label: copy.investorType.options[value],
            }))}
            message={form.messageUnder('investorType')}
            messageId={`${form.idOf('investorType')}-message`}
            className="sm:col-span-2"
          />
        </>
      }
      last={
        <Field form={form} field="message" label={copy.message.label} className="sm:col-span-2">
          <Textarea
            {...form.control('message')}
            dir="auto"
            rows={4}
            placeholder={copy.message.placeholder}
            maxLength={APPLICATION_MAX_LENGTHS.message}
          />
        </Field>
      }
    />
  );
}

/** Join an Upcoming pool's waitlist: an e-mail address, the country, consent; a name if liked. */
export function WaitlistForm(props: WaitlistFormProps) {
  const { copy } = props;
  const form = useSiteForm<Shown<WaitlistEntry>>(WAITLIST_FORM, {
    ...props,
    idPrefix: 'waitlist',
    maxLengths: WAITLIST_MAX_LENGTHS,
  });
  return (
    <PoolForm
      form={form}
      props={props}
      copy={copy}
      middle={
        <Field form={form} field="name" label={copy.name.label} className="sm:col-span-2">
          <Input
            {...form.control('name')}
            dir="auto"
            autoComplete="name"
            maxLength={WAITLIST_MAX_LENGTHS.name}
          />
        </Field>
      }
    />
  );
}
