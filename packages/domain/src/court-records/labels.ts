import type { APPEARANCE_STATUSES } from './contract';
import type { CaseType, ChargeLevel, Disposition, Likelihood, OffenceCategory, Remedy } from './eligibility/index';

type AppearanceStatus = (typeof APPEARANCE_STATUSES)[number];

/** The court-records words a member reads (issue 15): one place for the web's forms and pages. */
export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  criminal: 'Criminal case',
  eviction: 'Eviction',
  civil: 'Civil lawsuit',
};

export const CHARGE_LEVEL_LABELS: Record<ChargeLevel, string> = {
  infraction: 'Infraction (a ticket, no jail)',
  misdemeanor: 'Misdemeanor',
  felony: 'Felony',
};

export const DISPOSITION_LABELS: Record<Disposition, string> = {
  no_charges_filed: 'Arrested, but no charges were filed',
  dismissed: 'Dismissed or dropped',
  acquitted: 'Found not guilty',
  diversion_completed: 'Diversion or deferred judgment completed',
  convicted: 'Convicted, or pleaded guilty or no contest',
};

export const OFFENCE_CATEGORY_LABELS: Record<OffenceCategory, string> = {
  violent: 'A violent offence',
  sex_offence: 'A sex offence',
  dui: 'Driving under the influence',
  domestic_violence: 'Domestic violence',
  drug: 'A drug offence',
  property: 'A property offence (theft, damage, fraud)',
  other: 'Something else',
};

export const LIKELIHOOD_LABELS: Record<Likelihood, string> = {
  likely: 'Likely eligible',
  possibly: 'Possibly eligible',
  unlikely: 'Unlikely to be eligible',
};

export const REMEDY_LABELS: Record<Remedy, string> = {
  sealing: 'Sealing',
  expungement: 'Expungement',
  set_aside: 'Set-aside',
  record_clearance: 'Record clearance',
  none: 'No remedy found',
};

export const APPEARANCE_STATUS_LABELS: Record<AppearanceStatus, string> = {
  online: 'Still online',
  removal_in_progress: 'Removal in progress',
  removed: 'Removed',
  not_removed: 'Not removed',
};
