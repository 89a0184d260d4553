import { z } from 'zod';
import { splitFullName } from '@cleardocket/domain/identity/normalise';
import { SIGN_UP_MESSAGES, isValidCode, validateSignUp } from '@cleardocket/domain/identity/sign-up';
import { isValidSearchConfig } from '@cleardocket/domain/search/config';
import { SEARCH_API_MESSAGES } from '@cleardocket/domain/search/messages';
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TYPES, buildQuery, resolveSearchTerm } from '@cleardocket/domain/search/query';
import { IDENTITY_LIMITS } from '~/lib/form/identity-fields';

/**
 * Every validation rule of spec §5's forms in one schema, each checked by the domain function the
 * product's own forms and routes use (nothing re-implemented here): sign-up, the full-name split,
 * the 6-digit code, the search term by type with its query template, and the search-API settings.
 * The output is what the forms hand on: normalised email and phone, split name, built query.
 */
export const FormExampleSchema = z
  .object({
    firstName: z.string().max(IDENTITY_LIMITS.name),
    lastName: z.string().max(IDENTITY_LIMITS.name),
    email: z.string().max(IDENTITY_LIMITS.email),
    phoneNumber: z.string().max(IDENTITY_LIMITS.phone),
    password: z.string().max(IDENTITY_LIMITS.password),
    fullName: z.string().max(IDENTITY_LIMITS.name * 2),
    code: z.string().max(12),
    searchType: z.enum(SEARCH_TYPES),
    searchTerm: z.string().max(SEARCH_TERM_MAX_LENGTH + 50),
    apiKey: z.string().max(200),
    engineId: z.string().max(200),
  })
  .transform((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const signUp = validateSignUp(input);
    if (!signUp.ok) for (const [field, message] of Object.entries(signUp.errors)) if (message) issue(field, message);
    const split = splitFullName(input.fullName);
    if (!split.firstName || !split.lastName) issue('fullName', 'Enter your first and last name');
    if (!isValidCode(input.code)) issue('code', SIGN_UP_MESSAGES.code);
    const term = resolveSearchTerm({ type: input.searchType, term: input.searchTerm });
    if (!term.ok) issue('searchTerm', term.message);
    const hasSearchConfig = input.apiKey !== '' || input.engineId !== '';
    if (hasSearchConfig && !isValidSearchConfig(input.apiKey, input.engineId)) {
      issue('engineId', SEARCH_API_MESSAGES.notConfigured);
    }
    if (!signUp.ok || !term.ok) return z.NEVER;
    return {
      signUp: { ...signUp.value, password: '(hidden)' },
      fullName: split,
      code: input.code.trim(),
      search: { type: input.searchType, term: term.term, query: buildQuery(input.searchType, term.term) },
      searchApi: hasSearchConfig ? 'valid' : 'not given',
    };
  });

export type FormExampleInput = z.input<typeof FormExampleSchema>;
export type FormExampleOutput = z.output<typeof FormExampleSchema>;
