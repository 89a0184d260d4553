import type { MailMatch } from './playbook';

/** A received email as the matcher sees it: who sent it, its subject, its text and its links. */
export type InboundMailFacts = { from: string; subject: string; text: string; links: readonly string[] };

/** The domain of an address (`"Spokeo" <privacy@mail.spokeo.com>` → mail.spokeo.com). */
export function senderDomain(from: string): string | null {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return domain.length > 0 ? domain : null;
}

const isDomainOf = (domain: string, parent: string) => domain === parent || domain.endsWith(`.${parent}`);

/** The links of a message: from its HTML anchors and its text, in order, without repeats. */
export function extractLinks(text: string, html: string | null): string[] {
  const found: string[] = [];
  const push = (raw: string) => {
    const link = raw.replace(/&amp;/g, '&').replace(/[).,;'"]+$/, '');
    if (/^https?:\/\//i.test(link) && !found.includes(link)) found.push(link);
  };
  for (const match of (html ?? '').matchAll(/href\s*=\s*["']([^"']+)["']/gi)) push(match[1] ?? '');
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/gi)) push(match[0]);
  return found;
}

/** Whether a message is the confirmation a step waits for: the sender's domain, subject and link. */
export function matchesMail(match: MailMatch, mail: InboundMailFacts): boolean {
  const domain = senderDomain(mail.from);
  if (!domain || !isDomainOf(domain, match.fromDomain.toLowerCase())) return false;
  if (match.subject && !mail.subject.toLowerCase().includes(match.subject.toLowerCase())) return false;
  if (match.link && !confirmationLink(match, mail)) return false;
  return true;
}

/** The link to open: the first that matches the step's pattern, else the first link at all. */
export function confirmationLink(match: MailMatch, mail: InboundMailFacts): string | null {
  if (!match.link) return mail.links[0] ?? null;
  const pattern = new RegExp(match.link, 'i');
  return mail.links.find((link) => pattern.test(link)) ?? null;
}

/** The code a login-code email carries: the first group of the step's pattern in its text. */
export function confirmationCode(pattern: string, mail: InboundMailFacts): string | null {
  const found = new RegExp(pattern, 'i').exec(`${mail.subject}\n${mail.text}`);
  return found?.[1] ?? null;
}
