// The site's three form islands (contact, apply, waitlist) on react-hook-form. The library holds
// each form's state: it reads the native controls (uncontrolled, so the same <form> posts without
// JavaScript and what was typed before hydration stays), rechecks a field as it is edited once the
// form was submitted, focuses the first field to fix, and empties the form. This module adds what
// is the site's own: the contract as the resolver, the send, the toasts and the field messages in
// the form's words. The resolver is the contracts' checkForm rather than @hookform/resolvers'
// zodResolver: the spec tells one category of problem at a time (missing, then e-mail, then
// length: the contracts' rankIssues), while zodResolver reports every issue of every field.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { FieldProblem, FormErrorCode } from '#contracts/form-fields.ts';
import type { Locale } from '#contracts/locale.ts';
import type { CountryOption } from '@/lib/countries';
import {
  checkForm,
  codeOf,
  sendForm,
  submissionKeys,
  type FormSpec,
  type FormValues,
} from '@/lib/form-client';
import type { ToasterLabels } from '@/components/ui/Toaster';

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
  /** What an empty required field says instead of `fieldProblems.required`, each in its own words. */
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
  /**
   * Once stored: the contact form empties its fields and says so in this toast (the spec's
   * Message Sent); without it, a confirmation takes the form's place (the pool forms).
   */
  storedToast?: ToastCopy;
}

// The controls are uncontrolled on purpose: what was typed before hydration stays in the DOM,
// and the check reads it through FormData, exactly as a native post (JavaScript off) sends it,
// whatever put it there (a keystroke, autofill, a bot filling the honeypot).
function readValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The fields to fix as the library's errors: each one's type is its problem. */
function asErrors(
  fields: Partial<Record<string, FieldProblem>>,
): Record<string, { type: FieldProblem }> {
  const errors: Record<string, { type: FieldProblem }> = {};
  for (const [field, type] of Object.entries(fields))
    if (type !== undefined) errors[field] = { type };
  return errors;
}

/** The contract as the library's resolver, on the form the library's controls belong to. */
function contractResolver<F extends string>(spec: FormSpec<F>): Resolver<FieldValues> {
  return (_values, _context, { fields }) => {
    // A checkbox's or radio's elements are in `refs`; a text control's is `ref`.
    const form = Object.values(fields)
      .map(({ ref, refs }) => refs?.[0]?.form ?? ('form' in ref ? ref.form : null))
      .find((element) => element instanceof HTMLFormElement);
    const checked = checkForm(spec, form ? readValues(form) : {});
    return checked.ok
      ? { values: checked.body, errors: {} }
      : { values: {}, errors: asErrors(checked.fields) };
  };
}

/**
 * One form's state and the visitor's path: Submit checks what was typed, refuses an excluded
 * country at once, sends with every control disabled, and says what became of it in a toast; a
 * field to fix is marked, says why under it and takes focus. Nothing typed is cleared but by a
 * stored entry.
 */
export function useSiteForm<F extends string>(spec: FormSpec<F>, options: FormOptions) {
  const { idPrefix, messages, maxLengths, countries = [], storedToast, email } = options;
  const [resolver] = useState(() => contractResolver(spec));
  const { register, handleSubmit, setError, setFocus, reset, control, formState } = useForm({
    resolver,
  });
  const { errors } = formState;
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [submissions] = useState(() => submissionKeys(spec));
  const country = useWatch({ control, name: 'country' }) as unknown;
  const excluded =
    typeof country === 'string' && spec.excludedCountry?.(country) === true ? country : undefined;

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
    const problem = Object.values(found)[0]?.type;
    if (typeof problem !== 'string') return;
    const code = codeOf(problem as FieldProblem);
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

  async function send(body: FieldValues, event?: { target: unknown }) {
    const formElement = event?.target instanceof HTMLFormElement ? event.target : null;
    const { delivery, notAvailable = delivery.rejected, notOpen = delivery.rejected } = messages;
    // The server refuses it too; telling the visitor at once saves a round trip and sends nothing.
    if (excluded !== undefined) {
      toast.error(notAvailable.title, { description: notAvailableLine(excluded) });
      setFocus('country');
      return;
    }
    setSending(true);
    focusNext.current = formElement?.querySelector<HTMLElement>('button[type="submit"]') ?? null;
    const outcome = await sendForm(spec, submissions.mark(body));
    setSending(false);
    switch (outcome.kind) {
      case 'stored':
        submissions.stored();
        if (storedToast === undefined) {
          setDone(true);
        } else {
          reset();
          toast.success(storedToast.title, { description: storedToast.description });
        }
        break;
      case 'invalid': {
        const found = asErrors(outcome.fields);
        for (const [field, error] of Object.entries(found)) setError(field, error);
        reportInvalid(found);
        const first = Object.keys(found)[0];
        focusNext.current = first
          ? (formElement?.querySelector(`[name="${first}"]`) ?? null)
          : null;
        break;
      }
      case 'not-available':
        toast.error(notAvailable.title, { description: outcome.message });
        focusNext.current = formElement?.querySelector('[name="country"]') ?? null;
        break;
      case 'not-open':
        reportNotSent(notOpen);
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
