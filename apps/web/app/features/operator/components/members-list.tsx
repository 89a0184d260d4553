import { useState } from 'react';
import { z } from 'zod';
import type { MemberRow } from '@cleardocket/domain/members/contract';
import { MEMBER_STATUSES, MEMBER_STATUS_LABELS } from '@cleardocket/domain/members/status';
import type { MemberStatus } from '@cleardocket/domain/members/status';
import { PLANS, PLAN_IDS } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { FILTER_CONTROL, FilterField } from '~/components/ui/filter-field';
import { cn } from '~/lib/cn';
import { formatDay } from '~/lib/dates';
import { Form } from '~/lib/form/form';
import { TextareaField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useSession } from '~/hooks/use-session';
import { useMembers } from '../api/get-members';
import { useMemberSuspension } from '../api/suspend-member';
import type { MembersFilter } from '../api/get-members';
import { ConsolePager } from './console-pager';
import { ListState } from './console-states';
import { MemberHistory } from './member-history';

const FIRST_PAGE: MembersFilter = { q: '', status: '', plan: '', page: 1 };
const isStatus = (value: string): value is MemberStatus => (MEMBER_STATUSES as readonly string[]).includes(value);
const planName = (planId: string | null) =>
  planId === null ? 'No plan' : ((PLANS as Record<string, { name: string } | undefined>)[planId]?.name ?? planId);

const STATUS_TONE: Record<MemberStatus, string> = {
  active: 'bg-green-100 text-green-900',
  suspended: 'bg-red-100 text-red-900',
  unverified: 'bg-amber-100 text-amber-900',
};

/** The reason the server requires (1–500 characters), checked before it is sent. */
const ReasonSchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(500, 'Keep the reason to 500 characters'),
});

function MembersFilters({
  filter,
  onChange,
}: {
  filter: MembersFilter;
  onChange: (change: Partial<MembersFilter>) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FilterField label="Find" className="w-full sm:w-72">
        <input
          type="search"
          value={filter.q}
          maxLength={100}
          placeholder="Name or email"
          onChange={(event) => onChange({ q: event.target.value })}
          className={cn(FILTER_CONTROL, 'w-full')}
        />
      </FilterField>
      <FilterField label="Status">
        <select
          value={filter.status}
          onChange={(event) => onChange({ status: isStatus(event.target.value) ? event.target.value : '' })}
          className={FILTER_CONTROL}
        >
          <option value="">Any</option>
          {MEMBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MEMBER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label="Plan">
        <select
          value={filter.plan}
          onChange={(event) => onChange({ plan: event.target.value })}
          className={FILTER_CONTROL}
        >
          <option value="">Any</option>
          {PLAN_IDS.map((planId) => (
            <option key={planId} value={planId}>
              {planName(planId)}
            </option>
          ))}
          <option value="none">No plan</option>
        </select>
      </FilterField>
    </div>
  );
}

/** Suspend or reinstate, with the reason the audit log keeps. */
function SuspensionForm({ member, onDone }: { member: MemberRow; onDone: () => void }) {
  const suspension = useMemberSuspension();
  const suspend = member.status !== 'suspended';
  return (
    <Form
      schema={ReasonSchema}
      defaultValues={{ reason: '' }}
      onSubmit={async ({ reason }) => {
        await suspension.mutateAsync({ id: member.id, suspend, reason });
        onDone();
      }}
      className="grid gap-2 rounded-md border border-ink-200 bg-ink-50 p-3"
    >
      <TextareaField
        name="reason"
        label={suspend ? `Why suspend ${member.name}?` : `Why reinstate ${member.name}?`}
        hint={
          suspend
            ? 'They are signed out everywhere at once and cannot sign in until reinstated. The audit log keeps this reason.'
            : 'They can sign in again. The audit log keeps this reason.'
        }
        rows={2}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" variant={suspend ? 'destructive' : 'primary'}>
          {suspend ? 'Suspend member' : 'Reinstate member'}
        </SubmitButton>
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

type MemberItemProps = {
  member: MemberRow;
  isSelf: boolean;
  showsHistory: boolean;
  onHistory: (open: boolean) => void;
};

function MemberItem({ member, isSelf, showsHistory, onHistory }: MemberItemProps) {
  const [acting, setActing] = useState(false);
  const headingId = `member-${member.id}`;
  return (
    <li aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-lg border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {member.name}
        </h2>
        <span className={cn('rounded-full px-2 py-0.5 text-sm font-semibold', STATUS_TONE[member.status])}>
          {MEMBER_STATUS_LABELS[member.status]}
        </span>
        {member.isAdmin ? (
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-sm font-semibold text-ink-800">Admin</span>
        ) : null}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">{member.email}</dd>
        <dt className="font-semibold">Joined</dt>
        <dd>{formatDay(member.joinedAt)}</dd>
        <dt className="font-semibold">Plan</dt>
        <dd>{planName(member.planId)}</dd>
        <dt className="font-semibold">Open requests</dt>
        <dd>{member.openRequests}</dd>
        {member.suspendedReason ? (
          <>
            <dt className="font-semibold">Suspended because</dt>
            <dd className="break-words whitespace-pre-wrap">{member.suspendedReason}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-expanded={showsHistory} onClick={() => onHistory(!showsHistory)}>
          See requests<span className="sr-only"> of {member.name}</span>
        </Button>
        {member.isAdmin || isSelf || acting ? null : (
          <Button
            size="sm"
            variant={member.status === 'suspended' ? 'primary' : 'outline'}
            onClick={() => setActing(true)}
          >
            {member.status === 'suspended' ? 'Reinstate…' : 'Suspend…'}
          </Button>
        )}
      </div>
      {acting ? <SuspensionForm member={member} onDone={() => setActing(false)} /> : null}
      {showsHistory ? <MemberHistory memberId={member.id} onClose={() => onHistory(false)} /> : null}
    </li>
  );
}

/** Every member, newest first: find one, see their requests, suspend or reinstate them. */
export function MembersList() {
  const [filter, setFilter] = useState<MembersFilter>(FIRST_PAGE);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const members = useMembers(filter);
  const session = useSession();
  const selfId = session.status === 'signed-in' ? session.user.id : null;
  const filtered = Boolean(filter.q.trim() || filter.status || filter.plan);
  return (
    <div className="grid min-w-0 gap-4">
      <MembersFilters filter={filter} onChange={(change) => setFilter({ ...filter, page: 1, ...change })} />
      <ListState
        noun="members"
        isPending={members.isPending}
        error={members.error}
        count={members.data?.total}
        filtered={filtered}
      />
      <ul className="grid gap-3" aria-label="Members">
        {(members.data?.members ?? []).map((member) => (
          <MemberItem
            key={member.id}
            member={member}
            isSelf={member.id === selfId}
            showsHistory={historyOf === member.id}
            onHistory={(open) => setHistoryOf(open ? member.id : null)}
          />
        ))}
      </ul>
      {members.data ? (
        <ConsolePager
          label="Member pages"
          page={members.data.page}
          pageSize={members.data.pageSize}
          total={members.data.total}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      ) : null}
    </div>
  );
}
