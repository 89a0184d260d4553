import type * as z from 'zod/mini';
import type { MatchLabel } from './match';
import type { ScanSchema, SearchResultSchema } from './contract';

/**
 * Stored rows → the search contract's shapes. Types are structural, so the domain needs nothing
 * of the server's database.
 */

/** A scan as the server stores it: the wire leaves out its owner and start time. */
type StoredScan = z.input<typeof ScanSchema> & { userId: string; startedAt: Date | null };

export function toScan(row: StoredScan): z.input<typeof ScanSchema> {
  const { userId: _userId, startedAt: _startedAt, ...scan } = row;
  return scan;
}

/** A result as the server stores it: the match in three columns, `processed` as a flag. */
type StoredResult = Omit<z.input<typeof SearchResultSchema>, 'match' | 'status'> & {
  matchScore: number;
  matchLabel: MatchLabel;
  matchReasons: string[];
};

export function toResult(row: StoredResult): z.input<typeof SearchResultSchema> {
  return {
    id: row.id,
    profileId: row.profileId,
    url: row.url,
    title: row.title,
    snippet: row.snippet,
    source: row.source,
    sourceType: row.sourceType,
    searchTerm: row.searchTerm,
    searchType: row.searchType,
    severity: row.severity,
    category: row.category,
    siteName: row.siteName,
    method: row.method,
    priority: row.priority,
    match: { score: row.matchScore, label: row.matchLabel, reasons: row.matchReasons },
    found: row.found,
    status: row.processed ? 'processed' : 'unprocessed',
    processed: row.processed,
    ignored: row.ignored,
    saved: row.saved,
    feedback: row.feedback,
    firstSeenAt: row.firstSeenAt,
    lastSeenAt: row.lastSeenAt,
    goneAt: row.goneAt,
  };
}
