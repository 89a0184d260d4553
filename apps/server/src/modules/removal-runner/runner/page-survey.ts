import type { Frame, Page } from 'playwright-core';
import { z } from 'zod';
import { captchaIn } from '@cleardocket/domain/removal/form-signals';
import { addressesIn } from '@cleardocket/domain/removal/routes';
import type { PageSurvey, SurveyForm } from '@cleardocket/domain/removal/routes';
import { asFormControl, scanFrame } from './form-scan';
import { pageContent } from './page-content';

/**
 * What a request page offers, read from every frame (issue 30 §1): its forms (by frame and form),
 * its links with the sentence around each, the addresses to write to, and the CAPTCHA signals of
 * each frame. The domain's `chooseRoute` decides from it.
 */
const LinksSchema = z.object({
  links: z.array(z.object({ text: z.string(), href: z.string(), context: z.string() })),
  globals: z.array(z.string()),
  scripts: z.array(z.string()),
  labels: z.array(z.string()),
});

const LINKS = `(() => {
  const clean = (value) => String(value || '').replace(/\\s+/g, ' ').trim();
  const links = Array.from(document.querySelectorAll('a[href]')).slice(0, 500).map((a) => ({
    text: clean(a.innerText || a.getAttribute('aria-label') || a.title).slice(0, 120),
    href: a.href,
    context: clean((a.closest('p, li, td, dd, section, div') || a.parentElement || a).innerText).slice(0, 300),
  }));
  const globals = ['grecaptcha', 'hcaptcha', 'turnstile'].filter((name) => typeof window[name] !== 'undefined');
  const scripts = Array.from(document.scripts).map((script) => script.src || (script.textContent || '').slice(0, 100000));
  const labels = Array.from(document.querySelectorAll('input:not([type=hidden]), label, img[alt]'))
    .map((element) => clean(element.getAttribute('aria-label') || element.getAttribute('placeholder') || element.getAttribute('alt') || (element.tagName === 'LABEL' ? element.innerText : '') || element.getAttribute('name')))
    .filter(Boolean).slice(0, 200);
  return { links, globals, scripts, labels };
})()`;

type FrameRead = z.infer<typeof LinksSchema>;

async function readFrame(frame: Frame): Promise<FrameRead> {
  const parsed = LinksSchema.safeParse(await frame.evaluate(LINKS).catch(() => null));
  return parsed.success ? parsed.data : { links: [], globals: [], scripts: [], labels: [] };
}

/** The CAPTCHA on the page or any of its frames, in words for a person; null for none. */
export async function captchaOnPage(page: Page): Promise<string | null> {
  for (const frame of page.frames()) {
    const read = await readFrame(frame);
    const html = await frame.content().catch(() => '');
    const found = captchaIn({
      url: frame.url(),
      isChild: frame !== page.mainFrame(),
      html,
      scripts: read.scripts,
      globals: read.globals,
      fieldLabels: read.labels,
    });
    if (found) return found;
  }
  return null;
}

/** The page and its frames as the route rule reads them. */
export async function surveyPage(page: Page, status: number | null): Promise<PageSurvey> {
  const content = await pageContent(page);
  const forms: SurveyForm[] = [];
  const links: PageSurvey['links'][number][] = [];
  const emails: string[] = [];
  const frames = page.frames();
  for (const [index, frame] of frames.entries()) {
    const scan = await scanFrame(frame);
    const byForm = new Map<number, SurveyForm>();
    for (const control of scan.controls) {
      const form = byForm.get(control.form) ?? {
        frame: index,
        frameUrl: frame.url(),
        controls: [],
        buttons: scan.buttons.filter((button) => button.form === control.form || button.form === -1).map((b) => b.name),
      };
      byForm.set(control.form, { ...form, controls: [...form.controls, asFormControl(control)] });
    }
    forms.push(...byForm.values());
    const read = await readFrame(frame);
    links.push(...read.links);
    for (const link of read.links) if (/^mailto:/i.test(link.href)) emails.push(link.href.slice(7));
  }
  emails.push(...addressesIn(content.text));
  return {
    url: page.url(),
    status,
    ...content,
    forms,
    links,
    emails,
    frameUrls: frames.slice(1).map((frame) => frame.url()),
  };
}
