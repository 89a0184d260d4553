import { removalMethodLabel } from '@cleardocket/domain/requests/methods';
import { CATEGORY_LABELS, MATCH_LABEL_TEXT } from '@cleardocket/domain/search/labels';
import type { MatchLabel } from '@cleardocket/domain/search/match';
import { formatDay } from '~/lib/dates';
import report from '../content/sample-report.json';
import { ContentSection } from './content-section';

/**
 * The sample report (issue 20): the findings of a scan of the offline demo's member, written by
 * `npm run screens` from the running app's own answers (scripts/screens.ts), never typed by hand.
 */
type Severity = 'high' | 'medium' | 'low';
type Finding = {
  site: string;
  title: string;
  category: string;
  severity: Severity;
  method: string | null;
  actionable: boolean;
  match: MatchLabel;
  reasons: string[];
};
const FINDINGS = report.findings as Finding[];

const SEVERITY_TEXT: Record<Severity, string> = { high: 'High', medium: 'Medium', low: 'Low' };
const SEVERITY_STYLE: Record<Severity, string> = {
  high: 'bg-red-100 text-red-900 border-red-300',
  medium: 'bg-amber-100 text-amber-900 border-amber-300',
  low: 'bg-ink-100 text-ink-800 border-ink-300',
};
const ORDER: Severity[] = ['high', 'medium', 'low'];

// A calendar day: noon UTC is that day wherever the page is built or read.
const scanned = formatDay(`${report.scanned}T12:00:00Z`);

/** What happens to a finding: its removal route when it is acted on, otherwise why it is not (yet). */
function routeText(finding: Finding): string {
  if (finding.actionable) return finding.method ? removalMethodLabel(finding.method) : 'Reviewed by a specialist';
  if (finding.match === 'possible') return 'Waits for you to say whether this is you';
  if (finding.match === 'unlikely') return 'Not acted on: unlikely to be you';
  return 'Not acted on: nothing harmful on the page';
}

export function SampleReportSummary() {
  const actionable = FINDINGS.filter((finding) => finding.actionable).length;
  return (
    <ContentSection id="report-summary" title="The summary" isCompact>
      <p className="mt-3 text-ink-700">
        A scan of {report.member}, the demo member, on {scanned}: {report.total} pages found, {actionable} of them
        likely about this person and worth removing.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3" aria-label="Findings by severity">
        {ORDER.map((severity) => (
          <li key={severity} className="rounded-lg border border-ink-200 bg-white p-4">
            <span className="block text-sm font-semibold text-ink-700">{SEVERITY_TEXT[severity]} severity</span>
            <span className="block text-3xl font-bold text-ink-900">
              {FINDINGS.filter((finding) => finding.severity === severity).length}
            </span>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function SampleReportFindings() {
  const sorted = [...FINDINGS].sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity));
  return (
    <ContentSection id="report-findings" title="Every finding, and what happens to it" isCompact isTinted>
      <ul className="mt-6 grid gap-4" aria-label="Findings">
        {sorted.map((finding) => (
          <li
            key={`${finding.site}-${finding.title}`}
            className="grid gap-2 rounded-lg border border-ink-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink-900">{finding.site}</span>
              <span
                className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${SEVERITY_STYLE[finding.severity]}`}
              >
                {SEVERITY_TEXT[finding.severity]}
              </span>
              <span className="text-sm text-ink-700">{CATEGORY_LABELS[finding.category] ?? finding.category}</span>
            </div>
            <p className="break-words text-ink-800">{finding.title}</p>
            <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-ink-700">How sure we are</dt>
              <dd className="text-ink-900">
                {MATCH_LABEL_TEXT[finding.match]}
                {finding.reasons.length > 0 ? `: ${finding.reasons.join('; ')}` : ''}
              </dd>
              <dt className="font-semibold text-ink-700">Removal route</dt>
              <dd className="text-ink-900">{routeText(finding)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
