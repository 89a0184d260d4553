import Bowser from 'bowser';

/** What a session's browser told us about itself, read by a maintained parser (decision 075). */
type DeviceSummary = { summary: string; kind: 'phone' | 'tablet' | 'computer' | 'unknown' };

const KINDS: Record<string, DeviceSummary['kind']> = { mobile: 'phone', tablet: 'tablet', desktop: 'computer' };

/** "Safari on iOS", "Chrome on Windows"; "Unknown device" when the user-agent names neither. */
export function describeDevice(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { summary: 'Unknown device', kind: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? '';
  const system = parsed.os.name ?? '';
  const kind = KINDS[parsed.platform.type ?? ''] ?? 'unknown';
  if (!browser && !system) return { summary: 'Unknown device', kind };
  if (!system) return { summary: browser, kind };
  return { summary: browser ? `${browser} on ${system}` : system, kind };
}
