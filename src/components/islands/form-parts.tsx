// The parts every form island draws around its own fields: the toasts' place, the form element
// with its hidden fields and button (or what takes its place once stored), and a labelled field.
import { useSyncExternalStore, type ReactNode } from 'react';
import { HONEYPOT_FIELD, LOCALE_FIELD } from '#contracts/form-fields.ts';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Label';
import { Toaster, type ToasterLabels } from '@/components/ui/Toaster';
import { cn } from '@/lib/cn';
import type { FormIslandProps, SiteForm } from './site-form';

/**
 * Where the form's toasts appear: sonner's Toaster, in the page's flow just above the form, once
 * the island has hydrated (toasts exist only after that), so they never cover its fields.
 */
function Toasts({ labels }: { labels: ToasterLabels }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <Toaster labels={labels} /> : null;
}

const noSubscription = () => () => {};

/**
 * The form with its toasts above it, its hidden fields (the page's language, the honeypot) and
 * its button; or, once stored, what takes its place.
 */
export function FormShell<F extends string>({
  form,
  labels,
  confirmation,
  children,
}: {
  form: SiteForm<F>;
  labels: FormIslandProps & {
    submit: string;
    submitting: string;
    honeypotLabel: string;
  };
  confirmation?: ReactNode;
  children: ReactNode;
}) {
  const { sending, register, idOf } = form;
  return (
    <>
      {/* Before either, and always there: a toast outlives the form it was about. */}
      <Toasts labels={labels.toastLabels} />
      {form.done ? (
        confirmation
      ) : (
        <form {...form.formProps} className="grid gap-5 sm:grid-cols-2">
          {children}
          <input type="hidden" {...register(LOCALE_FIELD)} value={labels.locale} />
          {/* Hidden from people and assistive technology; a bot that fills it is answered as if stored. */}
          <div aria-hidden="true" className="sr-only">
            <label htmlFor={idOf(HONEYPOT_FIELD)}>{labels.honeypotLabel}</label>
            <input
              type="text"
              id={idOf(HONEYPOT_FIELD)}
              {...register(HONEYPOT_FIELD)}
              tabIndex={-1}
              autoComplete="off"
              disabled={sending}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
              {sending ? labels.submitting : labels.submit}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

/** A labelled control with its line under it. */
export function Field<F extends string>({
  form,
  field,
  label,
  className,
  children,
}: {
  form: SiteForm<F>;
  field: F;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={form.idOf(field)}>{label}</Label>
      {children}
      {form.messageUnder(field)}
    </div>
  );
}
