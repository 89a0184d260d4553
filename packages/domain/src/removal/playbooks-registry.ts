import type { PlaybookInput } from './playbook';
import { registryForm } from './playbook-families';
import { WEB_FORM_SITES, gapReason } from './playbook-gaps';

/**
 * The generic request-form playbook (decision 038) for every web-form site whose request page is
 * known but whose form no source describes (mostly California data broker registry filings), and
 * that has no described playbook (`described`). Built from the catalogue entry: its `optOutUrl`,
 * the hosts of that address (a hosted portal's too), its sources.
 */
export function registryPlaybookInputs(described: ReadonlySet<string>): PlaybookInput[] {
  return WEB_FORM_SITES.flatMap((site) => {
    if (described.has(site.domain) || gapReason(site) || !site.optOutUrl) return [];
    const sources = site.source
      .split(' ; ')
      .map((source) => source.trim().slice(0, 300))
      .filter((source) => source.length >= 3);
    return [registryForm({ domain: site.domain, url: site.optOutUrl, sources: [...sources, 'registry-page'] })];
  });
}
