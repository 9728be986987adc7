// What the site's three form islands (ContactForm, ApplicationForm, WaitlistForm) share: the
// visitor's path from Submit to what they are told, the field messages, the toasts, where focus
// goes, and the hidden fields. Not an island itself: each form is.
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { toast } from 'sonner';
import { LOCALE_FIELD, type FieldProblem, type FormErrorCode } from '#contracts/form-fields.ts';
import type { Locale } from '#contracts/locale.ts';
import {
  checkField,
  checkForm,
  sendForm,
  submissionKeys,
  type FieldProblems,
  type FormSpec,
  type FormValues,
} from '@/lib/form-client';
import type { CountryOption } from '@/lib/countries';
// buttonVariants rather than <Button>: Button merges classes with tailwind-merge (7 KB of
// JavaScript), which the contact page's budget cannot afford and these fixed classes do not need.
import { buttonVariants } from '@/components/ui/Button';
import { Label } from '@/components/ui/Label';
import { Toaster, type ToasterLabels } from '@/components/ui/Toaster';

/** A failed send stays longer: it carries a fallback address someone may want to copy. */
export const DELIVERY_FAILURE_TOAST_MS = 10_000;

/** Title and text of a toast. */
export interface ToastCopy {
  title: string;
  description: string;
}

/** The words every form shows besides its labels, from its page's content. */
export interface FormMessages {
  /** Toast for each failure code, in the spec's words. */
  validation: Record<FormErrorCode, ToastCopy>;
  /** The line under a field to fix; `{max}` is the field's length limit. */
  fieldProblems: Record<'required' | 'invalid_email' | 'too_long' | 'invalid_text', string>;
  /**
   * What an empty required field says instead of `fieldProblems.required`, each in its own
   * words: an empty submit shows one summary (the toast) and a different line under each field.
   */
  requiredFields?: Partial<Record<string, string>>;
  /** Toasts when sending fails; each ends with `emailFallback` and the contact address. */
  delivery: {
    network: ToastCopy;
    server: ToastCopy;
    rejected: ToastCopy;
    /** For a 429 whose answer carries no sentence of its own. */
    rateLimited: ToastCopy;
    emailFallback: string;
  };
  /** The pool forms only: the toast and the line under the country for an excluded country. */
  notAvailable?: ToastCopy;
  /** `{country}` is the country's name. */
  notAvailableField?: string;
  /** The pool forms only: the pool's status changed since the page was built. */
  notOpen?: ToastCopy;
}

/** What every form island takes from its page besides its own copy. */
export interface FormIslandProps {
  /** The page's language: sent with the form, so the outcome page and e-mails are in it. */
  locale: Locale;
  /** The locale figures are written in (localeInfo[locale].numberLocale), for `{max}`. */
  numberLocale: string;
  /** The contact address offered when sending fails (site.email). */
  email: string;
  /** What a screen reader calls the toasts' region and a toast's close button. */
  toastLabels: ToasterLabels;
}

interface FormOptions extends FormIslandProps {
  /** Starts the id of every control (`contact-email`), unique on the page. */
  idPrefix: string;
  messages: FormMessages;
  /** The toast for a stored entry, where the spec asks for one (the contact form). */
  stored?: ToastCopy | undefined;
  /** Each visible field's length limit, for `{max}`. */
  maxLengths: Partial<Record<string, number>>;
  /** The country select's options, to name an excluded country in its message. */
  countries?: readonly CountryOption[];
}

// The controls are uncontrolled on purpose: what was typed before hydration stays in the DOM and
// is read through FormData, exactly as a native post (JavaScript off) sends it.
function readValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * The state and the visitor's path of one form: Submit checks what was typed, refuses an excluded
 * country at once, sends, and says what became of it in a toast; a field to fix is marked, says
 * why under it and takes focus. Nothing typed is cleared except by a stored entry.
 */
export function useForm<F extends string>(
  spec: FormSpec<F>,
  {
    idPrefix,
    messages,
    stored,
    maxLengths,
    countries = [],
    locale,
    numberLocale,
    email,
    toastLabels,
  }: FormOptions,
) {
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<FieldProblems<F>>({});
  /** The country whose residents the pools are not open to, once chosen. */
  const [excluded, setExcluded] = useState<string | undefined>(undefined);
  /** Stored: the confirmation takes the form's place, until the visitor asks for a new form. */
  const [done, setDone] = useState(false);
  // The form as a state, not a ref: the effect below runs again for a new form (another message).
  const [formElement, attachForm] = useState<HTMLFormElement | null>(null);
  /**
   * The form's one summary toast ("Missing Information", "Invalid Email"): each report reuses its
   * id, so sonner replaces the words in place instead of stacking another, however fast the
   * presses; it is dismissed once all is fixed.
   */
  const invalidToastId = `invalid-${useId()}`;
  const invalidToastOpen = useRef(false);
  const [submissions] = useState(() => submissionKeys(spec));
  // Focus moves after the render that re-enables the fields; a disabled field cannot take it.
  const focusNext = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (sending || focusNext.current === null) return;
    focusNext.current.focus();
    focusNext.current = null;
  });
  // Until the island runs, the browser checks the form itself (the server's render has no
  // `novalidate`): an untouched form pressed before hydration stays on the page with the browser's
  // bubble, never a full-page error. From now on the island checks it, with the site's messages;
  // if the visitor already pressed Submit (the browser marks such controls :user-invalid), the
  // same check runs at once, so the site's lines replace the browser's bubble.
  useEffect(() => {
    const form = formElement;
    if (form === null) return;
    form.noValidate = true;
    let pressed = false;
    try {
      pressed = form.querySelector(':user-invalid') !== null;
    } catch {
      // A browser without :user-invalid: nothing to catch up on.
    }
    if (!pressed) return;
    const checked = checkForm(spec, readValues(form));
    if (!checked.ok && checked.kind === 'invalid') {
      reportInvalid(form, checked.code, checked.fields);
      focusNext.current?.focus();
      focusNext.current = null;
    }
    // Once per form element (at hydration): later submits go through handleSubmit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formElement]);

  const countryName = (code: string) => countries.find(([c]) => c === code)?.[1] ?? code;
  const notAvailable = (code: string) =>
    (messages.notAvailableField ?? '').replace('{country}', countryName(code));
  const numbers = new Intl.NumberFormat(numberLocale);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setDone(false);

    // What was typed is checked against the contract before anything is sent.
    const checked = checkForm(spec, readValues(form));
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

    // Sending: the fields are disabled, and the button gets focus back afterwards.
    setProblems({});
    setSending(true);
    focusNext.current = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const outcome = await sendForm(spec, submissions.mark(checked.body));
    setSending(false);

    const { delivery } = messages;
    switch (outcome.kind) {
      case 'stored':
        submissions.stored();
        dismissInvalid();
        setExcluded(undefined);
        setDone(true);
        if (stored !== undefined) toast.success(stored.title, { description: stored.description });
        break;
      case 'invalid':
        reportInvalid(form, outcome.code, outcome.fields);
        break;
      case 'not-available':
        reportNotAvailable(form, outcome.message);
        break;
      case 'not-open':
        reportNotSent(messages.notOpen ?? delivery.rejected);
        break;
      case 'rate-limited':
        reportNotSent({
          title: delivery.rateLimited.title,
          description: outcome.message ?? delivery.rateLimited.description,
        });
        break;
      case 'refused':
        reportNotSent({ title: delivery.rejected.title, description: outcome.message });
        break;
      case 'server-error':
        reportNotSent(delivery.server);
        break;
      case 'unexpected':
        reportNotSent(delivery.rejected);
        break;
      case 'network':
        reportNotSent(delivery.network);
        break;
    }
  }

  function focusField(form: HTMLFormElement, field: string | undefined) {
    // The first control of that name: a radio group's first button.
    focusNext.current =
      field === undefined ? null : form.querySelector<HTMLElement>(`[name="${field}"]`);
  }

  function reportInvalid(form: HTMLFormElement, code: FormErrorCode, fields: FieldProblems<F>) {
    const { title, description } = messages.validation[code];
    // The spec's Missing Information toast is destructive; Invalid Email is a plain toast.
    (code === 'invalid_email' ? toast : toast.error)(title, { id: invalidToastId, description });
    invalidToastOpen.current = true;
    setProblems(fields);
    focusField(form, Object.keys(fields)[0]);
  }

  function dismissInvalid() {
    if (invalidToastOpen.current) toast.dismiss(invalidToastId);
    invalidToastOpen.current = false;
  }

  function reportNotAvailable(form: HTMLFormElement, description: string) {
    const country = readValues(form)['country'] ?? '';
    setExcluded(country === '' ? undefined : country);
    toast.error((messages.notAvailable ?? messages.delivery.rejected).title, { description });
    focusField(form, 'country');
  }

  function reportNotSent({ title, description }: ToastCopy) {
    const body: ReactNode = (
      <>
        {description} {messages.delivery.emailFallback}{' '}
        <a
          href={`mailto:${email}`}
          dir="ltr"
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
  function recheck(field: F, value: string | undefined) {
    if (field === 'country' && spec.excludedCountry !== undefined) {
      setExcluded(value !== undefined && spec.excludedCountry(value) ? value : undefined);
    }
    if (problems[field] === undefined) return;
    const next = { ...problems, [field]: checkField(spec, field, value) };
    setProblems(next);
    // Everything marked is fixed: the summary has nothing left to say.
    if (Object.values(next).every((problem) => problem === undefined)) dismissInvalid();
  }

  function fieldMessage(field: F): string | undefined {
    if (field === 'country' && excluded !== undefined) return notAvailable(excluded);
    const problem: FieldProblem | undefined = problems[field];
    if (problem === undefined || !(problem in messages.fieldProblems)) return undefined;
    const ownWords = problem === 'required' ? messages.requiredFields?.[field] : undefined;
    if (ownWords !== undefined) return ownWords;
    const text = messages.fieldProblems[problem as keyof FormMessages['fieldProblems']];
    return text.replace('{max}', numbers.format(maxLengths[field] ?? 0));
  }

  const idOf = (field: F) => `${idPrefix}-${field}`;

  /** What every visible control carries; the message under it describes it while it is marked. */
  function controlProps(field: F) {
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
    (field: F) =>
    (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement }) =>
      recheck(field, event.currentTarget.value);
  /** Rechecks a checkbox as it is ticked or unticked (an unticked box sends nothing). */
  const onTick = (field: F) => (event: { currentTarget: HTMLInputElement }) =>
    recheck(field, event.currentTarget.checked ? 'on' : undefined);

  function messageUnder(field: F) {
    const message = fieldMessage(field);
    if (message === undefined) return null;
    return (
      <p id={`${idOf(field)}-message`} className="text-sm text-destructive">
        {message}
      </p>
    );
  }

  return {
    idPrefix,
    /** The toasts' labels, for <Toasts>. */
    toastLabels,
    honeypot: spec.honeypot,
    locale,
    sending,
    done,
    /** Back to an empty form after a confirmation (another message). */
    startAgain: () => setDone(false),
    attachForm,
    focusHeading: focusOnMount,
    handleSubmit,
    controlProps,
    onEdit,
    onTick,
    messageUnder,
    idOf,
    action: spec.endpoint,
  };
}

/**
 * The confirmation's heading takes focus as it replaces the form, so a screen reader reads it and
 * the keyboard continues from there.
 */
function focusOnMount(heading: HTMLHeadingElement | null) {
  heading?.focus();
}

/** The form's handlers and helpers, as the forms' parts take them. */
export type FormState<F extends string> = ReturnType<typeof useForm<F>>;

/**
 * Where the form's toasts appear: sonner's Toaster, in the page's flow just above the form, once
 * the island has hydrated (toasts exist only after that). Floating over the page, they covered
 * the form's fields at 1280 px and on a phone; here they push the form down instead.
 */
export function Toasts({ labels }: { labels: ToasterLabels }) {
  // False while rendering on the server and hydrating, true once hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <Toaster labels={labels} /> : null;
}

const noSubscription = () => () => {};

/**
 * The form element, with its toasts above it: posts natively without JavaScript (the browser
 * checks the required fields first), checks and sends in place with it. No `novalidate` here:
 * the island sets it once it runs (useForm).
 */
export function FormElement<F extends string>({
  form,
  confirmation,
  children,
}: {
  form: FormState<F>;
  /** What takes the form's place once stored (its heading gets form.focusHeading). */
  confirmation: ReactNode;
  children: ReactNode;
}) {
  const { attachForm, action, handleSubmit, sending, done, toastLabels } = form;
  return (
    <>
      {/* Before either, and always there: a toast outlives the form it was about. */}
      <Toasts labels={toastLabels} />
      {done ? (
        confirmation
      ) : (
        <form
          ref={attachForm}
          method="post"
          action={action}
          onSubmit={handleSubmit}
          aria-busy={sending || undefined}
          className="grid gap-5 sm:grid-cols-2"
        >
          {children}
        </form>
      )}
    </>
  );
}

/** Send, or the sending text while a send is under way (the button is disabled then). */
export function SubmitButton<F extends string>({
  form,
  submit,
  submitting,
  className,
}: {
  form: FormState<F>;
  submit: string;
  submitting: string;
  className: string;
}) {
  return (
    <button
      type="submit"
      disabled={form.sending}
      className={buttonVariants({ size: 'lg', className })}
    >
      {form.sending ? submitting : submit}
    </button>
  );
}

/** A labelled control with its message under it. */
export function Field<F extends string>({
  form,
  field,
  label,
  className,
  children,
}: {
  form: FormState<F>;
  field: F;
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

/**
 * The page's language, sent with the form (a native post carries it too), and the honeypot:
 * hidden from people and assistive technology; a bot that fills it is answered as if stored.
 */
export function HiddenFields<F extends string>({
  form,
  honeypotLabel,
}: {
  form: FormState<F>;
  honeypotLabel: string;
}) {
  const honeypotId = `${form.idPrefix}-${form.honeypot}`;
  return (
    <>
      <input type="hidden" name={LOCALE_FIELD} value={form.locale} />
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={honeypotId}>{honeypotLabel}</label>
        <input
          type="text"
          id={honeypotId}
          name={form.honeypot}
          tabIndex={-1}
          autoComplete="off"
          disabled={form.sending}
        />
      </div>
    </>
  );
}
