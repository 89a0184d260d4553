import type { PublicResults } from '@cleardocket/domain/requests/contract';
import { formatMoment } from '~/lib/dates';
import { fetchRemovalResults } from '../api/removal-results';

type Figures = PublicResults['overall'];

const rateText = (figures: Figures, minDecided: number) =>
  figures.rate === null ? `Not enough verdicts yet (fewer than ${minDecided})` : `${figures.rate} %`;
const daysText = (figures: Figures) =>
  figures.medianDaysToRemoval === null ? '—' : `${figures.medianDaysToRemoval} days`;

function row(document: Document, figures: Figures, minDecided: number): HTMLTableRowElement {
  const tr = document.createElement('tr');
  const cells = [
    figures.label,
    rateText(figures, minDecided),
    daysText(figures),
    String(figures.removed),
    String(figures.decided),
  ];
  cells.forEach((text, index) => {
    const cell = document.createElement(index === 0 ? 'th' : 'td');
    if (index === 0) cell.setAttribute('scope', 'row');
    cell.className = 'border-t border-ink-200 px-3 py-2 text-left';
    cell.textContent = text;
    tr.append(cell);
  });
  return tr;
}

/**
 * The coverage page's measured results (issue 14 §11): asks the API for the figures and writes
 * them into the table inside `root` (`[data-results-body]`), saying so in `[data-results-status]`.
 * Plain DOM code: the static page runs it without React, the page under React too.
 */
export function attachRemovalResults(root: HTMLElement, load = fetchRemovalResults): () => void {
  let live = true;
  const status = root.querySelector<HTMLElement>('[data-results-status]');
  const body = root.querySelector<HTMLTableSectionElement>('[data-results-body]');
  const table = root.querySelector<HTMLElement>('table');
  load()
    .then((results) => {
      if (!live || !body) return;
      const rows = [results.overall, ...results.groups].map((figures) =>
        row(root.ownerDocument, figures, results.minDecided),
      );
      body.replaceChildren(...rows);
      table?.removeAttribute('hidden');
      if (status) {
        status.textContent =
          results.overall.decided === 0
            ? 'No removal request has a verdict yet: the figures appear as sites answer.'
            : `Computed ${formatMoment(results.computedAt)} from ${results.overall.decided} verdicts.`;
      }
    })
    .catch(() => {
      if (live && status) status.textContent = 'The figures could not be loaded just now. Please try again later.';
    });
  return () => {
    live = false;
  };
}
