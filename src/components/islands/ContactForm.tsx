import type { ContactCreatedBody } from '#contracts/contact.ts';
import {
  CONTACT_MAX_LENGTHS,
  EMAIL_PATTERN_ATTRIBUTE,
  NOT_BLANK_PATTERN,
  SUBMISSION_FIELD,
  type ContactField,
} from '#contracts/form-constants.ts';
import type { ContactOutcomeMessage, ContactPage } from '@/content/contact';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { Field, FormShell, useSiteForm, type FormIslandProps, type FormSpec } from './site-form';

/**
 * The keys of one form's submissions: the same values sent again (a retry after no answer, when
 * the first send may have been stored) carry the same key, so the server keeps them once; other
 * values, or the same ones after a stored send, are a new submission with a new key.
 */
export function submissionKeys(field: string) {
  let last: { values: string; key: string } | undefined;
  return {
    /** `body` with its submission's key, when the browser can make one. */
    mark(body: Record<string, unknown>): Record<string, unknown> {
      // randomUUID exists only in secure contexts (HTTPS, localhost): elsewhere, send no key.
      if (typeof crypto.randomUUID !== 'function') return body;
      const values = JSON.stringify(body);
      if (last?.values !== values) last = { values, key: crypto.randomUUID() };
      return { ...body, [field]: last.key };
    },
    /** The last submission was stored: the same words typed again are a new message. */
    stored() {
      last = undefined;
    },
  };
}

/** Only a 201 with the API's body is stored; a retry of a send whose answer was lost is kept once. */
export const CONTACT_FORM: FormSpec = {
  endpoint: '/api/contact',
  stored: (status, body) =>
    status === 201 && typeof (body as Partial<ContactCreatedBody> | null)?.id === 'string',
  submissions: submissionKeys(SUBMISSION_FIELD),
};

export interface ContactFormProps extends FormIslandProps {
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
    | 'requiredFields'
  >;
  /** Toast for a stored message: the spec's Message Sent. */
  sent: ContactOutcomeMessage;
  /** Toast for a 429 when the server's answer carries no message of its own. */
  rateLimited: ContactOutcomeMessage;
}

/**
 * The contact form, as the spec has it: the visitor types, presses Send, and is told in a toast
 * what became of the message; once it is stored the fields stay, emptied, with Message Sent. A
 * field to fix is marked, says why under it, and takes focus; nothing typed is lost on a failure.
 * The same <form> posts natively before hydration or without JavaScript (site-form.tsx).
 */
export function ContactForm({ copy, sent, rateLimited, ...page }: ContactFormProps) {
  const form = useSiteForm<ContactField>(CONTACT_FORM, {
    ...page,
    idPrefix: 'contact',
    messages: { ...copy, delivery: { ...copy.delivery, rateLimited } },
    storedToast: sent,
    maxLengths: CONTACT_MAX_LENGTHS,
  });
  // What the three fields share besides their own attributes: the browser's checks before the
  // island runs (required, the length limit) and the placeholder.
  const control = (name: ContactField) => ({
    ...form.control(name),
    placeholder: copy.fields[name].placeholder,
    required: true,
    maxLength: CONTACT_MAX_LENGTHS[name],
  });

  return (
    <FormShell form={form} labels={{ ...page, ...copy }}>
      <Field form={form} field="name" label={copy.fields.name.label}>
        <Input autoComplete="name" dir="auto" pattern={NOT_BLANK_PATTERN} {...control('name')} />
      </Field>
      <Field form={form} field="email" label={copy.fields.email.label}>
        <Input
          type="email"
          pattern={EMAIL_PATTERN_ATTRIBUTE}
          dir="ltr"
          autoComplete="email"
          spellCheck={false}
          {...control('email')}
        />
      </Field>
      <Field
        form={form}
        field="message"
        label={copy.fields.message.label}
        className="sm:col-span-2"
      >
        <Textarea rows={6} dir="auto" {...control('message')} />
      </Field>
    </FormShell>
  );
}
