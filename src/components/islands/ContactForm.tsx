import { CONTACT_MAX_LENGTHS } from '#contracts/contact.ts';
import type { ContactOutcomeMessage, ContactPage } from '@/content/contact';
import { buttonVariants } from '@/components/ui/Button';
import { Confirmation } from '@/components/ui/Confirmation';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { CONTACT_FORM } from '@/lib/contact-client';
import {
  Field,
  FormElement,
  HiddenFields,
  SubmitButton,
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
    | 'requiredFields'
  >;
  /** What takes the form's place once sent: when the reply comes, and that nothing comes before. */
  confirmation: ContactPage['confirmation'];
  /** Toast for a stored message (the spec's Message Sent) and the confirmation's title. */
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
export function ContactForm({ copy, sent, rateLimited, confirmation, ...page }: ContactFormProps) {
  const form = useForm(CONTACT_FORM, {
    ...page,
    idPrefix: 'contact',
    messages: { ...copy, delivery: { ...copy.delivery, rateLimited } },
    stored: sent,
    maxLengths: CONTACT_MAX_LENGTHS,
  });
  // What the three fields share besides their own attributes.
  const control = (name: 'name' | 'email' | 'message') => ({
    // The browser's check before the island runs: more than spaces (the textarea has no pattern).
    ...(name === 'name' ? { pattern: String.raw`.*\S.*` } : {}),
    ...form.controlProps(name),
    placeholder: copy.fields[name].placeholder,
    required: true,
    onInput: form.onEdit(name),
  });

  return (
    <FormElement
      form={form}
      confirmation={
        <Confirmation
          title={sent.pageTitle ?? sent.title}
          lead={sent.description}
          stepsTitle={confirmation.nextStepsTitle}
          steps={confirmation.steps}
          headingRef={form.focusHeading}
        >
          <button
            type="button"
            onClick={form.startAgain}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            {confirmation.another}
          </button>
        </Confirmation>
      }
    >
      <Field form={form} field="name" label={copy.fields.name.label}>
        <Input autoComplete="name" dir="auto" {...control('name')} />
      </Field>
      <Field form={form} field="email" label={copy.fields.email.label}>
        <Input
          type="email"
          // The contract's rule (text, @, text, a dot, text), checked by the browser too.
          pattern={String.raw`\S+@\S+\.\S+`}
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
  );
}
