import type { Db } from '../../db/database';
import { errorReports } from '../../db/schema/platform';
import { retentionTask } from '../../jobs/housekeeping';
import { insertErrorReport } from './repository';
import type { ErrorReportInput } from '@cleardocket/domain/error-reports/contract';

const ERROR_REPORT_RETENTION_DAYS = 30;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const LONG_DIGITS = /\+?\(?\d[\d\s().-]{6,}\d/g;

/** Error reports must not carry personal data: emails and phone-like numbers are masked. */
function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_DIGITS, '[number]');
}

export async function recordErrorReport(db: Db, input: ErrorReportInput): Promise<string> {
  return insertErrorReport(db, {
    message: scrubText(input.message),
    category: input.category,
    severity: input.severity,
    errorCode: input.errorCode ?? null,
    path: input.path ? input.path.split('?')[0] : null,
    context: input.context ?? null,
  });
}

export const errorReportHousekeeping = retentionTask(
  'error-reports',
  errorReports,
  errorReports.createdAt,
  ERROR_REPORT_RETENTION_DAYS,
);
