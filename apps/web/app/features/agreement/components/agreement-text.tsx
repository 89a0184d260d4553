import { useId } from 'react';
import type { Agreement } from '@cleardocket/domain/agreement/contract';

/**
 * The agreement to read: a scrollable region (reachable with the keyboard) with its title, version
 * and numbered sections, and the SHA-256 of its exact text.
 */
export function AgreementText({ agreement }: { agreement: Agreement }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      // A scrolling region takes focus, so keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="grid max-h-[60vh] gap-4 overflow-y-auto rounded-md border border-ink-300 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-6"
    >
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          {agreement.title}
        </h2>
        <p className="text-sm text-ink-700">Version {agreement.version}</p>
      </div>
      {agreement.sections.map((section, index) => (
        <div key={section.heading} className="grid gap-2">
          <h3 className="text-lg font-semibold">
            {index + 1}. {section.heading}
          </h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ))}
      <p className="text-sm break-all text-ink-700">SHA-256 of this exact text: {agreement.sha256}</p>
    </section>
  );
}
