import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { choiceClass, radioClass } from './Checkbox';
import { FormMessage, messageId } from './FormItem';

export interface RadioGroupProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'id'> {
  /** Starts each option's id (`<id>-<value>`). */
  id: string;
  /** What the group asks, read as the fieldset's name. */
  legend: ReactNode;
  /** The choices, in order: the value posted and its label. */
  options: readonly (readonly [value: string, label: string])[];
  /** The line under the group while it is to be fixed; the fieldset names it as its description. */
  message?: string | undefined;
  className?: string;
}

/**
 * Native radio buttons in a fieldset (shadcn/ui's `RadioGroup`, without a script: the group posts
 * natively and the browser checks `required` before any JavaScript runs). Every other prop (name,
 * handlers, `required`, `disabled`, `aria-invalid`) goes to each radio.
 */
export function RadioGroup({ id, legend, options, message, className, ...input }: RadioGroupProps) {
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      aria-describedby={message === undefined ? undefined : messageId(id)}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        {options.map(([value, label]) => (
          <div key={value} className="flex items-center gap-3">
            <input
              {...input}
              type="radio"
              id={`${id}-${value}`}
              value={value}
              className={cn(choiceClass, radioClass)}
            />
            <label htmlFor={`${id}-${value}`} className="text-ink">
              {label}
            </label>
          </div>
        ))}
      </div>
      <FormMessage id={id} message={message} />
    </fieldset>
  );
}
