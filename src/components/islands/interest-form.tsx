// What the two pool forms (ApplicationForm, WaitlistForm) share: the visitor's path from Submit to
// what they are told, the field messages, and the controls. Not an island itself: each form is.
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { preinit } from 'react-dom';
import { toast } from 'sonner';
// sonner's styles as a file of their own, linked when the form hydrates (see ContactForm.tsx).
import toasterStylesheet from 'sonner/dist/styles.css?url';
import type { FieldProblem, FormErrorCode } from '#contracts/form-fields.ts';
import {
  INTEREST_HONEYPOT_FIELD,
  isExcludedCountry,
  type InterestKind,
} from '#contracts/interest.ts';
import type { PoolPageCopy } from '@/content/pool-page';
import {
  INTEREST_ENDPOINTS,
  checkInterest,
  checkInterestField,
  sendInterest,
  type FieldProblems,
  type InterestField,
  type InterestValues,
} from '@/lib/interest-client';
import { buttonVariants } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { Toaster } from '@/components/ui/Toaster';
import { COUNTRY_OPTIONS } from '@/lib/countries';

/** A failed send stays longer: it carries a fallback address someone may want to copy. */
export const DELIVERY_FAILURE_TOAST_MS = 10_000;

/** The words both forms share (poolPageCopy.forms without the per-form labels). */
export type SharedFormCopy = Omit<PoolPageCopy['forms'], 'application' | 'waitlist'>;

export interface InterestFormProps {
  /** The pool the form registers interest in (sent as the hidden `poolId`). */
  poolId: string;
  /** Field messages, toasts and the button's sending text. */
  shared: SharedFormCopy;
  /** The contact address offered when sending fails (site.email). */
  email: string;
}

// The controls are uncontrolled on purpose: what was typed before hydration stays in the DOM and
// is read through FormData, exactly as a native post (JavaScript off) sends it.
function readValues(form: HTMLFormElement): InterestValues {
  const values: InterestValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * The state and the visitor's path of one form: Submit checks what was typed, refuses an excluded
 * country at once, sends, and says what became of it; a field to fix is marked, says why under
 * it and takes focus. Nothing typed is cleared except by a stored entry.
 */
export function useInterestForm(
  kind: InterestKind,
  { shared, email }: Omit<InterestFormProps, 'poolId'>,
  received: { title: string; description: string },
  maxLengths: Partial<Record<InterestField, number>>,
) {
  // In an effect, not during render: rendered on the server, the link would be in the page's HTML.
  useEffect(() => preinit(toasterStylesheet, { as: 'style', precedence: 'default' }), []);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  /** The country whose residents the pools are not open to, once chosen. */
  const [excluded, setExcluded] = useState<string | undefined>(undefined);
  /** The last stored entry's notice, until the visitor starts on a new one. */
  const [done, setDone] = useState(false);
  // Focus moves after the render that re-enables the fields; a disabled field cannot take it.
  const focusNext = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (sending || focusNext.current === null) return;
    focusNext.current.focus();
    focusNext.current = null;
  });

  const countryName = (code: string) => COUNTRY_OPTIONS.find(([c]) => c === code)?.[1] ?? code;
  const notAvailable = (code: string) =>
    shared.notAvailableField.replace('{country}', countryName(code));

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setDone(false);

    const checked = checkInterest(kind, readValues(form));
    if (!checked.ok) {
      if (checked.kind === 'not-available') {
        reportNotAvailable(form, notAvailable(readValues(form)['country'] ?? ''));
      } else {
        reportInvalid(form, checked.code, checked.fields);
      }
      // Nothing was sent, so no render re-enables the fields: move focus now, not after one.
      focusNext.current?.focus();
      focusNext.current = null;
      return;
    }

    setProblems({});
    setSending(true);
    focusNext.current = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const outcome = await sendInterest(kind, checked.body);
    setSending(false);

    switch (outcome.kind) {
      case 'received':
        form.reset();
        setExcluded(undefined);
        setDone(true);
        toast.success(received.title, { description: received.description });
        break;
      case 'invalid':
        reportInvalid(form, outcome.code, outcome.fields);
        break;
      case 'not-available':
        reportNotAvailable(form, outcome.message);
        break;
      case 'not-open':
        reportNotSent(shared.notOpen);
        break;
      case 'rate-limited':
        reportNotSent({
          title: shared.delivery.rateLimited.title,
          description: outcome.message ?? shared.delivery.rateLimited.description,
        });
        break;
      case 'refused':
        reportNotSent({ title: shared.delivery.rejected.title, description: outcome.message });
        break;
      case 'server-error':
        reportNotSent(shared.delivery.server);
        break;
      case 'unexpected':
        reportNotSent(shared.delivery.rejected);
        break;
      case 'network':
        reportNotSent(shared.delivery.network);
        break;
    }
  }

  function focusField(form: HTMLFormElement, field: string | undefined) {
    // The first control of that name: a radio group's first button.
    focusNext.current =
      field === undefined ? null : form.querySelector<HTMLElement>(`[name="${field}"]`);
  }

  function reportInvalid(form: HTMLFormElement, code: FormErrorCode, fields: FieldProblems) {
    const { title, description } = shared.validation[code];
    (code === 'invalid_email' ? toast : toast.error)(title, { description });
    setProblems(fields);
    focusField(form, Object.keys(fields)[0]);
  }

  function reportNotAvailable(form: HTMLFormElement, description: string) {
    const country = readValues(form)['country'] ?? '';
    setExcluded(country === '' ? undefined : country);
    toast.error(shared.notAvailable.title, { description });
    focusField(form, 'country');
  }

  function reportNotSent({ title, description }: { title: string; description: string }) {
    const body: ReactNode = (
      <>
        {description} {shared.delivery.emailFallback}{' '}
        <a
          href={`mailto:${email}`}
          className="font-semibold whitespace-nowrap underline underline-offset-2"
        >
          {email}
        </a>
        .
      </>
    );
    toast.error(title, {
      description: body,
      duration: DELIVERY_FAILURE_TOAST_MS,
      closeButton: true,
    });
  }

  // A marked field is checked again as it is edited: its message goes once the value is fine.
  function recheck(field: InterestField, value: string | undefined) {
    if (field === 'country') {
      setExcluded(value !== undefined && isExcludedCountry(value) ? value : undefined);
    }
    if (problems[field] === undefined) return;
    setProblems({ ...problems, [field]: checkInterestField(kind, field, value) });
  }

  function fieldMessage(field: InterestField): string | undefined {
    if (field === 'country' && excluded !== undefined) return notAvailable(excluded);
    const problem: FieldProblem | undefined = problems[field];
    if (problem === undefined || !(problem in shared.fieldProblems)) return undefined;
    const text = shared.fieldProblems[problem as keyof typeof shared.fieldProblems];
    return text.replace('{max}', (maxLengths[field] ?? 0).toLocaleString('en-US'));
  }

  const idOf = (field: InterestField) => `${kind}-${field}`;

  /** What every visible control carries; the message under it describes it while it is marked. */
  function controlProps(field: InterestField) {
    const message = fieldMessage(field);
    return {
      id: idOf(field),
      name: field,
      disabled: sending,
      'aria-invalid': message !== undefined || undefined,
      'aria-describedby': message === undefined ? undefined : `${idOf(field)}-message`,
    };
  }

  /** Rechecks a text control or a select as it changes. */
  const onEdit =
    (field: InterestField) =>
    (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement }) =>
      recheck(field, event.currentTarget.value);
  /** Rechecks a checkbox as it is ticked or unticked (an unticked box sends nothing). */
  const onTick = (field: InterestField) => (event: { currentTarget: HTMLInputElement }) =>
    recheck(field, event.currentTarget.checked ? 'on' : undefined);

  function messageUnder(field: InterestField) {
    const message = fieldMessage(field);
    if (message === undefined) return null;
    return (
      <p id={`${idOf(field)}-message`} className="text-sm text-destructive">
        {message}
      </p>
    );
  }

  return {
    sending,
    done,
    handleSubmit,
    controlProps,
    onEdit,
    onTick,
    messageUnder,
    idOf,
    action: INTEREST_ENDPOINTS[kind],
  };
}

/** The form's handlers and helpers, as the forms' parts take them. */
export type InterestFormState = ReturnType<typeof useInterestForm>;

/** A labelled control with its message under it. */
export function Field({
  form,
  field,
  label,
  className,
  children,
}: {
  form: InterestFormState;
  field: InterestField;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-2 ${className ?? ''}`}>
      <Label htmlFor={form.idOf(field)}>{label}</Label>
      {children}
      {form.messageUnder(field)}
    </div>
  );
}

/** The country select: an empty first choice, then every country by English name. */
export function CountrySelect({
  form,
  placeholder,
}: {
  form: InterestFormState;
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
      {COUNTRY_OPTIONS.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </Select>
  );
}

/** A required checkbox whose label may hold a link (the risk disclosure, the privacy notice). */
export function RequiredCheckbox({
  form,
  field,
  copy,
}: {
  form: InterestFormState;
  field: InterestField;
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

/** The hidden pool id, the honeypot, the submit button and the stored-entry notice. */
export function FormFooter({
  form,
  poolId,
  shared,
  submit,
  received,
}: {
  form: InterestFormState;
  poolId: string;
  shared: SharedFormCopy;
  submit: string;
  received: { title: string; description: string };
}) {
  return (
    <>
      <input type="hidden" name="poolId" value={poolId} />
      {/* Honeypot: hidden from people and assistive technology; a bot that fills it gets a success and nothing is kept. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={form.idOf('name') + '-' + INTEREST_HONEYPOT_FIELD}>
          {shared.honeypotLabel}
        </label>
        <input
          type="text"
          id={form.idOf('name') + '-' + INTEREST_HONEYPOT_FIELD}
          name={INTEREST_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          disabled={form.sending}
        />
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <button
          type="submit"
          disabled={form.sending}
          className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto sm:self-start' })}
        >
          {form.sending ? shared.submitting : submit}
        </button>
        <p role="status" className="text-sm text-success empty:hidden">
          {form.done ? `${received.title}. ${received.description}` : ''}
        </p>
      </div>
      <Toaster />
    </>
  );
}
