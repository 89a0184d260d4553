/** The overlay's countdown (spec §2): 23:47:32, down to 0, then again from 23:59:59. */
export const COUNTDOWN_START = 23 * 3600 + 47 * 60 + 32;
const COUNTDOWN_LOOP = 23 * 3600 + 59 * 60 + 59;

export function nextCountdown(seconds: number): number {
  return seconds <= 0 ? COUNTDOWN_LOOP : seconds - 1;
}

export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
