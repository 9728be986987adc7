import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { preinit } from 'react-dom';
import { toast } from 'sonner';
// sonner's styles as a file of their own, linked when the form hydrates (toasts exist only after
// that), so the page's first response does not carry them. The build removes sonner's run-time
// injection of the same styles (scripts/sonner-styles-as-css.ts).
import toasterStylesheet from 'sonner/dist/styles.css?url';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MAX_LENGTHS,
  type ContactField,
} from '#contracts/contact.ts';
import type { FormErrorCode } from '#contracts/form-fields.ts';
import type { ContactOutcomeMessage, ContactPage } from '@/content/contact';
import {
  CONTACT_ENDPOINT,
  checkContactField,
  checkContactMessage,
  sendContactMessage,
  type FieldProblems,
} from '@/lib/contact-client';
// buttonVariants rather than <Button>: Button merges classes with tailwind-merge (7 KB of
// JavaScript), which this page's budget cannot afford and these fixed classes do not need.
import { buttonVariants } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Textarea } from '@/components/ui/Textarea';
import { Toaster } from '@/components/ui/Toaster';

/** A failed send stays longer: it carries a fallback address someone may want to copy. */
export const DELIVERY_FAILURE_TOAST_MS = 10_000;

export interface ContactFormProps {
  /** Labels, placeholders, button texts, the field messages and the toasts (contactPage.form). */
  copy: Pick<
    ContactPage['form'],
    | 'fields'
    | 'submit'
    | 'submitting'
    | 'honeypotLabel'
    | 'delivery'
    | 'validation'
    | 'fieldProblems'
  >;
  /** Toast for a stored message. */
  sent: ContactOutcomeMessage;
  /** Toast for a 429 when the server's answer carries no message of its own. */
  rateLimited: ContactOutcomeMessage;
  /** The contact address offered when sending fails (site.email). */
  email: string;
}

// The inputs are uncontrolled on purpose: text typed before hydration stays in the DOM and is
// read through FormData, and the same <form> posts natively when JavaScript is off.
function readFields(form: HTMLFormElement): Record<string, string> {
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

/**
 * The contact form: the visitor types, presses Send, and is told in a toast what became of the
 * message; a field to fix is marked, says why under it, and takes focus. Nothing typed is ever
 * cleared except by a stored message.
 */
export function ContactForm({ copy, sent, rateLimited, email }: ContactFormProps) {
  // In an effect, not during render: rendered on the server, the link would be in the page's HTML.
  useEffect(() => preinit(toasterStylesheet, { as: 'style', precedence: 'default' }), []);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  // Focus moves after the render that re-enables the fields; a disabled field cannot take it.
  const focusNext = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (sending || focusNext.current === null) return;
    focusNext.current.focus();
    focusNext.current = null;
  });

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;

    // What was typed is checked against the contract before anything is sent.
    const checked = checkContactMessage(readFields(form));
    if (!checked.ok) {
      reportInvalid(form, checked.code, checked.fields);
      return;
    }

    // Sending: the fields are disabled, and the button gets focus back afterwards.
    setProblems({});
    setSending(true);
    focusNext.current = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const outcome = await sendContactMessage(checked.message);
    setSending(false);

    switch (outcome.kind) {
      case 'sent':
        form.reset();
        toast.success(sent.title, { description: sent.description });
        break;
      case 'invalid':
        reportInvalid(form, outcome.code, outcome.fields);
        break;
      case 'rate-limited':
        reportNotSent({
          title: rateLimited.title,
          description: outcome.message ?? rateLimited.description,
        });
        break;
      case 'refused':
        reportNotSent({ title: copy.delivery.rejected.title, description: outcome.message });
        break;
      case 'server-error':
        reportNotSent(copy.delivery.server);
        break;
      case 'unexpected':
        reportNotSent(copy.delivery.rejected);
        break;
      case 'network':
        reportNotSent(copy.delivery.network);
        break;
    }
  }

  function reportInvalid(form: HTMLFormElement, code: FormErrorCode, fields: FieldProblems) {
    const { title, description } = copy.validation[code];
    // The spec's Missing Information toast is destructive; Invalid Email is a plain toast.
    (code === 'invalid_email' ? toast : toast.error)(title, { description });
    setProblems(fields);
    const first = Object.keys(fields)[0];
    const control = first === undefined ? null : form.elements.namedItem(first);
    focusNext.current = control instanceof HTMLElement ? control : null;
  }

  function reportNotSent({ title, description }: ContactOutcomeMessage) {
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

  // A marked field is checked again as it is edited: its message goes once the value is fine.
  function recheck(field: ContactField, value: string) {
    if (problems[field] === undefined) return;
    setProblems({ ...problems, [field]: checkContactField(field, value) });
  }

  function fieldMessage(field: ContactField): string | undefined {
    const problem = problems[field];
    if (problem === undefined || !(problem in copy.fieldProblems)) return undefined;
    const text = copy.fieldProblems[problem as keyof typeof copy.fieldProblems];
    return text.replace('{max}', CONTACT_MAX_LENGTHS[field].toLocaleString('en-US'));
  }

  // What every visible control carries; the message under it describes it while it is marked.
  function controlProps(name: ContactField) {
    const id = `contact-${name}`;
    return {
      id,
      name,
      placeholder: copy.fields[name].placeholder,
      required: true,
      disabled: sending,
      'aria-invalid': problems[name] !== undefined || undefined,
      'aria-describedby': fieldMessage(name) === undefined ? undefined : `${id}-message`,
      onInput: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
        recheck(name, event.currentTarget.value),
    };
  }

  const label = (name: ContactField) => (
    <Label htmlFor={`contact-${name}`}>{copy.fields[name].label}</Label>
  );

  function messageUnder(name: ContactField) {
    const message = fieldMessage(name);
    if (message === undefined) return null;
    return (
      <p id={`contact-${name}-message`} className="text-sm text-destructive">
        {message}
      </p>
    );
  }

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
          <Input autoComplete="name" {...controlProps('name')} />
          {messageUnder('name')}
        </div>
        <div className="flex flex-col gap-2">
          {label('email')}
          <Input type="email" autoComplete="email" spellCheck={false} {...controlProps('email')} />
          {messageUnder('email')}
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          {label('message')}
          <Textarea rows={6} {...controlProps('message')} />
          {messageUnder('message')}
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
      <Toaster />
    </>
  );
}
