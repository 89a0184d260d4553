import type { Db } from '../../db/database';
import { notFound } from './case-view';
import * as repository from './repository';
import type { AttorneyRow } from './repository';

/* The partner-attorney directory (admin-managed) and what members see of it */

type AttorneyInput = {
  name: string;
  firm?: string | null;
  email: string;
  phone?: string | null;
  states: string[];
  practiceAreas: string[];
  fees: string;
  languages: string[];
  capacity: number;
  active: boolean;
};

export async function openCounts(db: Db) {
  return new Map((await repository.openReferralCounts(db)).map((row) => [row.attorneyId, row.count]));
}

function toPublicAttorney(row: AttorneyRow, open: number) {
  return {
    id: row.id,
    name: row.name,
    firm: row.firm,
    states: row.states,
    practiceAreas: row.practiceAreas,
    fees: row.fees,
    languages: row.languages,
    acceptingReferrals: row.active && open < row.capacity,
  };
}

function toAdminAttorney(row: AttorneyRow, open: number) {
  return {
    ...toPublicAttorney(row, open),
    email: row.email,
    phone: row.phone,
    capacity: row.capacity,
    active: row.active,
    openReferrals: open,
  };
}

/** Active partner attorneys, those for the state only when one is given. */
export async function memberAttorneys(db: Db, state?: string) {
  const open = await openCounts(db);
  const rows = (await repository.listAttorneys(db, { activeOnly: true })).filter(
    (row) => !state || row.states.includes(state),
  );
  return { attorneys: rows.map((row) => toPublicAttorney(row, open.get(row.id) ?? 0)) };
}

export async function adminAttorneys(db: Db) {
  const open = await openCounts(db);
  return {
    attorneys: (await repository.listAttorneys(db, { activeOnly: false })).map((row) =>
      toAdminAttorney(row, open.get(row.id) ?? 0),
    ),
  };
}

const attorneyValues = (input: AttorneyInput) => ({
  name: input.name,
  firm: input.firm ?? null,
  email: input.email.toLowerCase(),
  phone: input.phone ?? null,
  states: [...new Set(input.states)],
  practiceAreas: input.practiceAreas,
  fees: input.fees,
  languages: input.languages,
  capacity: input.capacity,
  active: input.active,
});

export async function addAttorney(db: Db, input: AttorneyInput) {
  const row = await repository.insertAttorney(db, attorneyValues(input));
  return { attorney: toAdminAttorney(row, 0) };
}

export async function changeAttorney(db: Db, id: string, input: AttorneyInput) {
  const row = (await repository.updateAttorney(db, id, attorneyValues(input))) ?? notFound('That attorney');
  return { attorney: toAdminAttorney(row, (await openCounts(db)).get(id) ?? 0) };
}

/** How a referral names its attorney: the name, and the firm when there is one. */
export const attorneyLabel = (attorney: Pick<AttorneyRow, 'name' | 'firm'>) =>
  attorney.firm ? `${attorney.name} (${attorney.firm})` : attorney.name;
