import type { Page } from 'playwright-core';
import { chooseRoute, requestAddress, routeSentence } from '@cleardocket/domain/removal/routes';
import type { Route } from '@cleardocket/domain/removal/routes';
import { judgeCurrent } from './page-content';
import { surveyPage } from './page-survey';
import { peopleSearch } from './people-search';
import { fillRequestFormIn } from './request-form';
import type { RequestFormStep } from './request-form';
import type { StepContext, StepResult } from './steps';

/**
 * Takes the route a request page offers (issue 30 §1, decision 058): reads the page, lets the
 * domain choose (a form on the page or in a portal's frame, a people search, a link to follow, an
 * address to write to, nothing), acts, and reads again after a link or a search — at most
 * MAX_HOPS links. Every reason names the route, so a person reading the run sees why.
 */
const MAX_HOPS = 3;
const MAX_MOVES = 6;
/** How long a page may take to draw its request form by script. */
const FORM_WAIT_MS = 6000;

const isActionable = (route: Route) => route.kind === 'form' || route.kind === 'search';

/** Reads the page until it shows a form to act on, or the wait runs out (a portal draws its form late). */
async function settledRoute(page: Page, context: StepContext, domain: string, visited: string[], hopsLeft: number) {
  const until = Date.now() + FORM_WAIT_MS;
  for (;;) {
    const survey = await surveyPage(page, context.documentStatus());
    const route = chooseRoute(survey, domain, { visited, hopsLeft });
    const gone = route.kind === 'none' && route.reason === 'not-found';
    if (isActionable(route) || gone || Date.now() > until) return { survey, route };
    await page.waitForTimeout(500);
  }
}

const describe = (route: Route) => {
  if (route.kind === 'form')
    return route.vendor
      ? `Route: the site’s ${route.vendor.kind === 'privacy-portal' ? 'privacy portal' : 'form'} (${route.vendor.name}).`
      : 'Route: the site’s request form.';
  if (route.kind === 'search') return 'Route: the site’s opt-out search.';
  return '';
};

export async function takeRoute(step: RequestFormStep, context: StepContext, domain: string): Promise<StepResult> {
  const { page } = context;
  const visited: string[] = [];
  const trail: string[] = [];
  const links: string[] = [];
  let searched = false;
  let address: string | null = null;
  for (let move = 0, hops = 0; move < MAX_MOVES; move++) {
    const judged = await judgeCurrent(page, context.documentStatus());
    const status = context.documentStatus();
    if (!judged.ok && status !== 404 && status !== 410)
      return { outcome: 'failed', detail: judged.reason, retry: judged.retry };
    const settled = await settledRoute(page, context, domain, visited, MAX_HOPS - hops);
    const { route, survey } = settled;
    address ??= requestAddress(survey.emails, domain);
    const lead = [...trail, describe(route)].filter(Boolean).join(' ');
    if (route.kind === 'form') {
      const frame = page.frames()[route.frame] ?? page.mainFrame();
      return fillRequestFormIn(frame, step, context, lead, routeSentence(route, { links, searched }));
    }
    if (route.kind === 'search') {
      const frame = page.frames()[route.frame] ?? page.mainFrame();
      const found = await peopleSearch(frame, context, lead);
      if (found.outcome !== 'ok') return found;
      trail.push(describe(route), found.detail ?? '');
      searched = true;
      continue;
    }
    if (route.kind === 'link') {
      if (!context.isOwnUrl(route.url)) {
        visited.push(route.url);
        continue;
      }
      visited.push(page.url().replace(/#.*$/, ''), route.url);
      trail.push(`Followed the link “${route.text}”.`);
      links.push(route.text);
      hops++;
      await page.goto(route.url, { waitUntil: 'domcontentloaded' });
      continue;
    }
    if (route.kind === 'email')
      return { outcome: 'email', address: route.address, detail: `${lead} ${route.why}`.trim() };
    // A link that led nowhere usable: the address the first page gave is still the company's.
    if (address)
      return {
        outcome: 'email',
        address,
        detail: `${lead} ${route.why} An earlier page asks for requests by email to ${address}.`.trim(),
      };
    return { outcome: 'failed', detail: `${lead} ${route.why}`.trim(), retry: false };
  }
  return {
    outcome: 'failed',
    detail: `${trail.join(' ')} The request page was not reached within ${MAX_HOPS} links.`.trim(),
    retry: false,
  };
}
