import { useState, useSyncExternalStore } from 'react';
import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
} from 'web-vitals';
import type { Metric, MetricRatingThresholds } from 'web-vitals';
import { Button } from '~/components/ui/button';
import { ScrollRegion } from './scroll-box';

const METRICS: { name: Metric['name']; label: string; thresholds: MetricRatingThresholds; unit: 'ms' | '' }[] = [
  { name: 'LCP', label: 'Largest Contentful Paint', thresholds: LCPThresholds, unit: 'ms' },
  { name: 'INP', label: 'Interaction to Next Paint', thresholds: INPThresholds, unit: 'ms' },
  { name: 'CLS', label: 'Cumulative Layout Shift', thresholds: CLSThresholds, unit: '' },
  { name: 'FCP', label: 'First Contentful Paint', thresholds: FCPThresholds, unit: 'ms' },
  { name: 'TTFB', label: 'Time to First Byte', thresholds: TTFBThresholds, unit: 'ms' },
];

/**
 * The page's metrics as web-vitals reports them (every change, not only the final value). The
 * observers are registered once per page load: web-vitals measures the document, whichever route
 * shows it.
 */
let latest: Partial<Record<Metric['name'], Metric>> = {};
const listeners = new Set<() => void>();
let isObserving = false;

function observe() {
  if (isObserving) return;
  isObserving = true;
  const report = (metric: Metric) => {
    latest = { ...latest, [metric.name]: metric };
    listeners.forEach((listener) => listener());
  };
  const options = { reportAllChanges: true };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
  onFCP(report, options);
  onTTFB(report, options);
}

function subscribe(listener: () => void) {
  observe();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const format = (value: number, unit: 'ms' | '') => (unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3));

const RATING_CLASSES: Record<Metric['rating'], string> = {
  good: 'bg-green-100 text-green-900',
  'needs-improvement': 'bg-amber-100 text-amber-900',
  poor: 'bg-red-100 text-red-900',
};

/** Blocks the main thread for a moment, so the next paint waits and INP has something to show. */
function busyWait(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Deliberately busy: this is the slow interaction being measured.
  }
}

/** Live web vitals of this page (`/performance-example`), with buttons that move INP and CLS. */
export function WebVitalsPanel() {
  const metrics = useSyncExternalStore(
    subscribe,
    () => latest,
    () => latest,
  );
  const [shifts, setShifts] = useState(0);
  return (
    <div className="grid gap-6">
      <ScrollRegion label="Web vitals">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead>
            <tr className="border-b border-ink-200">
              <th scope="col" className="py-2 pr-4">
                Metric
              </th>
              <th scope="col" className="py-2 pr-4">
                Value
              </th>
              <th scope="col" className="py-2 pr-4">
                Rating
              </th>
              <th scope="col" className="py-2">
                Good / poor from
              </th>
            </tr>
          </thead>
          <tbody>
            {METRICS.map(({ name, label, thresholds, unit }) => {
              const metric = metrics[name];
              return (
                <tr key={name} className="border-b border-ink-100" data-metric={name}>
                  <th scope="row" className="py-2 pr-4">
                    {name} <span className="font-normal text-ink-700">{label}</span>
                  </th>
                  <td className="py-2 pr-4 font-mono">{metric ? format(metric.value, unit) : 'Not measured yet'}</td>
                  <td className="py-2 pr-4">
                    {metric ? (
                      <span className={`rounded px-2 py-0.5 ${RATING_CLASSES[metric.rating]}`}>{metric.rating}</span>
                    ) : (
                      'none yet'
                    )}
                  </td>
                  <td className="py-2 font-mono text-xs">
                    ≤ {format(thresholds[0], unit)} / &gt; {format(thresholds[1], unit)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-ink-700">
        LCP is final after the first interaction; INP appears after a click or key press; CLS adds up every unexpected
        shift. Try them:
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => busyWait(300)}>
          Make a slow click (300 ms of work)
        </Button>
        <Button variant="outline" onClick={() => window.setTimeout(() => setShifts((count) => count + 1), 600)}>
          Shift the layout in 0.6 s
        </Button>
      </div>
      {Array.from({ length: shifts }, (_, index) => (
        <p key={index} className="rounded bg-ink-100 p-6">
          Inserted block {index + 1}: content that arrived late pushes what follows down.
        </p>
      ))}
      <p className="text-sm text-ink-700">The end of the page: it moves when a block is inserted above.</p>
    </div>
  );
}
