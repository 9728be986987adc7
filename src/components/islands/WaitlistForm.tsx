import { WAITLIST_MAX_LENGTHS } from '#contracts/interest.ts';
import type { PoolPageCopy } from '@/content/pool-page';
import { Input } from '@/components/ui/Input';
import { WAITLIST_FORM } from '@/lib/interest-client';
import { Field, FormElement } from './form-kit';
import {
  EmailAndCountry,
  FormFooter,
  PoolConfirmation,
  RequiredCheckbox,
  usePoolForm,
  type InterestFormProps,
} from './interest-form';

export interface WaitlistFormProps extends InterestFormProps {
  /** Labels of the waitlist's controls (poolPageCopy.forms.waitlist). */
  copy: Omit<PoolPageCopy['forms']['waitlist'], 'received'>;
}

/**
 * Join an Upcoming pool's waitlist: an e-mail address, the country of residence and consent to
 * be written to when the pool opens; a name if the visitor likes. Posts natively to /api/waitlist
 * without JavaScript; with it, checks and sends in place (see useForm in form-kit.tsx).
 */
export function WaitlistForm(props: WaitlistFormProps) {
  const { poolId, shared, copy, confirmation, countries } = props;
  const form = usePoolForm(WAITLIST_FORM, 'waitlist', props, WAITLIST_MAX_LENGTHS);
  return (
    <FormElement
      form={form}
      confirmation={<PoolConfirmation form={form} confirmation={confirmation} />}
    >
      <EmailAndCountry
        form={form}
        copy={copy}
        countries={countries}
        emailMaxLength={WAITLIST_MAX_LENGTHS.email}
      />
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
      <FormFooter form={form} poolId={poolId} shared={shared} submit={copy.submit} />
    </FormElement>
  );
}
