// The site's forms (contact, apply, waitlist): one component draws a form from the list of its
// fields, its state held by react-hook-form, which reads the native controls (uncontrolled: the
// same <form> posts without JavaScript, and what was typed before hydration stays). The check is
// the browser's own, from the controls' attributes (`required`, `maxlength`, `type=email`,
// `pattern`, from the contracts' limits), alike before and after hydration, told one failure code
// at a time in the spec's order. The server checks all again with the Zod contracts; what only it
// sees comes back as a 400 and is marked the same way. Not @hookform/resolvers' zodResolver: it
// tells every issue of every field at once, and would ship the contracts' rules to the browser.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { FormErrorCode } from '#contracts/form-constants.ts';
import {
  EMAIL_PATTERN_ATTRIBUTE as EMAIL_PATTERN,
  FORM_ERROR_CODES,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  NOT_BLANK_PATTERN,
} from '#contracts/form-constants.ts';
import type { Locale } from '#contracts/locale.ts';
import type { Words } from '@/content/i18n';
import type { CountryOption } from '@/lib/countries';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormItem, hintId, messageId } from '@/components/ui/FormItem';
import { Input } from '@/components/ui/Input';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { Toaster, type ToasterLabels } from '@/components/ui/Toaster';
import { problemOf, sendForm, type Control, type FormSpec } from './send-form';

/** A failed send stays longer: it carries a fallback address someone may want to copy. */
export const DELIVERY_FAILURE_TOAST_MS = 10_000;

/** One visible control, named as the contract names it; its length limit comes from the contract. */
export interface FieldSpec {
  name: string;
  kind: 'text' | 'email' | 'select' | 'radio' | 'checkbox' | 'textarea';
  /** The label (a radio group's legend); a box to tick may hold a link. */
  label: ReactNode;
  /** A text control's short example, or a select's empty choice; never in place of the label. */
  placeholder?: string;
  /** A line under the control that stays: what to know before filling it in. */
  hint?: string;
  /** A field the visitor may leave empty (its label says so); every other is required. */
  optional?: boolean;
  /** A select's or radio group's choices: the value posted and its words. */
  options?: readonly (readonly [value: string, label: string])[];
  /** A one-line field across both columns (a radio group, a textarea and the boxes always are). */
  wide?: boolean;
  /** A textarea's height in lines. */
  rows?: number;
}

type PoolFormWords = Words['poolPage']['forms'];

/** The words of a form besides its fields' own, as its dictionary has them. */
export type FormWords = Pick<PoolFormWords, 'submitting' | 'honeypotLabel' | 'delivery'> & {
  submit: string;
  /** The line above the fields saying which are required (each optional one's label says so). */
  requiredNote: string;
  /** The line beside the button saying what pressing it does, when the button alone does not. */
  submitNote?: string;
  /** The line under a field to fix; `{max}` is the field's length limit. */
  fieldProblems: PoolFormWords['fieldProblems'];
  /** What an empty required field says instead of `fieldProblems.required`, each in its own words. */
  requiredFields: Partial<Record<string, string>>;
  /** The pool forms': the line under an excluded country; `{country}` is its name. */
  notAvailableField?: string;
};

/** Toasts (a title and a text each) by the names of the dictionary's outcomes. */
type Toasts<Name extends string> = Record<Name, PoolFormWords['delivery']['network']>;

/**
 * The toasts a send ends in; the contact form's `sent` (Message Sent), the pool forms'
 * `not-available` and `not-open` (the pool's status changed since the page was built).
 */
export type FormOutcomes = Toasts<'error' | 'missing' | 'invalid-email' | 'too-long'> &
  Toasts<'rate-limited'> &
  Partial<Toasts<'sent' | 'not-available' | 'not-open'>>;

/** Each failure code's toast and the line under a field it marks. */
const CODE_WORDS = {
  invalid_request: ['error', 'invalid_text'],
  missing_fields: ['missing', 'required'],
  invalid_email: ['invalid-email', 'invalid_email'],
  too_long: ['too-long', 'too_long'],
} as const satisfies Record<FormErrorCode, readonly [keyof FormOutcomes, string]>;

/** What every form island takes from its page besides its own words. */
export interface FormPageProps {
  /** The page's language: sent with the form, so the outcome page and e-mails are in it. */
  locale: Locale;
  /** How the language writes figures (`format.numberLocale`), for `{max}`. */
  numberLocale: string;
  /** The contact address offered when sending fails (facts.contact.email). */
  email: string;
  /** What a screen reader calls the toasts' region and a toast's close button (`site.chrome`). */
  chrome: ToasterLabels;
}

interface SiteFormProps extends FormPageProps {
  spec: FormSpec;
  /** The visible controls in the order a visitor reads them; a list in the list is boxes to tick. */
  fields: readonly (FieldSpec | readonly FieldSpec[])[];
  /** Values posted with the form besides the page's language (the pool's id). */
  hidden?: Record<string, string>;
  words: FormWords;
  outcomes: FormOutcomes;
  /** The country select's options, to name an excluded country in its message. */
  countries?: readonly CountryOption[];
  /** The pool forms only: countries whose residents may not register interest (ISO codes). */
  excludedCountries?: readonly string[];
  /** Takes the form's place once stored; without it, the form empties and says `outcomes.sent`. */
  confirmation?: ReactNode;
}

/**
 * The browser's checks as the library's resolver, on the form its controls belong to: every
 * problem is found, and the fields of the first code the spec tells are the ones to fix.
 */
const nativeResolver: Resolver = (_values, _context, { fields }) => {
  // A checkbox's or radio's elements are in `refs`; a text control's is `ref`.
  const form = Object.values(fields)
    .map(({ ref, refs }) => refs?.[0]?.form ?? ('form' in ref ? ref.form : null))
    .find((element) => element instanceof HTMLFormElement);
  const found = new Map<string, FormErrorCode>();
  for (const control of (form?.elements ?? []) as Iterable<Control>) {
    if (!control.name || !control.willValidate || found.has(control.name)) continue;
    const code = problemOf(control);
    if (code !== undefined) found.set(control.name, code);
  }
  const first = FORM_ERROR_CODES.find((code) => [...found.values()].includes(code));
  const errors = [...found]
    .filter(([, code]) => code === first)
    .map(([name, type]) => [name, { type }]);
  return { values: {}, errors: Object.fromEntries(errors) };
};

// Whether the island has hydrated: the server's render and the first one in the browser say not.
const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * A form and the visitor's path through it: Submit checks what was typed, refuses an excluded
 * country at once, sends with every control disabled, and says what became of it in a toast; a
 * field to fix is marked, says why under it and takes focus. Nothing typed is cleared but by a
 * stored entry. Its toasts sit above it (sonner's Toaster, in the page's flow once the island has
 * hydrated, so they never cover its fields).
 */
export function SiteForm(props: SiteFormProps) {
  const { spec, fields, words, outcomes, confirmation, email } = props;
  const { hidden = {}, countries = [], excludedCountries = [] } = props;
  const { register, handleSubmit, setError, setFocus, reset, control, formState } = useForm({
    resolver: nativeResolver,
  });
  const { errors } = formState;
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const hydrated = useSyncExternalStore(noSubscription, onClient, onServer);
  const country = useWatch({ control, name: 'country' }) as unknown;
  const excluded =
    typeof country === 'string' && excludedCountries.includes(country) ? country : undefined;

  // The one summary toast ("Missing Information", "Invalid Email"): each report reuses its id, so
  // sonner replaces the words in place however fast the presses, and it goes once all is fixed.
  const summaryId = `invalid-${useId()}`;
  const summaryOpen = useRef(false);
  const marked = Object.keys(errors).length;
  useEffect(() => {
    if (marked > 0 || !summaryOpen.current) return;
    toast.dismiss(summaryId);
    summaryOpen.current = false;
  }, [marked, summaryId]);

  // After a send, focus moves once the controls are enabled again; a disabled one cannot take it.
  const focusNext = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (sending || focusNext.current === null) return;
    focusNext.current.focus();
    focusNext.current = null;
  });

  function reportInvalid(found: FieldErrors) {
    const code = Object.values(found)[0]?.type as FormErrorCode | undefined;
    if (code === undefined) return;
    const { title, description } = outcomes[CODE_WORDS[code][0]];
    // The spec's Missing Information toast is destructive; Invalid Email is a plain toast.
    (code === 'invalid_email' ? toast : toast.error)(title, { id: summaryId, description });
    summaryOpen.current = true;
  }

  // Until the island runs, the browser checks the form itself (the server's render has no
  // `novalidate`): a press before hydration stays on the page with the browser's bubble. From now
  // on the island checks it; if Submit was already pressed (the browser marks such controls
  // :user-invalid), the same check runs at once, so the site's words replace the bubble. A ref
  // callback, run once per form element after its controls registered.
  function enhance(form: HTMLFormElement | null) {
    if (form === null || form.noValidate) return;
    form.noValidate = true;
    let pressed = false;
    try {
      pressed = form.querySelector(':user-invalid') !== null;
    } catch {
      // A browser without :user-invalid: nothing to catch up on.
    }
    if (pressed) void handleSubmit(() => undefined, reportInvalid)();
  }

  const countryName = (code: string) => countries.find(([c]) => c === code)?.[1] ?? code;
  const notAvailableLine = (code: string) =>
    (words.notAvailableField ?? '').replace('{country}', countryName(code));

  async function send(_values: unknown, event?: { target: unknown }) {
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    const visible = (field: string) =>
      form?.querySelector<HTMLElement>(`[name="${field}"]:not([type="hidden"])`) ?? null;
    const { delivery } = words;
    const notAvailable = outcomes['not-available'] ?? delivery.rejected;
    // The server refuses it too; telling the visitor at once saves a round trip and sends nothing.
    if (excluded !== undefined) {
      toast.error(notAvailable.title, { description: notAvailableLine(excluded) });
      setFocus('country');
      return;
    }
    // What a native post would send: text as typed, a ticked box as 'on', an unticked one absent.
    const body = Object.fromEntries(form ? new FormData(form) : []);
    setSending(true);
    focusNext.current = form?.querySelector<HTMLElement>('button[type="submit"]') ?? null;
    const outcome = await sendForm(spec, spec.submissions?.mark(body) ?? body);
    setSending(false);
    if (outcome.kind === 'stored') {
      spec.submissions?.stored();
      if (confirmation !== undefined) return setDone(true);
      reset();
      if (outcomes.sent)
        toast.success(outcomes.sent.title, { description: outcomes.sent.description });
    } else if (outcome.kind === 'invalid') {
      const fields = outcome.fields.filter((field) => visible(field) !== null);
      const error = { type: outcome.code };
      for (const field of fields) setError(field, error);
      reportInvalid({ [fields[0] ?? '']: error });
      focusNext.current = fields[0] === undefined ? null : visible(fields[0]);
    } else if (outcome.kind === 'not-available') {
      toast.error(notAvailable.title, { description: outcome.message });
      focusNext.current = visible('country');
    } else {
      const notSent = {
        ...delivery,
        rateLimited: outcomes['rate-limited'],
        notOpen: outcomes['not-open'] ?? delivery.rejected,
      }[outcome.toast];
      toast.error(notSent.title, {
        description: (
          <>
            {outcome.message ?? notSent.description} {delivery.emailFallback}{' '}
            <a
              href={`mailto:${email}`}
              dir="ltr"
              className="font-semibold whitespace-nowrap underline underline-offset-2"
            >
              {email}
            </a>
            .
          </>
        ),
        duration: DELIVERY_FAILURE_TOAST_MS,
        closeButton: true,
      });
    }
  }

  const numbers = new Intl.NumberFormat(props.numberLocale);
  function fieldMessage(field: string): string | undefined {
    if (field === 'country' && excluded !== undefined) return notAvailableLine(excluded);
    const code = errors[field]?.type as FormErrorCode | undefined;
    if (code === undefined) return undefined;
    const ownWords = code === 'missing_fields' ? words.requiredFields[field] : undefined;
    const text = ownWords ?? words.fieldProblems[CODE_WORDS[code][1]];
    return text.replace('{max}', numbers.format(spec.maxLengths[field] ?? 0));
  }

  const idOf = (field: string) => `${spec.id}-${field}`;

  /** A control with its label, its hint and, while it is to be fixed, the line that says why. */
  function draw({
    name,
    kind,
    label,
    placeholder,
    hint,
    optional,
    options = [],
    ...field
  }: FieldSpec) {
    const id = idOf(name);
    const message = fieldMessage(name);
    const describedBy = [hint && hintId(id), message && messageId(id)].filter(Boolean).join(' ');
    const attributes = {
      ...register(name),
      id,
      required: !optional,
      // A field named as an autofill token is filled as that.
      autoComplete: ['name', 'email', 'country'].includes(name) ? name : undefined,
      disabled: sending,
      'aria-invalid': message !== undefined || undefined,
      'aria-describedby': describedBy || undefined,
    };
    const text = { ...attributes, placeholder, maxLength: spec.maxLengths[name] };
    if (kind === 'radio') {
      const { 'aria-describedby': _, ...radio } = attributes;
      return (
        <RadioGroup
          key={name}
          {...radio}
          legend={label}
          options={options}
          message={message}
          className="sm:col-span-2"
        />
      );
    }
    const wide = field.wide || kind === 'textarea';
    return (
      <FormItem
        key={name}
        id={id}
        label={label}
        hint={hint}
        message={message}
        choice={kind === 'checkbox'}
        className={wide ? 'sm:col-span-2' : undefined}
      >
        {kind === 'checkbox' ? (
          <Checkbox {...attributes} />
        ) : kind === 'select' ? (
          <Select {...attributes} defaultValue="">
            <option value="">{placeholder ?? ''}</option>
            {options.map(([value, choice]) => (
              <option key={value} value={value}>
                {choice}
              </option>
            ))}
          </Select>
        ) : kind === 'textarea' ? (
          <Textarea {...text} dir="auto" rows={field.rows} />
        ) : kind === 'email' ? (
          // An address reads left to right, on an Arabic page too.
          <Input {...text} type="email" dir="ltr" spellCheck={false} pattern={EMAIL_PATTERN} />
        ) : (
          <Input {...text} dir="auto" pattern={optional ? undefined : NOT_BLANK_PATTERN} />
        )}
      </FormItem>
    );
  }

  return (
    <>
      {/* Before either, and always there: a toast outlives the form it was about. */}
      {hydrated ? <Toaster labels={props.chrome} /> : null}
      {done ? (
        confirmation
      ) : (
        <form
          ref={enhance}
          method="post"
          action={spec.endpoint}
          onSubmit={(event) => void handleSubmit(send, reportInvalid)(event)}
          aria-busy={sending || undefined}
          className="grid gap-5 sm:grid-cols-2"
        >
          <p className="text-sm text-muted sm:col-span-2">{words.requiredNote}</p>
          {fields.map((field) =>
            'name' in field ? (
              draw(field)
            ) : (
              <div key={field[0]?.name} className="flex flex-col gap-4 sm:col-span-2">
                {field.map(draw)}
              </div>
            ),
          )}
          {Object.entries({ ...hidden, [LOCALE_FIELD]: props.locale }).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {/* Hidden from people and assistive technology; a bot that fills it is answered as if stored. */}
          <div aria-hidden="true" className="sr-only">
            <label htmlFor={idOf(HONEYPOT_FIELD)}>{words.honeypotLabel}</label>
            <input
              type="text"
              id={idOf(HONEYPOT_FIELD)}
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              disabled={sending}
            />
          </div>
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:gap-5">
            <Button
              type="submit"
              size="lg"
              disabled={sending}
              aria-describedby={words.submitNote === undefined ? undefined : idOf('submit-note')}
              className="w-full shrink-0 sm:w-auto"
            >
              {sending ? words.submitting : words.submit}
            </Button>
            {/* Said where the decision is made, in one quiet line: not a second risk module. */}
            {words.submitNote === undefined ? null : (
              <p id={idOf('submit-note')} className="text-sm text-pretty text-muted">
                {words.submitNote}
              </p>
            )}
          </div>
        </form>
      )}
    </>
  );
}
