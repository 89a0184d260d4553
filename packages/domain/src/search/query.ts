import { SEARCH_MESSAGES } from './messages';

/** The six search types of spec §3, in the order the wizard shows them. */
export const SEARCH_TYPES = ['name', 'company', 'case', 'phone', 'email', 'address'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  name: 'Name',
  company: 'Company',
  case: 'Case number',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
};

export const SEARCH_TERM_MAX_LENGTH = 200;

/** What a form sends: a name search may give first and last name instead of one term. */
export type SearchInput = { type: SearchType; term?: string; firstName?: string; lastName?: string };

export type SearchTermResult = { ok: true; term: string } | { ok: false; message: string };

const collapse = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** Digits of a phone number; the query carries digits only (spec §5 template). */
const phoneDigits = (value: string) => value.replace(/\D/g, '');

/**
 * The term to search for, or the message to show. A blank term is the service's 'Please enter a
 * search term' (spec §5); the type-specific checks keep a search from spending quota on a typo.
 */
export function resolveSearchTerm(input: SearchInput): SearchTermResult {
  const term =
    input.type === 'name' && (input.firstName !== undefined || input.lastName !== undefined)
      ? collapse(`${input.firstName ?? ''} ${input.lastName ?? ''}`)
      : collapse(input.term);
  if (!term) return { ok: false, message: SEARCH_MESSAGES.blankTerm };
  if (term.length > SEARCH_TERM_MAX_LENGTH) return { ok: false, message: SEARCH_MESSAGES.termTooLong };
  if (
    input.type === 'name' &&
    input.firstName !== undefined &&
    (!collapse(input.firstName) || !collapse(input.lastName))
  ) {
    return { ok: false, message: SEARCH_MESSAGES.nameNeedsBoth };
  }
  if (input.type === 'phone') {
    const digits = phoneDigits(term);
    if (digits.length < 7 || digits.length > 15) return { ok: false, message: SEARCH_MESSAGES.invalidPhone };
    return { ok: true, term: digits };
  }
  if (input.type === 'email') {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(term)) return { ok: false, message: SEARCH_MESSAGES.invalidEmail };
    return { ok: true, term: term.toLowerCase() };
  }
  return { ok: true, term };
}

/**
 * A name term with a place, as monitoring's "with city" variant (monitoring/plan.ts) writes it: "Jane Doe (Austin, TX)".
 * The query quotes the name and adds the place; the match reads only the name as the member's.
 */
export function nameTermParts(term: string): { name: string; place: string | null } {
  const match = /^(.+?)\s*\(([^()]+)\)$/.exec(term.trim());
  return match ? { name: (match[1] ?? '').trim(), place: (match[2] ?? '').trim() } : { name: term.trim(), place: null };
}

/**
 * The query sent to the provider, exactly as spec §5's templates; a name with a place in
 * brackets (monitoring's variant) quotes the name and adds the place.
 */
export function buildQuery(type: SearchType, term: string): string {
  switch (type) {
    case 'name': {
      const { name, place } = nameTermParts(term);
      return place ? `"${name}" ${place} person` : `"${term}" person`;
    }
    case 'company':
      return `"${term}" company`;
    case 'case':
      return `Case ${term} court records`;
    case 'phone':
      return `"${phoneDigits(term)}" phone contact`;
    case 'email':
      return `"${term}" email`;
    case 'address':
      return `"${term}" address`;
  }
}

/** At least one non-empty term among a wizard's fields (spec §5). */
export function hasAnyTerm(fields: Partial<Record<SearchType, string>>): boolean {
  return Object.values(fields).some((value) => collapse(value) !== '');
}
