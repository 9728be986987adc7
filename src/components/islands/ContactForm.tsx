import { CONTACT_MAX_LENGTHS } from '#contracts/contact.ts';
import type { ContactOutcomeMessage, ContactPage } from '@/content/contact';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { CONTACT_FORM } from '@/lib/contact-client';
import {
  Field,
  FormElement,
  HiddenFields,
  SubmitButton,
  Toasts,
  useForm,
  type FormIslandProps,
} from './form-kit';

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
  >;
  /** Toast for a stored message. */
  sent: ContactOutcomeMessage;
  /** Toast for a 429 when the server's answer carries no message of its own. */
  rateLimited: ContactOutcomeMessage;
}

/**
 * The contact form: the visitor types, presses Send, and is told in a toast what became of the
 * message; a field to fix is marked, says why under it, and takes focus. Nothing typed is ever
 * cleared except by a stored message. The inputs are uncontrolled, so the same <form> posts
 * natively before hydration or without JavaScript (see useForm in form-kit.tsx).
 */
export function ContactForm({ copy, sent, rateLimited, ...page }: ContactFormProps) {
  const form = useForm(CONTACT_FORM, {
    ...page,
    idPrefix: 'contact',
    messages: { ...copy, delivery: { ...copy.delivery, rateLimited } },
    stored: sent,
    maxLengths: CONTACT_MAX_LENGTHS,
  });
  // What the three fields share besides their own attributes.
  const control = (name: 'name' | 'email' | 'message') => ({
    ...form.controlProps(name),
    placeholder: copy.fields[name].placeholder,
    required: true,
    onInput: form.onEdit(name),
  });

  return (
    <>
      <FormElement form={form}>
        <Field form={form} field="name" label={copy.fields.name.label}>
          <Input autoComplete="name" dir="auto" {...control('name')} />
        </Field>
        <Field form={form} field="email" label={copy.fields.email.label}>
          <Input
            type="email"
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
        <HiddenFields form={form} honeypotLabel={copy.honeypotLabel} />
        <div className="sm:col-span-2">
          <SubmitButton
            form={form}
            submit={copy.submit}
            submitting={copy.submitting}
            className="w-full sm:w-auto"
          />
        </div>
      </FormElement>
      <Toasts labels={page.toastLabels} />
    </>
  );
}
