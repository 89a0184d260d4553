import { parseRetryAfter } from '@cleardocket/domain/requests/check-retry';
import { judgeHttp } from '@cleardocket/domain/requests/verdict';
import type { HttpAnswer, RenderedPage } from '@cleardocket/domain/requests/verdict';
import type { BrowserPool } from '../../lib/browser/chromium';
import { SafeFetchError, safeFetch } from '../../lib/safe-fetch';
import type { EvidenceOptions } from './evidence-context';
import { nowOf } from './evidence-context';
import { renderPage } from './page-render';
import { pageText } from './page-text';

const TEXT_CHARS = 200_000;

/** What one look at a page gave: the plain answer, the rendering, and the evidence to keep. */
export type Observation = {
  http: HttpAnswer;
  rendered: RenderedPage | null;
  httpStatus: number | null;
  finalUrl: string | null;
  /** The visible text (rendered, else the plain answer's) and the PNG, when there are any. */
  text: string | null;
  screenshot: Buffer | null;
  screenshotAt: Date | null;
  fetchedAt: Date;
};

async function plainFetch(options: EvidenceOptions, url: string): Promise<{ http: HttpAnswer; text: string | null }> {
  try {
    const answer = await safeFetch(url, {
      allowLoopback: options.allowLoopback,
      loopbackHosts: options.loopbackHosts,
      timeoutMs: options.fetchTimeoutMs,
      maxRedirects: 5,
    });
    const retryAfter = answer.headers['retry-after'];
    return {
      http: {
        kind: 'answered',
        status: answer.status,
        finalUrl: answer.finalUrl,
        retryAfterSeconds: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, nowOf(options)),
      },
      text: pageText(answer.body).slice(0, TEXT_CHARS),
    };
  } catch (error) {
    if (error instanceof SafeFetchError) {
      const failure =
        error.kind === 'refused' ? 'refused' : /within|timed? ?out/i.test(error.message) ? 'timeout' : 'unreachable';
      return { http: { kind: 'failed', failure }, text: null };
    }
    return { http: { kind: 'failed', failure: 'unreachable' }, text: null };
  }
}

/**
 * A plain HTTP fetch first, for the status; then the page in Chromium, unless the fetch failed
 * or the site asked us to slow down or is failing (a rendering would only hammer it). A 404/410
 * is still rendered, for the screenshot the member sees; its verdict needs no browser.
 */
export async function observePage(browser: BrowserPool, url: string, options: EvidenceOptions): Promise<Observation> {
  const fetchedAt = nowOf(options);
  const plain = await plainFetch(options, url);
  const early = judgeHttp(url, plain.http);
  const skipRender = plain.http.kind === 'failed' || early?.verdict === 'could-not-check';
  const rendering = skipRender
    ? null
    : await renderPage(browser, url, {
        allowLoopback: options.allowLoopback,
        loopbackHosts: options.loopbackHosts,
        timeoutMs: options.renderTimeoutMs,
      });
  const rendered: RenderedPage | null =
    rendering?.kind === 'rendered'
      ? {
          kind: 'rendered',
          status: rendering.status,
          finalUrl: rendering.finalUrl,
          title: rendering.title,
          text: rendering.text,
          html: rendering.html,
        }
      : rendering
        ? { kind: 'failed', failure: rendering.failure }
        : null;
  const isRendered = rendering?.kind === 'rendered';
  return {
    http: plain.http,
    rendered,
    httpStatus:
      isRendered && rendering.status !== null
        ? rendering.status
        : plain.http.kind === 'answered'
          ? plain.http.status
          : null,
    finalUrl: isRendered ? rendering.finalUrl : plain.http.kind === 'answered' ? plain.http.finalUrl : null,
    text: isRendered ? rendering.text : plain.text,
    screenshot: isRendered ? rendering.screenshot : null,
    screenshotAt: isRendered ? rendering.renderedAt : null,
    fetchedAt,
  };
}
