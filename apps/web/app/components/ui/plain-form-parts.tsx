import { useEffect, useRef } from 'react';
import type { DependencyList, RefObject } from 'react';

/** The form-level message a plain-DOM form writes (`formErrorSlot` in lib/behaviours/plain-form.ts). */
export function FormErrorSlot() {
  return (
    <p role="alert" hidden data-form-error className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800" />
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
