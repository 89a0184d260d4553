import { parseDiscovery, supportedExercises } from '@cleardocket/domain/drp/protocol';
import { judgeRunnerPage } from '@cleardocket/domain/removal/runs';
import { chooseRoute, requestAddress } from '@cleardocket/domain/removal/routes';
import type { Route } from '@cleardocket/domain/removal/routes';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch';
import type { SafeFetchOptions } from '../../lib/safe-fetch';
import { surveyHtml } from './static-page/html-survey';
import type { FetchedHtml } from './static-page/html-survey';

/**
 * The runner's route rule applied to a fetched page, without a browser (issue 30 item 1, decision
 * 090): for the registry catalogue, which must say what each broker's request page offers. The
 * page and up to three of its frames are read from their markup into the runner's `PageSurvey`,
 * `chooseRoute` decides as it does for the runner, links are followed (at most 3, through the SSRF
 * guard), and a site that publishes a DRP discovery document is the DRP route. Where only a
 * browser could tell — a bot wall, a form drawn by script, an app shell — it says "could not
 * check" with the reason, never a guessed route.
 */
export type ClassifiedRoute = {
  route: 'drp' | 'form' | 'portal' | 'search' | 'email' | 'none' | 'could-not-check';
  reason: string;
};
export type ClassifierInput = { url: string; finalUrl: string; status: number; html: string; domain: string };
export type ClassifierOptions = Pick<SafeFetchOptions, 'allowLoopback' | 'loopbackHosts'>;

const MAX_HOPS = 3;
const MAX_FRAMES = 3;
const FETCH = { timeoutMs: 15_000, maxRedirects: 5, maxBytes: 2 * 1024 * 1024 };

async function fetchHtml(url: string, options: ClassifierOptions): Promise<FetchedHtml> {
  const page = await safeFetch(url, { ...options, ...FETCH });
  return { url: page.finalUrl, status: page.status, html: page.body };
}

/** The site's DRP discovery document (`/.well-known/data-rights.json`), in words; null without one. */
async function drpDiscovery(pageUrl: string, options: ClassifierOptions): Promise<string | null> {
  const url = new URL('/.well-known/data-rights.json', pageUrl);
  const answer = await safeFetch(url.href, { ...options, ...FETCH, maxBytes: 256 * 1024 }).catch(() => null);
  if (answer?.status !== 200) return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return null;
  }
  const business = parseDiscovery(parsed, url.host);
  const exercises = business ? supportedExercises(business) : [];
  if (!business || exercises.length === 0) return null;
  return `The site speaks the Data Rights Protocol: ${url.href} names its API (${exercises.join(', ')}); requests go there signed as your agent.`;
}

/** The page's frames, fetched through the guard (a frame that cannot be fetched is left out). */
async function framesOf(urls: readonly string[], options: ClassifierOptions): Promise<FetchedHtml[]> {
  const frames: FetchedHtml[] = [];
  for (const url of urls.slice(0, MAX_FRAMES)) {
    const frame = await fetchHtml(url, options).catch((error: unknown) => {
      if (error instanceof SafeFetchError) return null;
      throw error;
    });
    if (frame && frame.status === 200) frames.push(frame);
  }
  return frames;
}

const label = (route: Extract<Route, { kind: 'form' | 'search' }>): ClassifiedRoute['route'] =>
  route.kind === 'search' ? 'search' : route.vendor ? 'portal' : 'form';

const said = (trail: readonly string[], words: string) => [...trail, words].filter(Boolean).join(' ');

/** Reads one page after another (following request links) until a route is clear. */
export async function classifyFetchedPage(
  input: ClassifierInput,
  options: ClassifierOptions,
): Promise<ClassifiedRoute> {
  const drp = await drpDiscovery(input.finalUrl, options);
  if (drp) return { route: 'drp', reason: drp };
  const trail: string[] = [];
  const visited: string[] = [];
  let page: FetchedHtml = { url: input.finalUrl, status: input.status, html: input.html };
  let address: string | null = null;
  for (let hops = 0; ; hops++) {
    const first = surveyHtml(page, []);
    const { title, text } = first.survey;
    const judged = judgeRunnerPage(page.status, { title, text, html: page.html });
    if (!judged.ok && page.status !== 404 && page.status !== 410)
      return { route: 'could-not-check', reason: said(trail, judged.reason) };
    const read = first.frameUrls.length ? surveyHtml(page, await framesOf(first.frameUrls, options)) : first;
    const route = chooseRoute(read.survey, input.domain, { visited, hopsLeft: MAX_HOPS - hops });
    address ??= requestAddress(read.survey.emails, input.domain);
    if (route.kind === 'form' || route.kind === 'search') {
      const captcha = read.captcha ? ` It shows ${read.captcha}: a person will have to send it.` : '';
      return { route: label(route), reason: said(trail, `${route.why}${captcha}`) };
    }
    if (route.kind === 'link') {
      visited.push(page.url.replace(/#.*$/, ''), route.url);
      trail.push(`Followed the link “${route.text}”.`);
      try {
        page = await fetchHtml(route.url, options);
      } catch (error) {
        if (!(error instanceof SafeFetchError)) throw error;
        return {
          route: 'could-not-check',
          reason: said(trail, `The linked page could not be fetched: ${error.message}`),
        };
      }
      continue;
    }
    if (read.scriptBuilt && !(route.kind === 'none' && route.reason === 'not-found'))
      return {
        route: 'could-not-check',
        reason: said(
          trail,
          `${read.scriptBuilt}; the runner reads it in Chromium when it files. What its markup alone shows: ${route.why}`,
        ),
      };
    if (route.kind === 'email') return { route: 'email', reason: said(trail, route.why) };
    if (address)
      return {
        route: 'email',
        reason: said(trail, `${route.why} An earlier page asks for requests by email to ${address}.`),
      };
    return { route: 'none', reason: said(trail, route.why) };
  }
}
