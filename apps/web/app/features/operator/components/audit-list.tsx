import { useState } from 'react';
import type { AuditEntry } from '@cleardocket/domain/audit/contract';
import { REMOVAL_STATUSES, REMOVAL_STATUS_LABELS } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { FILTER_CONTROL, FilterField } from '~/components/ui/filter-field';
import { formatMoment } from '~/lib/dates';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditFilter } from '../api/get-audit-log';
import { ConsolePager } from './console-pager';
import { ListState } from './console-states';

/** The log's action codes in words; a code not listed (a newer action) is shown as it is. */
const ACTION_LABELS: Record<string, string> = {
  'suspend-member': 'Suspended a member',
  'reinstate-member': 'Reinstated a member',
  'inbox-handled': 'Marked a message handled',
  'inbox-reopened': 'Reopened a message',
  claim: 'Claimed a removal',
  status: 'Changed a removal’s status',
  evidence: 'Added evidence',
  'read-history': 'Read a member’s requests',
  'read-request': 'Opened a member’s request',
  'read-evidence': 'Opened evidence',
};
const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replace(/[-_]/g, ' ');

/** What the action was on, in words: the member and the removal, or the inbox message. */
function target(entry: AuditEntry): string {
  const parts: string[] = [];
  if (entry.member) parts.push(`${entry.member.name} (${entry.member.email})`);
  if (entry.removalReference) parts.push(entry.removalReference);
  const topic = entry.details.topic;
  if (typeof entry.details.contactMessageId === 'string')
    parts.push(typeof topic === 'string' ? `Contact message: ${topic}` : 'Contact message');
  return parts.join(' · ') || '—';
}

const reasonOf = (entry: AuditEntry) => (typeof entry.details.reason === 'string' ? entry.details.reason : null);

const isRemovalStatus = (value: string): value is RemovalStatus => REMOVAL_STATUSES.some((status) => status === value);

/** A status change's two ends ("from Submitted to Removed"), when the row records them. */
function changeOf(entry: AuditEntry): string | null {
  const { from, to } = entry.details;
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  const label = (status: string) => (isRemovalStatus(status) ? REMOVAL_STATUS_LABELS[status] : status);
  return `From ${label(from)} to ${label(to)}`;
}

/** One entry: the action and when, by whom, on what, a status change's ends and the reason given. */
function AuditItem({ entry }: { entry: AuditEntry }) {
  const reason = reasonOf(entry);
  const change = changeOf(entry);
  return (
    <li className="grid min-w-0 gap-1 rounded-lg border border-ink-200 bg-white p-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{actionLabel(entry.action)}</span>
        <time dateTime={entry.createdAt} className="text-ink-700">
          {formatMoment(entry.createdAt)}
        </time>
      </p>
      <p className="break-words">
        <span className="font-semibold">By</span> {entry.operator ? entry.operator.name : 'A removed account'}
      </p>
      <p className="break-words">
        <span className="font-semibold">On</span> {target(entry)}
      </p>
      {change ? <p>{change}</p> : null}
      {reason ? (
        <p className="break-words whitespace-pre-wrap">
          <span className="font-semibold">Reason</span> {reason}
        </p>
      ) : null}
    </li>
  );
}

type AuditFiltersProps = {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  actions: string[];
  operators: { id: string; name: string; email: string }[];
};

/** The two filters, by action and by operator; changing one goes back to the first page. */
function AuditFilters({ filter, onChange, actions, operators }: AuditFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FilterField label="Action">
        <select
          value={filter.action}
          onChange={(event) => onChange({ ...filter, action: event.target.value, page: 1 })}
          className={FILTER_CONTROL}
        >
          <option value="">Any</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label="Operator">
        <select
          value={filter.operator}
          onChange={(event) => onChange({ ...filter, operator: event.target.value, page: 1 })}
          className={FILTER_CONTROL}
        >
          <option value="">Anyone</option>
          {operators.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.name === operator.email ? operator.email : `${operator.name} (${operator.email})`}
            </option>
          ))}
        </select>
      </FilterField>
    </div>
  );
}

/** What operators did, newest first, by action and by operator. */
export function AuditList() {
  const [filter, setFilter] = useState<AuditFilter>({ action: '', operator: '', page: 1 });
  const log = useAuditLog(filter);
  return (
    <div className="grid min-w-0 gap-4">
      <AuditFilters
        filter={filter}
        onChange={setFilter}
        actions={log.data?.actions ?? []}
        operators={log.data?.operators ?? []}
      />
      <ListState
        noun="audit entries"
        isPending={log.isPending}
        error={log.error}
        count={log.data?.total}
        filtered={Boolean(filter.action || filter.operator)}
      />
      <ol className="grid gap-2" aria-label="Audit log">
        {(log.data?.entries ?? []).map((entry) => (
          <AuditItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {log.data ? (
        <ConsolePager
          label="Audit log pages"
          page={log.data.page}
          pageSize={log.data.pageSize}
          total={log.data.total}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      ) : null}
    </div>
  );
}
