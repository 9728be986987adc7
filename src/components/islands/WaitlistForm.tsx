import { WAITLIST_MAX_LENGTHS } from '#contracts/interest.ts';
import type { PoolPageCopy } from '@/content/pool-page';
import { Input } from '@/components/ui/Input';
import { WAITLIST_FORM } from '@/lib/interest-client';
import { Field, useForm } from './form-kit';
import {
  CountrySelect,
  FormFooter,
  RequiredCheckbox,
  type InterestFormProps,
} from './interest-form';

export interface WaitlistFormProps extends InterestFormProps {
  /** Labels of the waitlist's controls (poolPageCopy.forms.waitlist). */
  copy: PoolPageCopy['forms']['waitlist'];
}

/**
 * Join an Upcoming pool's waitlist: an e-mail address, the country of residence and consent to
 * be written to when the pool opens; a name if the visitor likes. Posts natively to /api/waitlist
 * without JavaScript; with it, checks and sends in place (see useForm in form-kit.tsx).
 */
export function WaitlistForm({ poolId, shared, copy, ...page }: WaitlistFormProps) {
  const form = useForm(WAITLIST_FORM, {
    ...page,
    idPrefix: 'waitlist',
    messages: shared,
    stored: copy.received,
    maxLengths: WAITLIST_MAX_LENGTHS,
  });
  return (
    <form
      method="post"
      action={form.action}
      noValidate
      onSubmit={form.handleSubmit}
      aria-busy={form.sending || undefined}
      className="grid gap-5 sm:grid-cols-2"
    >
      <Field form={form} field="email" label={copy.email.label}>
        <Input
          {...form.controlProps('email')}
          type="email"
          dir="ltr"
          required
          autoComplete="email"
          spellCheck={false}
          placeholder={copy.email.placeholder}
          maxLength={WAITLIST_MAX_LENGTHS.email}
          onInput={form.onEdit('email')}
        />
      </Field>
      <Field form={form} field="country" label={copy.country.label}>
        <CountrySelect form={form} placeholder={copy.country.placeholder ?? ''} />
      </Field>
      <Field form={form} field="name" label={copy.name.label} className="sm:col-span-2">
        <Input
          {...form.controlProps('name')}
          dir="auto"
          autoComplete="name"
          maxLength={WAITLIST_MAX_LENGTHS.name}
          onInput={form.onEdit('name')}
        />
      </Field>
      <div className="sm:col-span-2">
        <RequiredCheckbox form={form} field="consent" copy={copy.consent} />
      </div>
      <FormFooter
        form={form}
        poolId={poolId}
        shared={shared}
        submit={copy.submit}
        received={copy.received}
      />
    </form>
  );
}
