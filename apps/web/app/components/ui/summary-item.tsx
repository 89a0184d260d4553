import type { ReactNode } from 'react';

export type SummaryItemProps = {
  label: string;
  children: ReactNode;
  /** How the value reads: a headline figure, bold, or plain text. */
  tone?: 'headline' | 'bold' | 'plain';
};

const TONES = { headline: 'text-lg font-semibold', bold: 'font-semibold', plain: undefined } as const;

/** One row of a summary's definition list (`<dl>`): a small label over its value. */
export function SummaryItem({ label, children, tone = 'plain' }: SummaryItemProps) {
  return (
    <div>
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className={TONES[tone]}>{children}</dd>
    </div>
  );
}
