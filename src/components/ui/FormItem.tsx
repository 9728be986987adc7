import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './Label';

/** The id of the line under the control `id`, which the control's `aria-describedby` names. */
export const messageId = (id: string) => `${id}-message`;

/** The id of the standing line under the control `id` (what to know before filling it in). */
export const hintId = (id: string) => `${id}-hint`;

/** The line under a control while it is to be fixed. */
export function FormMessage({ id, message }: { id: string; message?: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={messageId(id)} className="text-sm text-destructive">
      {message}
    </p>
  );
}

export interface FormItemProps {
  /** The control's id, which its label names. */
  id: string;
  label: ReactNode;
  /** A line always under the control; the control's `aria-describedby` names `hintId(id)`. */
  hint?: string | undefined;
  /** The line under the control while it is to be fixed. */
  message?: string | undefined;
  /** A box to tick: the control before its label, on one line. */
  choice?: boolean;
  className?: string | undefined;
  /** The control. */
  children: ReactNode;
}

/**
 * A form control with its label and the line under it (shadcn/ui's FormItem, FormLabel and
 * FormMessage, without their context: the form hands each its id and message).
 */
export function FormItem({ id, label, hint, message, choice, className, children }: FormItemProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {choice ? (
        <div className="flex items-start gap-3">
          {children}
          <label htmlFor={id} className="text-sm text-ink">
            {label}
          </label>
        </div>
      ) : (
        <>
          <Label htmlFor={id}>{label}</Label>
          {children}
        </>
      )}
      {hint === undefined ? null : (
        <p id={hintId(id)} className="text-sm text-pretty text-muted">
          {hint}
        </p>
      )}
      <FormMessage id={id} message={message} />
    </div>
  );
}
