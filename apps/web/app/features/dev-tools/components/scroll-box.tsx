import type { ReactNode } from 'react';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * A wide table that scrolls sideways on a phone. A scrolling region takes focus, so keyboard users
 * can scroll it (WCAG 2.1.1), and is named for screen readers.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${FOCUS}`}>
      {children}
    </div>
  );
}

/** Raw JSON or text, scrolling sideways when wide; focusable and named like `ScrollRegion`. */
export function CodeBlock({ label, children }: { label: string; children: ReactNode }) {
  return (
    <pre
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto rounded-lg bg-ink-900 p-4 text-sm text-white ${FOCUS}`}
    >
      {children}
    </pre>
  );
}
