import { and, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { MENTION_CATEGORIES, REVIEW_HOST_PATTERN } from '@cleardocket/domain/search/removal-target';
import type { SQL } from 'drizzle-orm';
import { searchResults } from '../../db/schema/search';

/**
 * The domain's attention rule (domain search/alerts.ts: `isAlert`, `needsReview`) as SQL, so the
 * counts and the lists are filtered in the database; test/alerts.api.test.ts checks the SQL and
 * the domain agree on every combination of the fields they read.
 */
const notNotMe = () => or(isNull(searchResults.feedback), ne(searchResults.feedback, 'not_me')) as SQL;

/** The member's own: found by the scan or confirmed "This is me", never "Not me" (`isTheirs`). */
export const theirsFilter = (): SQL =>
  or(eq(searchResults.feedback, 'me'), and(eq(searchResults.found, true), notNotMe())) as SQL;

/** `isAlert`: theirs, without a request, still on the web. */
export const alertFilter = (): SQL =>
  and(theirsFilter(), eq(searchResults.processed, false), isNull(searchResults.goneAt)) as SQL;

/** `needsReview`: not found, unanswered, no request, still on the web, high or medium, not ruled out. */
export const reviewFilter = (): SQL =>
  and(
    eq(searchResults.found, false),
    isNull(searchResults.feedback),
    eq(searchResults.processed, false),
    isNull(searchResults.goneAt),
    ne(searchResults.severity, 'low'),
    ne(searchResults.matchLabel, 'unlikely'),
    // A removal target (domain isRemovalTarget): not news or social, not a review site's host.
    notInArray(searchResults.category, [...MENTION_CATEGORIES]),
    sql`${searchResults.source} !~ ${REVIEW_HOST_PATTERN}`,
  ) as SQL;
