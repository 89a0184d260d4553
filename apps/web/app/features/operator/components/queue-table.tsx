import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { QueueItem } from '@cleardocket/domain/operator/contract';
import { removalMethodLabel } from '@cleardocket/domain/requests/methods';
import { StatusBadge } from '~/components/ui/status-badge';
import { paths } from '~/config/paths';
import { BulkActions } from './bulk-actions';
import { Deadline, claimText } from './deadline';

function SelectAll({ all, some, onChange }: { all: boolean; some: boolean; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some && !all;
  }, [all, some]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="h-4 w-4"
      aria-label="Choose every row on this page"
      checked={all}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

const COLUMNS = ['Request', 'Site', 'Status', 'Deadline', 'Member', 'Claimed'];

type QueueTableRowProps = { item: QueueItem; isChosen: boolean; onToggle: (on: boolean) => void };

/** One removal in the queue: its checkbox, reference, site and method, status, deadline, member, claim. */
function QueueTableRow({ item, isChosen, onToggle }: QueueTableRowProps) {
  const { removal } = item;
  return (
    <tr className="border-b border-ink-100 align-top">
      <td className="p-2">
        <input
          type="checkbox"
          className="h-4 w-4"
          aria-label={`Choose ${removal.reference}`}
          checked={isChosen}
          onChange={(event) => onToggle(event.target.checked)}
        />
      </td>
      <th scope="row" className="p-2 font-semibold">
        <Link
          to={paths.dashboardOperatorRequest.getHref(removal.takedownRequestId)}
          className="text-brand-700 underline"
        >
          {removal.reference}
        </Link>
      </th>
      <td className="break-words p-2">
        {removal.siteName ?? removal.domain}
        <span className="block text-ink-700">{removalMethodLabel(removal.method)}</span>
      </td>
      <td className="p-2">
        <StatusBadge status={removal.status} />
      </td>
      <td className="p-2">
        <Deadline deadline={item.deadline} overdue={item.overdue} />
      </td>
      <td className="break-words p-2">
        {item.memberName}
        <span className="block text-ink-700">{item.takedownReference}</span>
      </td>
      <td className="p-2">{claimText(item)}</td>
    </tr>
  );
}

/** The queue page as a table (desktop): a checkbox per row, every row at once, then bulk actions. */
export function QueueTable({ items }: { items: QueueItem[] }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Only rows on this page can be chosen: a row that left the page (another page, a filter) is dropped.
  const ids = items.map((item) => item.removal.id).filter((id) => chosen.has(id));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="grid gap-3">
      <BulkActions ids={ids} onDone={() => setChosen(new Set())} />
      <table className="w-full table-fixed border-collapse rounded-lg bg-white text-left text-sm">
        <caption className="sr-only">Queue</caption>
        <thead className="border-b border-ink-200">
          <tr>
            <th scope="col" className="w-10 p-2">
              <SelectAll
                all={items.length > 0 && ids.length === items.length}
                some={ids.length > 0}
                onChange={(on) => setChosen(on ? new Set(items.map((item) => item.removal.id)) : new Set())}
              />
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="p-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <QueueTableRow
              key={item.removal.id}
              item={item}
              isChosen={chosen.has(item.removal.id)}
              onToggle={(on) => toggle(item.removal.id, on)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
