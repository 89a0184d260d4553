import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leadCodeEmail } from '../src/modules/assessment/messages';
import { renderCodeEmail } from '../src/modules/identity/messages';
import type { EmailContent } from '../src/lib/email/content';
import { renderEmail } from '../src/lib/email/render-email';
import { EMAIL_THEME, EMAIL_THEME_TOKENS } from '../src/lib/email/theme';

/** Issue 31 part 6: one template, both parts, the product's look, readable at 390 px. */
const EVERY_BLOCK: EmailContent = {
  preview: 'A line for the inbox list',
  heading: 'Your report for 2026-11',
  greeting: 'Hello Jordan,',
  blocks: [
    { kind: 'paragraph', text: 'Spokeo removed the listing about you.' },
    { kind: 'code', code: '482913' },
    { kind: 'facts', items: [{ label: 'Case', value: 'State v. Miller, D-1-DC-19-900123' }] },
    { kind: 'action', label: 'Open your dashboard', url: 'https://cleardocket.example/dashboard' },
    { kind: 'link', label: 'Every report', url: 'https://cleardocket.example/dashboard/reports' },
  ],
  footer: {
    reason: 'You get this email because you asked for it.',
    unsubscribeUrl: 'https://cleardocket.example/unsubscribe?token=t',
  },
};

/** Fixed widths in pixels (attributes or `width:` declarations, `max-width` aside). */
const fixedWidths = (html: string) => [
  ...[...html.matchAll(/\swidth="(\d+)(?!%)"/g)].map((match) => match[0]),
  ...[...html.matchAll(/(?<![-\w])width:\s*(\d+)px/g)].map((match) => match[0]),
];

describe('the email template', () => {
  it('puts every block in the HTML part and the text part alike', async () => {
    const { html, text } = await renderEmail(EVERY_BLOCK);
    for (const words of [
      'Hello Jordan,',
      'Spokeo removed the listing about you.',
      '482913',
      'State v. Miller, D-1-DC-19-900123',
      'Open your dashboard',
      'https://cleardocket.example/dashboard',
      'https://cleardocket.example/dashboard/reports',
      'You get this email because you asked for it.',
      'https://cleardocket.example/unsubscribe?token=t',
      'ClearDocket, Inc.',
    ]) {
      expect(html).toContain(words);
      expect(text).toContain(words);
    }
    expect(text).not.toContain('<');
    expect(text).not.toContain('A line for the inbox list');
    for (const part of [html, text]) expect(part).not.toMatch(/\bundefined\b|\bnull\b|\[object Object\]/);
  });

  it('is accessible and fluid: lang, one h1, no image, no fixed pixel width', async () => {
    const { html } = await renderEmail(EVERY_BLOCK);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img\b/);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('width:100%');
    expect(fixedWidths(html)).toEqual([]);
    // The check itself sees a fixed width.
    expect(fixedWidths('<table width="640"><td style="width:700px">')).toHaveLength(2);
  });

  it("uses the web app's colour tokens and typeface", async () => {
    const css = readFileSync(new URL('../../web/app/app.css', import.meta.url), 'utf8');
    for (const [name, token] of Object.entries(EMAIL_THEME_TOKENS)) {
      if (!token) continue;
      const value = new RegExp(`${token}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
      expect(value, token).toBe(EMAIL_THEME.colors[name as keyof typeof EMAIL_THEME.colors]);
    }
    expect(css).toContain("'Public Sans Variable'");
    expect(EMAIL_THEME.font.startsWith("'Public Sans Variable'")).toBe(true);
    const { html } = await renderEmail(EVERY_BLOCK);
    expect(html).toContain(EMAIL_THEME.colors.brand700);
  });

  it('renders every code email and the assessment code with the code in both parts', async () => {
    const kinds = ['sign-in', 'email-verification', 'forget-password', 'change-email'] as const;
    const messages = [
      ...(await Promise.all(kinds.map((kind) => renderCodeEmail('jane@example.com', '135790', kind)))),
      await leadCodeEmail('jane@example.com', '135790'),
    ];
    expect(messages).toHaveLength(5);
    for (const message of messages) {
      expect(message.subject).toMatch(/^ClearDocket: \S/);
      expect(message.text).toContain('135790');
      expect(message.html).toContain('135790');
      expect(message.headers).toBeUndefined();
      for (const part of [message.text, message.html ?? '']) expect(part).not.toMatch(/\bundefined\b|\bnull\b/);
    }
  });

  it('renders the way the server runs it: tsx from the repository root, outside any test transform', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const script = [
      "const { renderEmail } = await import('./apps/server/src/lib/email/render-email.ts');",
      "const { text } = await renderEmail({ preview: 'p', heading: 'H', blocks: [{ kind: 'code', code: '246802' }], footer: { reason: 'r' } });",
      'console.log(text);',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(output).toContain('246802');
  }, 90_000);
});
