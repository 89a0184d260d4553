import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { CONTROL_HEIGHT, FieldFrame, FieldMessages, controlClasses } from '~/components/ui/field';
import type { FieldSize } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { useFormField } from './use-form-field';

type Common = { name: string; label: ReactNode; hint?: ReactNode; className?: string; size?: FieldSize };

export type TextFieldProps = Common &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'type' | 'id' | 'className' | 'value' | 'defaultValue' | 'size'
  > & {
    type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'date' | 'number';
  };

/** A text, email, password or phone input of a <Form>. */
export function TextField({ name, label, hint, className, size = 'md', type = 'text', ...input }: TextFieldProps) {
  const field = useFormField(name, { hasHint: Boolean(hint) });
  return (
    <FieldFrame {...field} size={size} label={label} hint={hint} className={className}>
      <input
        id={field.id}
        type={type}
        maxLength={field.maxLength}
        className={controlClasses(Boolean(field.error), CONTROL_HEIGHT[size])}
        {...input}
        {...field.aria}
        {...field.registration}
      />
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  /** A password being chosen (the browser offers to generate one), not one being typed in. */
  isNew?: boolean;
};

/** A password input, with the autocomplete hint password managers read. */
export function PasswordField({ isNew = false, ...props }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={isNew ? 'new-password' : 'current-password'} {...props} />;
}

export type TextareaFieldProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className' | 'value' | 'defaultValue'>;

export function TextareaField({ name, label, hint, className, ...textarea }: TextareaFieldProps) {
  const field = useFormField(name, { hasHint: Boolean(hint) });
  return (
    <FieldFrame {...field} label={label} hint={hint} className={className}>
      <textarea
        id={field.id}
        maxLength={field.maxLength}
        className={controlClasses(Boolean(field.error), 'py-3')}
        {...textarea}
        {...field.aria}
        {...field.registration}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className' | 'value' | 'defaultValue' | 'size'> & {
    options: readonly { value: string; label: string }[];
    /** The first, empty choice ('Choose a topic'). */
    placeholder?: string;
  };

export function SelectField({
  name,
  label,
  hint,
  className,
  size = 'md',
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const field = useFormField(name, { hasHint: Boolean(hint) });
  return (
    <FieldFrame {...field} size={size} label={label} hint={hint} className={className}>
      <select
        id={field.id}
        className={controlClasses(Boolean(field.error), CONTROL_HEIGHT[size])}
        {...select}
        {...field.aria}
        {...field.registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export type CheckboxFieldProps = Omit<Common, 'size'> &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'type' | 'id' | 'className' | 'checked' | 'defaultChecked' | 'size'
  >;

/** One checkbox whose value is a boolean; its label beside it. */
export function CheckboxField({ name, label, hint, className, ...input }: CheckboxFieldProps) {
  const field = useFormField(name, { hasHint: Boolean(hint) });
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center gap-3">
        <input
          id={field.id}
          type="checkbox"
          className="size-5 shrink-0"
          {...input}
          {...field.aria}
          {...field.registration}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <FieldMessages {...field} hint={hint} />
    </div>
  );
}

export type RadioGroupFieldProps = Common & {
  options: readonly { value: string; label: string }[];
  optionClassName?: string;
  onValueChange?: (value: string) => void;
};

/**
 * A set of radio buttons under a legend; the group is described by its error and hint (a
 * fieldset takes aria-describedby, not aria-invalid).
 */
export function RadioGroupField({
  name,
  label,
  hint,
  className,
  options,
  optionClassName,
  onValueChange,
}: RadioGroupFieldProps) {
  const field = useFormField(name, {
    hasHint: Boolean(hint),
    register: onValueChange
      ? { onChange: (event: { target: { value: string } }) => onValueChange(event.target.value) }
      : undefined,
  });
  return (
    <fieldset className={className} aria-describedby={field.aria['aria-describedby']}>
      <legend className="font-medium text-ink-900">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={optionClassName}>
            <input type="radio" value={option.value} {...field.registration} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages {...field} hint={hint} />
    </fieldset>
  );
}
