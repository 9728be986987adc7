import type { ContactCreatedBody } from '#contracts/contact.ts';
import { CONTACT_MAX_LENGTHS, SUBMISSION_FIELD } from '#contracts/form-constants.ts';
import type { Words } from '@/content/i18n';
import type { FormSpec } from './send-form';
import { SiteForm, type FormPageProps } from './site-form';

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
  id: 'contact',
  maxLengths: CONTACT_MAX_LENGTHS,
  endpoint: '/api/contact',
  stored: (status, body) =>
    status === 201 && typeof (body as Partial<ContactCreatedBody> | null)?.id === 'string',
  submissions: submissionKeys(SUBMISSION_FIELD),
};

export interface ContactFormProps extends FormPageProps {
  /** The form's words (`contact.form`): labels, placeholders, buttons, field messages. */
  words: Words['contact']['form'];
  /** Its toasts (`contact.outcomes`): the spec's Message Sent, the validation and the 429. */
  outcomes: Words['contact']['outcomes'];
}

/**
 * The contact form, as the spec has it: the visitor types, presses Send, and is told in a toast
 * what became of the message; once it is stored the fields stay, emptied, with Message Sent. A
 * field to fix is marked, says why under it, and takes focus; nothing typed is lost on a failure.
 * The same <form> posts natively before hydration or without JavaScript (site-form.tsx).
 */
export function ContactForm({ words, outcomes, ...page }: ContactFormProps) {
  const { name, email, message } = words.fields;
  return (
    <SiteForm
      {...page}
      spec={CONTACT_FORM}
      fields={[
        { name: 'name', kind: 'text', ...name },
        { name: 'email', kind: 'email', ...email },
        { name: 'message', kind: 'textarea', rows: 6, ...message },
      ]}
      words={words}
      // A request the server refuses is the form's own words: the outcome page's are for a post.
      outcomes={{ ...outcomes, error: words.invalidRequest }}
    />
  );
}
