/*
 * What a member reads on their request's timeline when automatic filing stops (issue 31 item 7).
 * The runner's detail is technical ("net::ERR_TUNNEL_CONNECTION_FAILED", a Playwright timeout, a
 * locator that matched nothing): it stays on the run and on the operator's task, where it helps;
 * the member gets a plain sentence chosen by the kind of failure, never the raw text.
 */

/** The site or the network did not answer: DNS, refused or reset connections, proxies, TLS. */
const UNREACHABLE =
  /net::ERR_|\bE(CONNREFUSED|CONNRESET|NOTFOUND|AI_AGAIN|HOSTUNREACH|NETUNREACH)\b|could not be reached/i;

/**
 * Opening the page, or the whole run, took too long. A fill, click or select step that runs out of
 * time is not slowness: Playwright waited for a field that was not there, so the site's form changed.
 */
const TOO_SLOW = /\bnavigate step\b.*(timeout|took longer)|page\.goto: timeout|\brun took longer than|timed out/i;

const FORM_WENT_OTHERWISE = 'the site’s form did not go as expected';

/** The failure in plain words, without anything of the runner's own text. */
export function plainFailureReason(detail: string | null): string {
  if (detail && UNREACHABLE.test(detail)) return 'the site could not be reached';
  if (detail && TOO_SLOW.test(detail)) return 'the site took too long to answer';
  return FORM_WENT_OTHERWISE;
}

/** The timeline note of a run handed to the team after it failed. */
export function memberFailureNote(site: string, detail: string | null): string {
  return `Automatic filing at ${site} stopped: ${plainFailureReason(detail)}. Our team has it now.`;
}
