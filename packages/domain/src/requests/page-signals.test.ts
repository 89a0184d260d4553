import { describe, expect, it } from 'vitest';
import { isWall, pageBarrier } from './page-signals';

/**
 * The one page-judging rule (issue 29): the union of the verifier's and the removal runner's bot-wall
 * markers, with the cases both used to test.
 */
const page = (text: string, title = 'Example', html = `<p>${text}</p>`) => ({ title, text, html });

describe('bot walls, read the same by the verifier and the runner', () => {
  it.each([
    // The runner's former markers.
    'Checking if the site connection is secure',
    'Checking your browser before accessing the site',
    'Please verify you are a human',
    'Are you a robot?',
    'Access denied',
    'Our systems have detected unusual traffic',
    'Attention Required! One more step',
    'Please enable JavaScript to view this page',
    'Please enable cookies.',
    'Request blocked.',
    // The verifier's.
    'Just a moment...',
    'Pardon Our Interruption',
    'Press & Hold to confirm you are a human (and not a bot).',
    'Request unsuccessful. Incapsula incident ID: 123',
    'Sorry, you have been blocked',
    'Too many requests',
  ])('"%s" is a wall', (text) => {
    expect(isWall(page(text))).toBe(true);
    expect(pageBarrier(200, page(text))).toMatchObject({ retry: false });
  });

  it('reads a challenge in the HTML even with no words, and a CAPTCHA on it as one', () => {
    expect(pageBarrier(200, page('', 'x', '<div id="px-captcha"></div>'))).toEqual({ kind: 'challenge', retry: false });
    expect(pageBarrier(403, page('', 'x', '<form id="challenge-form"><div class="h-captcha"></div></form>'))).toEqual({
      kind: 'captcha',
      retry: false,
    });
  });

  it('does not take a long page that mentions a phrase for a wall', () => {
    const long = `${'Our privacy policy explains what we do with data. '.repeat(60)} Access denied to minors.`;
    expect(isWall(page(long))).toBe(false);
    expect(pageBarrier(200, page(long))).toBeNull();
  });

  it('maps refusals by status, leaving 404 to each caller', () => {
    expect(pageBarrier(403, page('Forbidden'))).toEqual({ kind: 'blocked', retry: false });
    expect(pageBarrier(429, page('Slow down'))).toEqual({ kind: 'rate-limited', retry: true });
    expect(pageBarrier(429, page('Too many requests', 'Too many requests'))).toEqual({
      kind: 'rate-limited',
      retry: true,
    });
    expect(pageBarrier(503, page('Just a moment...', 'Just a moment...'))).toEqual({ kind: 'challenge', retry: false });
    expect(pageBarrier(503, page('Busy'))).toEqual({ kind: 'server-error', retry: true });
    expect(pageBarrier(500, page('Oops'))).toEqual({ kind: 'server-error', retry: false });
    expect(pageBarrier(404, page('Not found'))).toBeNull();
    expect(pageBarrier(null, page('Opt out of our site'))).toBeNull();
  });
});
