import type { ReactNode } from 'react';
import type { OverviewChartsWire } from '@cleardocket/domain/requests/contract';
import { REMOVAL_STATUS_LABELS } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';

/**
 * The overview's three charts (issue 20), plain SVG and HTML (decision 026): no chart library. Each
 * is a <figure> whose caption says the numbers in words and whose table (visually hidden) lists
 * them, so a screen reader gets the data, not a picture. No rows: "No data yet" (decision 019).
 */
type Unit = OverviewChartsWire['findingsBySeverity']['unit'];

const NO_DATA_YET = 'No data yet';

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function periodLabel(start: string, unit: Unit): string {
  const date = new Date(start);
  if (unit === 'month') return MONTH_LABEL.format(date);
  return unit === 'week' ? `Week of ${DAY_LABEL.format(date)}` : DAY_LABEL.format(date);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Severity colours: each at least 3:1 against white (WCAG 1.4.11), told apart by the legend too. */
const SEVERITIES = [
  { key: 'high', label: 'High', fill: 'fill-red-700', swatch: 'bg-red-700' },
  { key: 'medium', label: 'Medium', fill: 'fill-amber-700', swatch: 'bg-amber-700' },
  { key: 'low', label: 'Low', fill: 'fill-brand-600', swatch: 'bg-brand-600' },
] as const;

function ChartFigure({ title, caption, children }: { title: string; caption: string | null; children: ReactNode }) {
  return (
    <figure className="grid min-w-0 content-start gap-3 rounded-lg border border-ink-200 bg-white p-4">
      <h3 className="font-semibold">{title}</h3>
      {caption === null ? (
        <p className="text-sm text-ink-600">{NO_DATA_YET}</p>
      ) : (
        <>
          {children}
          <figcaption className="text-sm text-ink-700">{caption}</figcaption>
        </>
      )}
    </figure>
  );
}

/** The first and last periods under a time chart (its caption and table give every one). */
function TimeAxis({ points, unit }: { points: readonly { start: string }[]; unit: Unit }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  return (
    <div className="flex justify-between text-xs text-ink-600" aria-hidden="true">
      <span className={first === last ? 'mx-auto' : undefined}>{periodLabel(first.start, unit)}</span>
      {first === last ? null : <span>{periodLabel(last.start, unit)}</span>}
    </div>
  );
}

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const WIDTH = 320;
const HEIGHT = 140;

function FindingsChart({ data }: { data: OverviewChartsWire['findingsBySeverity'] }) {
  const totals = { high: 0, medium: 0, low: 0 };
  for (const point of data.points) for (const { key } of SEVERITIES) totals[key] += point[key];
  const total = totals.high + totals.medium + totals.low;
  const caption =
    total === 0
      ? null
      : `${plural(total, 'finding')} from ${periodLabel(data.points[0]?.start ?? '', data.unit)}: ${totals.high} high, ${totals.medium} medium and ${totals.low} low severity.`;
  const max = Math.max(1, ...data.points.map((point) => point.high + point.medium + point.low));
  const slot = WIDTH / Math.max(1, data.points.length);
  // A bar as wide as its period allows, but not a slab when there are only one or two periods.
  const bar = Math.min(32, Math.max(2, slot * 0.7));
  return (
    <ChartFigure title="Findings by severity" caption={caption}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-ink-300" />
        {data.points.map((point, index) => {
          let top = HEIGHT;
          return SEVERITIES.map(({ key, fill }) => {
            const height = (point[key] / max) * (HEIGHT - 4);
            top -= height;
            return height > 0 ? (
              <rect
                key={`${point.start}-${key}`}
                x={index * slot + (slot - bar) / 2}
                y={top}
                width={bar}
                height={height}
                className={fill}
              />
            ) : null;
          });
        })}
      </svg>
      <TimeAxis points={data.points} unit={data.unit} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700" aria-hidden="true">
        {SEVERITIES.map((severity) => (
          <li key={severity.key} className="flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-sm ${severity.swatch}`} />
            {severity.label}
          </li>
        ))}
      </ul>
      <DataTable
        caption="Findings by severity"
        head={['Period', 'High', 'Medium', 'Low']}
        rows={data.points.map((point) => [periodLabel(point.start, data.unit), point.high, point.medium, point.low])}
      />
    </ChartFigure>
  );
}

/** Verdicts that close a request in the member's favour, against them, or neither yet. */
const VERDICT_BARS: Record<RemovalStatus, string> = {
  'not-started': 'bg-ink-600',
  submitted: 'bg-brand-600',
  acknowledged: 'bg-brand-800',
  removed: 'bg-green-700',
  'not-found': 'bg-ink-700',
  'wrong-person': 'bg-ink-800',
  rejected: 'bg-red-700',
  'needs-escalation': 'bg-amber-700',
};

function VerdictChart({ data }: { data: OverviewChartsWire['requestsByVerdict'] }) {
  const total = data.reduce((sum, item) => sum + item.count, 0);
  const max = Math.max(1, ...data.map((item) => item.count));
  const caption =
    total === 0
      ? null
      : `${plural(total, 'removal request')}: ${data.map((item) => `${item.count} ${REMOVAL_STATUS_LABELS[item.status].toLowerCase()}`).join(', ')}.`;
  return (
    <ChartFigure title="Requests by verdict" caption={caption}>
      {/* The bars' labels and counts are text: the chart is its own table. */}
      <dl className="grid gap-2 text-sm">
        {data.map((item) => (
          <div key={item.status} className="grid grid-cols-[7.5rem_1fr_2rem] items-center gap-2">
            <dt className="text-ink-800">{REMOVAL_STATUS_LABELS[item.status]}</dt>
            <div className="h-3 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
              <div
                className={`h-full rounded-full ${VERDICT_BARS[item.status]}`}
                style={{ width: `${(item.count / max) * 100}%` }}
              />
            </div>
            <dd className="text-right font-semibold tabular-nums">{item.count}</dd>
          </div>
        ))}
      </dl>
    </ChartFigure>
  );
}

function ProgressChart({ data }: { data: OverviewChartsWire['removalProgress'] }) {
  const last = data.points.at(-1);
  const caption =
    last === undefined || last.requested === 0
      ? null
      : `${plural(last.requested, 'request')} made since ${periodLabel(data.points[0]?.start ?? '', data.unit)}, ${last.completed} completed (${Math.round((last.completed / last.requested) * 100)}%).`;
  const max = Math.max(1, ...data.points.map((point) => point.requested));
  const PAD = 6;
  const xy = (point: (typeof data.points)[number], index: number, key: 'requested' | 'completed') => ({
    x: data.points.length > 1 ? PAD + index * ((WIDTH - 2 * PAD) / (data.points.length - 1)) : WIDTH / 2,
    y: HEIGHT - PAD - (point[key] / max) * (HEIGHT - 2 * PAD),
  });
  const line = (key: 'requested' | 'completed') =>
    data.points
      .map((point, index) => {
        const { x, y } = xy(point, index, key);
        return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
      })
      .join(' ');
  // One period is a point, not a line: each value is also marked with a dot.
  const dots = (key: 'requested' | 'completed', className: string) =>
    data.points.map((point, index) => {
      const { x, y } = xy(point, index, key);
      return <circle key={`${key}-${point.start}`} cx={x} cy={y} r="4" className={className} />;
    });
  return (
    <ChartFigure title="Removal progress" caption={caption}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-ink-300" />
        <path
          d={line('requested')}
          fill="none"
          strokeWidth="2.5"
          vectorEffect="non-scaling-stroke"
          className="stroke-ink-600"
          strokeDasharray="6 4"
        />
        <path
          d={line('completed')}
          fill="none"
          strokeWidth="3"
          vectorEffect="non-scaling-stroke"
          className="stroke-green-700"
        />
        {data.points.length <= 12 ? dots('requested', 'fill-ink-600') : null}
        {data.points.length <= 12 ? dots('completed', 'fill-green-700') : null}
      </svg>
      <TimeAxis points={data.points} unit={data.unit} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-ink-600" />
          Requested
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-1 w-4 bg-green-700" />
          Completed
        </li>
      </ul>
      <DataTable
        caption="Removal progress, running totals"
        head={['Period', 'Requested', 'Completed']}
        rows={data.points.map((point) => [periodLabel(point.start, data.unit), point.requested, point.completed])}
      />
    </ChartFigure>
  );
}

/** The overview's charts, from the metrics answer (every number computed on the server). */
export function OverviewCharts({ charts }: { charts: OverviewChartsWire | undefined }) {
  if (!charts) return null;
  return (
    <section aria-labelledby="charts-heading" className="grid gap-3">
      <h2 id="charts-heading" className="text-lg font-semibold">
        Trends
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <FindingsChart data={charts.findingsBySeverity} />
        <VerdictChart data={charts.requestsByVerdict} />
        <ProgressChart data={charts.removalProgress} />
      </div>
    </section>
  );
}
