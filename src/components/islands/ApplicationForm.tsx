import { INVESTOR_TYPES, AMOUNT_BANDS, APPLICATION_MAX_LENGTHS } from '#contracts/interest.ts';
import type { PoolPageCopy } from '@/content/pool-page';
import { Checkbox } from '@/components/ui/Checkbox';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { APPLICATION_FORM } from '@/lib/interest-client';
import { Field, FormElement } from './form-kit';
import {
  EmailAndCountry,
  FormFooter,
  NOT_BLANK_PATTERN,
  PoolConfirmation,
  RequiredCheckbox,
  usePoolForm,
  type InterestFormProps,
} from './interest-form';

export interface ApplicationFormProps extends InterestFormProps {
  /** Labels of the application's controls (poolPageCopy.forms.application). */
  copy: Omit<PoolPageCopy['forms']['application'], 'received'>;
}

/**
 * Apply for access to an Open pool: who the visitor is, where they live, how much they intend to
 * invest, and the three boxes they must tick. Posts natively to /api/applications without
 * JavaScript; with it, checks and sends in place (see useForm in form-kit.tsx).
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { poolId, shared, copy, confirmation, countries } = props;
  const form = usePoolForm(APPLICATION_FORM, 'application', props, APPLICATION_MAX_LENGTHS);
  const typeProblem = form.messageUnder('investorType');
  return (
    <FormElement
      form={form}
      confirmation={<PoolConfirmation form={form} confirmation={confirmation} />}
    >
      <Field form={form} field="name" label={copy.name.label}>
        <Input
          {...form.controlProps('name')}
          dir="auto"
          required
          autoComplete="name"
          pattern={NOT_BLANK_PATTERN}
          maxLength={APPLICATION_MAX_LENGTHS.name}
          onInput={form.onEdit('name')}
        />
      </Field>
      <EmailAndCountry
        form={form}
        copy={copy}
        countries={countries}
        emailMaxLength={APPLICATION_MAX_LENGTHS.email}
      />
      <Field form={form} field="amountBand" label={copy.amountBand.label}>
        <Select
          {...form.controlProps('amountBand')}
          required
          defaultValue=""
          onChange={form.onEdit('amountBand')}
        >
          <option value="">{copy.amountBand.placeholder}</option>
          {AMOUNT_BANDS.map((band) => (
            <option key={band} value={band}>
              {copy.amountBand.options[band]}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset
        className="flex flex-col gap-2 sm:col-span-2"
        aria-describedby={typeProblem ? form.idOf('investorType') + '-message' : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-ink">{copy.investorType.label}</legend>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          {INVESTOR_TYPES.map((type) => {
            const { id, ...props } = form.controlProps('investorType');
            return (
              <div key={type} className="flex items-center gap-3">
                <Checkbox
                  {...props}
                  id={`${id}-${type}`}
                  type="radio"
                  value={type}
                  required
                  aria-describedby={undefined}
                  onChange={form.onEdit('investorType')}
                />
                <label htmlFor={`${id}-${type}`} className="text-ink">
                  {copy.investorType.options[type]}
                </label>
              </div>
            );
          })}
        </div>
        {typeProblem}
      </fieldset>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <RequiredCheckbox form={form} field="notUsPerson" copy={copy.notUsPerson} />
        <RequiredCheckbox form={form} field="riskRead" copy={copy.riskRead} />
        <RequiredCheckbox form={form} field="consent" copy={copy.consent} />
      </div>
      <Field form={form} field="message" label={copy.message.label} className="sm:col-span-2">
        <Textarea
          {...form.controlProps('message')}
          dir="auto"
          rows={4}
          placeholder={copy.message.placeholder}
          maxLength={APPLICATION_MAX_LENGTHS.message}
          onInput={form.onEdit('message')}
        />
      </Field>
      <FormFooter form={form} poolId={poolId} shared={shared} submit={copy.submit} />
    </FormElement>
  );
}
