/**
 * Company-register copies (issue 35): sites that republish a state's business registrations —
 * the entity's number and status, its registered agent, officers and their addresses — the way
 * OpenCorporates, Bizapedia or CorporationWiki do. Such a copy is a data broker's listing of the
 * business and of the people named in it, with a removal or correction process of its own, so it
 * is a removal target of high severity like the catalogue's data brokers (decision 118). The
 * state's own register (a government host) publishes by law and takes no opt-out: like a county's
 * own roll (decision 070), it keeps the severity its keywords give.
 */

/**
 * What only a register entry says, by kind: its agent, its number, its officers, its status or
 * type, its dates of formation, its offices. Read in lower case with the words as a register
 * writes them. An entry shows several of them; a business's own site may show one ("Registered
 * office: …" in a footer, "incorporated in 1988"), so it takes two kinds (`readsAsRegisterEntry`).
 */
const REGISTER_PHRASES: readonly RegExp[] = [
  /registered agent|agent for service|statutory agent|resident agent/,
  /(?:company|entity|corporation|charter|document|file|filing|sos|ubi|business|control) (?:number|no\b|id\b|#)/,
  /(?:officers|directors|governing persons|managers|managing members|principals):/,
  /(?:entity|company|corporate|filing) (?:status|type)\b/,
  /incorporation date|incorporated on|date of (?:incorporation|formation|organization)/,
  /registered (?:office|address)|principal (?:office|address)/,
];

/**
 * Hosts of the states' own registers: government hosts (`.gov`, `.state.xx.us`) and the one state
 * register on another domain (Florida's Division of Corporations, sunbiz.org).
 */
const OFFICIAL_REGISTER_HOST = /(^|\.)(?:[a-z0-9-]+\.gov|state\.[a-z]{2}\.us|sunbiz\.org)$/;

export function isOfficialRegisterHost(host: string): boolean {
  return OFFICIAL_REGISTER_HOST.test(host);
}

/** Whether a page's text (in lower case) reads as an entry of a company register. */
/**
 * A copy's page about a person in the register: "Dana Whitlock is listed as a registered agent for
 * 2 companies", "is registered as an officer of" — the index such sites build from the entries.
 */
const REGISTER_PERSON =
  /(?:is|are) (?:listed|registered) as (?:an? |the )?(?:registered agent|officer|director|manager|governing person|principal|organizer)s? (?:for|of|in)\b/;

export function readsAsRegisterEntry(lower: string): boolean {
  if (REGISTER_PERSON.test(lower)) return true;
  let kinds = 0;
  for (const phrase of REGISTER_PHRASES) {
    if (phrase.test(lower) && ++kinds === 2) return true;
  }
  return false;
}

/**
 * A copy of a company register on a site the catalogue does not know: a register entry's text on
 * a host that is not a state's own register. Only asked of off-catalogue hosts (`classify.ts`).
 */
export function isRegisterCopy(host: string, lower: string): boolean {
  return readsAsRegisterEntry(lower) && !isOfficialRegisterHost(host);
}
