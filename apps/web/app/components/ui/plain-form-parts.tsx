import { useEffect, useRef } from 'react';
import type { DependencyList, InputHTMLAttributes, RefObject } from 'react';
import { CONTROL_HEIGHT, controlClasses } from './field';

/** The form-level message a plain-DOM form writes (`formErrorSlot` in lib/behaviours/plain-form.ts). */
export function FormErrorSlot() {
  return (
    <p role="alert" hidden data-form-error className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800" />
  );
}

export type PlainTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'> & {
  /** The control's id; its message is `<id>-error`, its hint `<id>-hint`. */
  id: string;
  name: string;
  label: string;
  hint?: string;
};

/**
 * A labelled input of a plain-DOM form, drawn like `<TextField>`: its hint, and the hidden message
 * the behaviour fills in (`showFieldErrors`), which turns the border red through aria-invalid.
 */
export function PlainTextField({ id, name, label, hint, ...input }: PlainTextFieldProps) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={controlClasses(false, `${CONTROL_HEIGHT.md} aria-invalid:border-red-600`)}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} data-hint-for={name} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} data-error-for={name} hidden className="text-sm text-red-700" />
    </div>
  );
}

type SelectOptionsProps<T extends string> = { placeholder: string; values: readonly T[]; labels?: Record<T, string> };

/** A select's choices: an empty placeholder first, then each value in the given order. */
export function SelectOptions<T extends string>({ placeholder, values, labels }: SelectOptionsProps<T>) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels?.[value] ?? value}
        </option>
      ))}
    </>
  );
}

/** Attaches a plain-DOM behaviour to the form it returns a ref for, and detaches it on unmount. */
export function usePlainForm(
  attach: (form: HTMLFormElement) => () => void,
  deps: DependencyList,
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `attach` depends on
  useEffect(() => (formRef.current ? attach(formRef.current) : undefined), deps);
  return formRef;
}
