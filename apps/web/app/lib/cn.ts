import clsx from 'clsx';
import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind class replace an earlier one of the same kind
 * (`bg-white` given by a caller replaces a variant's `bg-brand-700`). Without the merge both stay
 * and the stylesheet's order decides, which put white text on white call-to-action buttons (issue 20).
 */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
