// The site's form islands (contact, apply, waitlist) on react-hook-form, and the parts each draws
// around its fields. The library holds the state: it reads the native controls (uncontrolled, so
// the same <form> posts without JavaScript and what was typed before hydration stays), rechecks a
// marked field as it is edited, focuses and empties. The check is the browser's own, from the
// controls' attributes (`required`, `maxlength`, `type=email`, `pattern`, from the contracts'
// limits), so a form checks alike before and after hydration, told one category at a time as the
// spec orders its toasts (missing, then e-mail, then length). The server checks all again with the
// Zod contracts; what only it sees comes back as a 400 and is marked the same way. Not
// @hookform/resolvers' zodResolver: it tells every issue of every field at once, and would ship
// the contracts' rules to the browser.
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { FieldProblem, FormErrorCode } from '#contracts/form-constants.ts';
import {
  FORM_ERROR_CODES,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  PROBLEM_CODE,
} from '#contracts/form-constants.ts';
import type { Locale } from '#contracts/locale.ts';
import type { Words } from '@/content/i18n';
import type { CountryOption } from '@/lib/countries';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Label';
import { Toaster, type ToasterLabels } from '@/components/ui/Toaster';
import { PROBLEM_BY_CODE, sendForm, type FormSpec } from './send-form';

export type { FormSpec } from './send-form';

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
  fieldProblems: Words['poolPage']['forms']['fieldProblems'];
  /** What an empty required field says instead of `fieldProblems.required`, each in its own words. */
  requiredFields?: Partial<Record<string, string>>;
  /** Toasts when sending fails; each ends with `emailFallback` and the contact address. */
  delivery: Words['poolPage']['forms']['delivery'] & { rateLimited: ToastCopy };
  /** The pool forms only: the toast for an excluded country. */
  notAvailable?: ToastCopy;
  /** The line under the country for an excluded one; `{country}` is its name. */
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
  /** Each visible field's length limit, for `{max}`. */
  maxLengths: Partial<Record<string, number>>;
  /** The country select's options, to name an excluded country in its message. */
  countries?: readonly CountryOption[];
  /** The pool forms only: countries whose residents may not register interest (ISO codes). */
  excludedCountries?: readonly string[];
  /** Once stored, the contact form empties and says this (Message Sent); else a confirmation shows. */
  storedToast?: ToastCopy;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the browser's own checks find wrong with a control, in the contracts' terms. */
function problemOf(control: Control): FieldProblem | undefined {
  const { validity, value, type } = control;
  // Only spaces is as missing as nothing: NOT_BLANK_PATTERN says so, but a textarea has no pattern.
  const text = type !== 'checkbox' && type !== 'radio';
  if (validity.valueMissing || (control.required && text && value.trim() === '')) return 'required';
  if (type === 'email' && (validity.typeMismatch || validity.patternMismatch)) {
    return 'invalid_email';
  }
  if (validity.patternMismatch) return 'required';
  // The browser stops typing at `maxlength`; a value a script put there is caught here.
  const limit = 'maxLength' in control ? control.maxLength : -1;
  if (validity.tooLong || (limit >= 0 && value.length > limit)) return 'too_long';
  return undefined;
}

/**
 * The browser's checks as the library's resolver, on the form its controls belong to: every
 * problem is found, and the fields of the first category the spec tells are the ones to fix.
 */
const nativeResolver: Resolver = (_values, _context, { fields }) => {
  // A checkbox's or radio's elements are in `refs`; a text control's is `ref`.
  const form = Object.values(fields)
    .map(({ ref, refs }) => refs?.[0]?.form ?? ('form' in ref ? ref.form : null))
    .find((element) => element instanceof HTMLFormElement);
  const found: Record<string, FieldProblem> = {};
  for (const control of (form?.elements ?? []) as Iterable<Control>) {
    if (!control.name || !control.willValidate || control.name in found) continue;
    const problem = problemOf(control);
    if (problem !== undefined) found[control.name] = problem;
  }
  const code = FORM_ERROR_CODES.find((c) =>
    Object.values(found).some((p) => PROBLEM_CODE[p] === c),
  );
  const errors = Object.entries(found)
    .filter(([, problem]) => PROBLEM_CODE[problem] === code)
    .map(([field, type]) => [field, { type }]);
  return { values: {}, errors: Object.fromEntries(errors) };
};

/**
 * One form's state and the visitor's path: Submit checks what was typed, refuses an excluded
 * country at once, sends with every control disabled, and says what became of it in a toast; a
 * field to fix is marked, says why under it and takes focus. Nothing typed is cleared but by a
 * stored entry.
 */
export function useSiteForm<F extends string>(spec: FormSpec, options: FormOptions) {
  const { idPrefix, messages, maxLengths, countries = [], excludedCountries = [] } = options;
  const { storedToast, email } = options;
  const { register, handleSubmit, setError, setFocus, reset, control, formState } = useForm({
    resolver: nativeResolver,
  });
  const { errors } = formState;
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
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
    const problem = Object.values(found)[0]?.type as FieldProblem | undefined;
    if (problem === undefined) return;
    const code = PROBLEM_CODE[problem];
    const { title, description } = messages.validation[code];
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
    (messages.notAvailableField ?? '').replace('{country}', countryName(code));

  function reportNotSent({ title, description }: ToastCopy) {
    toast.error(title, {
      description: (
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
      ),
      duration: DELIVERY_FAILURE_TOAST_MS,
      closeButton: true,
    });
  }

  async function send(_values: unknown, event?: { target: unknown }) {
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    const visible = (field: string) =>
      form?.querySelector<HTMLElement>(`[name="${field}"]:not([type="hidden"])`) ?? null;
    const { delivery, notAvailable = delivery.rejected, notOpen = delivery.rejected } = messages;
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
      if (storedToast === undefined) return setDone(true);
      reset();
      toast.success(storedToast.title, { description: storedToast.description });
    } else if (outcome.kind === 'invalid') {
      const fields = outcome.fields.filter((field) => visible(field) !== null);
      const error = { type: PROBLEM_BY_CODE[outcome.code] };
      for (const field of fields) setError(field, error);
      reportInvalid({ [fields[0] ?? '']: error });
      focusNext.current = fields[0] === undefined ? null : visible(fields[0]);
    } else if (outcome.kind === 'not-available') {
      toast.error(notAvailable.title, { description: outcome.message });
      focusNext.current = visible('country');
    } else {
      const copy = outcome.toast === 'notOpen' ? notOpen : delivery[outcome.toast];
      reportNotSent({ title: copy.title, description: outcome.message ?? copy.description });
    }
  }

  const numbers = new Intl.NumberFormat(options.numberLocale);
  function fieldMessage(field: F): string | undefined {
    if (field === 'country' && excluded !== undefined) return notAvailableLine(excluded);
    const problem = errors[field]?.type;
    if (typeof problem !== 'string' || !(problem in messages.fieldProblems)) return undefined;
    const ownWords = problem === 'required' ? messages.requiredFields?.[field] : undefined;
    if (ownWords !== undefined) return ownWords;
    const text = messages.fieldProblems[problem as keyof FormMessages['fieldProblems']];
    return text.replace('{max}', numbers.format(maxLengths[field] ?? 0));
  }

  const idOf = (field: string) => `${idPrefix}-${field}`;

  return {
    sending,
    done,
    idOf,
    register,
    /** The form element's own props. */
    formProps: {
      ref: enhance,
      method: 'post',
      action: spec.endpoint,
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => handleSubmit(send, reportInvalid)(event),
      'aria-busy': sending || undefined,
    },
    /** What every visible control carries; the line under it describes it while it is marked. */
    control(field: F) {
      const marked = fieldMessage(field) !== undefined;
      return {
        ...register(field),
        id: idOf(field),
        disabled: sending,
        'aria-invalid': marked || undefined,
        'aria-describedby': marked ? `${idOf(field)}-message` : undefined,
      };
    },
    /** The line under a field while it is to be fixed. */
    messageUnder(field: F) {
      const message = fieldMessage(field);
      if (message === undefined) return null;
      return (
        <p id={`${idOf(field)}-message`} className="text-sm text-destructive">
          {message}
        </p>
      );
    },
  };
}

/** The form's state, as the forms' parts take it. */
export type SiteForm<F extends string> = ReturnType<typeof useSiteForm<F>>;

const noSubscription = () => () => {};

/**
 * The form with its toasts above it (sonner's Toaster, in the page's flow once the island has
 * hydrated, so toasts never cover its fields), its hidden fields (the page's language, the
 * honeypot) and its button; or, once stored, what takes its place.
 */
export function FormShell<F extends string>({
  form,
  labels,
  confirmation,
  children,
}: {
  form: SiteForm<F>;
  labels: FormIslandProps & { submit: string; submitting: string; honeypotLabel: string };
  confirmation?: ReactNode;
  children: ReactNode;
}) {
  const { sending, register, idOf } = form;
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <>
      {/* Before either, and always there: a toast outlives the form it was about. */}
      {hydrated ? <Toaster labels={labels.toastLabels} /> : null}
      {form.done ? (
        confirmation
      ) : (
        <form {...form.formProps} className="grid gap-5 sm:grid-cols-2">
          {children}
          <input type="hidden" {...register(LOCALE_FIELD)} value={labels.locale} />
          {/* Hidden from people and assistive technology; a bot that fills it is answered as if stored. */}
          <div aria-hidden="true" className="sr-only">
            <label htmlFor={idOf(HONEYPOT_FIELD)}>{labels.honeypotLabel}</label>
            <input
              type="text"
              id={idOf(HONEYPOT_FIELD)}
              {...register(HONEYPOT_FIELD)}
              tabIndex={-1}
              autoComplete="off"
              disabled={sending}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
              {sending ? labels.submitting : labels.submit}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

/** A labelled control with its line under it. */
export function Field<F extends string>({
  form,
  field,
  label,
  className,
  children,
}: {
  form: SiteForm<F>;
  field: F;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={form.idOf(field)}>{label}</Label>
      {children}
      {form.messageUnder(field)}
    </div>
  );
}
