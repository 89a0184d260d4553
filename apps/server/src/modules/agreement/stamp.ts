import { utcDateTime } from '@cleardocket/domain/dates';

/** `2026-11-24 14:05:09 UTC`: the signing time as the PDF and the signing email write it. */
export function utcStamp(date: Date): string {
  return `${utcDateTime(date)} UTC`;
}
