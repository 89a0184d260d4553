import type { ReportList as Reports } from '@cleardocket/domain/monitoring/contract';
import { formatDay, formatMonth } from '~/lib/dates';
import { reportNowPdfUrl, reportPdfUrl } from '../api/get-reports';

type Report = Reports['reports'][number];

/** `2026-11` → `November 2026`. */
export const monthLabel = formatMonth;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function ReportItem({ report }: { report: Report }) {
  const headingId = `report-${report.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-2 rounded-md border border-slate-300 p-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {monthLabel(report.month)}
        </h2>
        <ul className="grid gap-1 text-sm">
          {report.summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">
          Built {formatDay(report.createdAt)}
          {report.emailedAt ? `, emailed ${formatDay(report.emailedAt)}` : ', not emailed'}.
        </p>
        <p>
          <a href={reportPdfUrl(report.id)} download className="font-semibold text-brand-700 underline">
            Download the {monthLabel(report.month)} report (PDF, {kilobytes(report.pdfSize)})
          </a>
        </p>
      </article>
    </li>
  );
}

/** "Get my report now": this month so far, as a PDF, whenever the member asks (issue 31 part 5). */
function ReportNow() {
  return (
    <p>
      <a href={reportNowPdfUrl} download className="font-semibold text-brand-700 underline">
        Get my report now
      </a>{' '}
      <span className="text-sm text-slate-700">(this month so far, as a PDF)</span>
    </p>
  );
}

/** Every monthly report, newest first, each with its figures in words and its PDF. */
export function ReportList({ reports }: { reports: Report[] }) {
  if (reports.length === 0) {
    return (
      <div className="grid max-w-2xl gap-3">
        <ReportNow />
        <p>
          No report yet. On the first day of each month we write the report of the month before: what we found, what was
          removed, each site&apos;s status and its evidence. We email it to you and list it here.
        </p>
      </div>
    );
  }
  return (
    <div className="grid max-w-3xl gap-4">
      <ReportNow />
      <ul className="grid gap-4" aria-label="Monthly reports">
        {reports.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </ul>
    </div>
  );
}
