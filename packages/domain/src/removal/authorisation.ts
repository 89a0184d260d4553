import { BRAND } from '../brand';

/**
 * The member's authorisation for the product to act as their agent for opt-outs (issue 14 §1).
 * The exact text and its version are stored with the time and address it was given from; a new
 * version of the text needs a new authorisation.
 */
export const AUTHORISATION_VERSION = 1;

export const AUTHORISATION_MODES = ['file-for-me', 'ask-each-time'] as const;
export type AuthorisationMode = (typeof AUTHORISATION_MODES)[number];

/** Who does the steps a site keeps for a person (a CAPTCHA, an ID upload, a phone call). */
export const HUMAN_STEP_OWNERS = ['member', 'operator'] as const;
export type HumanStepOwner = (typeof HUMAN_STEP_OWNERS)[number];

export const AUTHORISATION_MODE_LABELS: Record<AuthorisationMode, string> = {
  'file-for-me': 'File for me',
  'ask-each-time': 'Ask me each time',
};

export function authorisationText(version = AUTHORISATION_VERSION): string {
  if (version !== 1) throw new Error(`Unknown authorisation version ${version}`);
  return [
    `I authorise ${BRAND.name} to act as my agent for one purpose only: to ask people-search sites and data brokers to remove, suppress or stop selling my personal information.`,
    `For that purpose ${BRAND.name} may fill in and submit those sites' opt-out forms in my name, using the details in my profile and a private email address ${BRAND.name} keeps for me, and may open the confirmation links those sites send to that address.`,
    `${BRAND.name} will not create accounts, make payments, accept terms beyond the opt-out itself, or bypass a CAPTCHA or an identity check: those steps come back to me or, if I choose, to ${BRAND.name}'s team.`,
    'I can revoke this authorisation at any time in my settings; filing stops at once.',
  ].join('\n\n');
}
