import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type SubmitEvent,
  type ReactNode,
} from 'react';
import { Toaster, toast } from 'sonner';
// sonner's styles as a file of their own, linked when the form hydrates (toasts exist only after
// that), so the page's first response does not carry them. The build removes sonner's run-time
// injection of the same styles (scripts/sonner-styles-as-css.ts).
import toasterStylesheet from 'sonner/dist/styles.css?url';
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  contactMessageSchema,
  type ContactField,
} from '../../../contracts/contact';
import type { ErrorBody } from '../../../contracts/errors';
import { rankIssues } from '../../../contracts/form-fields';
import type { ContactOutcomeMessage, ContactPage } from '@/content/contact';
// buttonVariants rather than <Button>: Button merges classes with tailwind-merge (7 KB of
// JavaScript), which this page's budget cannot afford and these fixed classes do not need.
import { buttonVariants } from '@/components/ui/Button';

/** Where the form posts, with and without JavaScript. */
export const CONTACT_ENDPOINT = '/api/contact';
/** Spec section 9: at most 3 toasts on screen. */
export const VISIBLE_TOASTS = 3;
/** Spec section 9: a toast stays 4000 ms by default. */
export const TOAST_DURATION_MS = 4000;
/** A failed send stays longer: it carries a fallback address someone may want to copy. */
export const DELIVERY_FAILURE_TOAST_MS = 10_000;
/** A send that has not answered by then is treated as a network failure, so the form frees up. */
export const SEND_TIMEOUT_MS = 20_000;

export interface ContactFormProps {
  /** Labels, placeholders, button texts and the failure toasts (contactPage.form). */
  copy: Pick<
    ContactPage['form'],
    'fields' | 'submit' | 'submitting' | 'honeypotLabel' | 'delivery' | 'validation'
  >;
  /** Toast for a stored message. */
  sent: ContactOutcomeMessage;
  /** Toast for a 429 when the server's answer carries no message of its own. */
  rateLimited: ContactOutcomeMessage;
  /** The contact address offered when sending fails (site.email). */
  email: string;
}

type FieldValues = Record<ContactField | typeof CONTACT_HONEYPOT_FIELD, string>;

type ContactToast = ContactOutcomeMessage;

// The inputs are uncontrolled on purpose: text typed before hydration stays in the DOM and is
// read through FormData, and the same <form> posts natively when JavaScript is off.
function readFields(form: HTMLFormElement): FieldValues {
  const data = new FormData(form);
  const read = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: read('name'),
    email: read('email'),
    message: read('message'),
    [CONTACT_HONEYPOT_FIELD]: read(CONTACT_HONEYPOT_FIELD),
  };
}

async function readErrorBody(response: Response): Promise<ErrorBody['error'] | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
    const { error } = body as ErrorBody;
    return typeof error?.code === 'string' && typeof error.message === 'string' ? error : undefined;
  } catch {
    return undefined;
  }
}

function offendingFields(fields: Record<string, string> | undefined): ContactField[] {
  return CONTACT_FIELDS.filter((field) => fields !== undefined && field in fields);
}

// The scroll margin keeps a field's label in view, below the sticky header, when focus moves to it.
const inputClass =
  'w-full scroll-mt-[calc(var(--spacing-header)+2.5rem)] rounded-control border border-line-strong bg-surface px-3.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted hover:border-muted focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand/25 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-muted aria-invalid:border-destructive aria-invalid:focus:outline-destructive/25';

/**
 * The contact form: checks a message with the shared contract, posts it as JSON, and reports
 * every outcome in a toast. Nothing typed is ever cleared except by a 201.
 */
export function ContactForm({ copy, sent, rateLimited, email }: ContactFormProps) {
  useStylesheet(toasterStylesheet);
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState<readonly ContactField[]>([]);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement>>>(
    {},
  );
  // Focus moves after the render that re-enables the fields; a disabled field cannot take it.
  const focusNext = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (sending || focusNext.current === null) return;
    focusNext.current.focus();
    focusNext.current = null;
  });

  function flag(fields: readonly ContactField[]) {
    setInvalid(fields);
    const first = fields[0];
    focusNext.current = (first && fieldRefs.current[first]) ?? null;
  }

  function showValidation(code: string, toastCopy: ContactToast) {
    // The spec's Missing Information toast is destructive; Invalid Email is a plain toast.
    const show = code === 'invalid_email' ? toast : toast.error;
    show(toastCopy.title, { description: toastCopy.description });
  }

  function showDeliveryFailure({ title, description }: ContactToast) {
    const body: ReactNode = (
      <>
        {description} {copy.delivery.emailFallback}{' '}
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

  async function deliver(values: FieldValues, form: HTMLFormElement) {
    let response: Response;
    try {
      response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(values),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch {
      showDeliveryFailure(copy.delivery.network);
      return;
    }

    // Only 201 means stored: a 200 could be a captive portal's login page.
    if (response.status === 201) {
      form.reset();
      setInvalid([]);
      toast.success(sent.title, { description: sent.description });
      return;
    }

    const error = await readErrorBody(response);
    if (response.status === 429) {
      showDeliveryFailure({
        title: rateLimited.title,
        description: error?.message ?? rateLimited.description,
      });
    } else if (response.status >= 500 || error === undefined) {
      showDeliveryFailure(response.status >= 500 ? copy.delivery.server : copy.delivery.rejected);
    } else {
      const code = error.code === 'payload_too_large' ? 'too_long' : error.code;
      const validation =
        code in copy.validation ? copy.validation[code as keyof typeof copy.validation] : undefined;
      if (validation === undefined) {
        showDeliveryFailure({ title: copy.delivery.rejected.title, description: error.message });
      } else {
        showValidation(code, validation);
        flag(offendingFields(error.fields));
      }
    }
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = readFields(form);
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const failure = rankIssues(values, parsed.error.issues, CONTACT_FIELDS);
      showValidation(failure.code, copy.validation[failure.code]);
      flag(offendingFields(failure.fields));
      return;
    }

    setInvalid([]);
    setSending(true);
    // The button loses focus while disabled; give it back when sending ends.
    focusNext.current = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    try {
      await deliver(values, form);
    } finally {
      setSending(false);
    }
  }

  function clearInvalid(field: ContactField) {
    if (invalid.includes(field)) setInvalid(invalid.filter((other) => other !== field));
  }

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    placeholder: copy.fields[field].placeholder,
    required: true,
    disabled: sending,
    'aria-invalid': invalid.includes(field) || undefined,
    onInput: () => clearInvalid(field),
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (element) fieldRefs.current[field] = element;
    },
  });

  const label = (field: ContactField) => (
    <label htmlFor={`contact-${field}`} className="text-sm font-medium text-ink">
      {copy.fields[field].label}
    </label>
  );

  return (
    <>
      <form
        method="post"
        action={CONTACT_ENDPOINT}
        noValidate
        onSubmit={handleSubmit}
        aria-busy={sending || undefined}
        className="grid gap-5 sm:grid-cols-2"
      >
        <div className="flex flex-col gap-2">
          {label('name')}
          <input
            type="text"
            autoComplete="name"
            className={`${inputClass} h-12`}
            {...fieldProps('name')}
          />
        </div>
        <div className="flex flex-col gap-2">
          {label('email')}
          <input
            type="email"
            autoComplete="email"
            spellCheck={false}
            className={`${inputClass} h-12`}
            {...fieldProps('email')}
          />
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          {label('message')}
          <textarea
            rows={6}
            className={`${inputClass} min-h-36 resize-y py-3`}
            {...fieldProps('message')}
          />
        </div>
        {/* Honeypot: hidden from people and assistive technology; a bot that fills it is stored as spam. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={`contact-${CONTACT_HONEYPOT_FIELD}`}>{copy.honeypotLabel}</label>
          <input
            type="text"
            id={`contact-${CONTACT_HONEYPOT_FIELD}`}
            name={CONTACT_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            disabled={sending}
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
          >
            {sending ? copy.submitting : copy.submit}
          </button>
        </div>
      </form>
      <Toaster
        visibleToasts={VISIBLE_TOASTS}
        duration={TOAST_DURATION_MS}
        // At the bottom: focus moves to the first field to fix, near the top, and must stay in view.
        position="bottom-right"
        mobileOffset={{ bottom: '1rem', left: '1rem', right: '1rem' }}
        richColors
        style={toasterTokens}
        toastOptions={{ style: { fontSize: '0.875rem', boxShadow: 'var(--shadow-raised)' } }}
      />
    </>
  );
}

/** Links a stylesheet into the document head once, on mount. */
function useStylesheet(href: string) {
  useEffect(() => {
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    if (linked.some((link) => link.getAttribute('href') === href)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }, [href]);
}

/** Sonner's colour variables pointed at the design tokens (no raw colours here). */
const toasterTokens = {
  fontFamily: 'var(--font-sans)',
  '--border-radius': 'var(--radius-card)',
  '--normal-bg': 'var(--color-surface)',
  '--normal-border': 'var(--color-line)',
  '--normal-text': 'var(--color-ink)',
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'var(--color-success-soft)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-destructive-soft)',
  '--error-border': 'var(--color-destructive-soft)',
  '--error-text': 'var(--color-destructive)',
} as CSSProperties;
