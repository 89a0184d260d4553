import { describe, expect, it } from 'vitest';
import { DEVELOPER_PAGES } from '@cleardocket/domain/dev/pages';
import { renderRobots, renderSitemap } from './seo-files';

describe('the sitemap and robots.txt', () => {
  it('list no developer or demo page, and keep crawlers out of /dev/', () => {
    const sitemap = renderSitemap('https://cleardocket.example');
    const listed = [...sitemap.matchAll(/<loc>https:\/\/cleardocket\.example([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(10);
    for (const { path } of DEVELOPER_PAGES) expect(listed, path).not.toContain(path);
    expect(renderRobots('https://cleardocket.example')).toContain('Disallow: /dev/');
  });
});
