import { DomUtils, parseDocument } from 'htmlparser2';
import { captchaIn } from '@cleardocket/domain/removal/form-signals';
import { addressesIn } from '@cleardocket/domain/removal/routes';
import type { PageSurvey, SurveyForm, SurveyLink } from '@cleardocket/domain/removal/routes';
import { vendorOf } from '@cleardocket/domain/removal/vendors';
import type { Vendor } from '@cleardocket/domain/removal/vendors';
import { clean, closest, isHidden, readControls, textOf } from './html-controls';
import type { Element } from './html-controls';

/**
 * A fetched page (and the frames fetched with it) read into the same `PageSurvey` the runner builds
 * in Chromium (`runner/page-survey.ts`), so the domain's one route rule (`chooseRoute`) decides
 * both (issue 30 item 1, decision 090). Also says what only a browser could tell: a page that
 * draws its content or its form by script.
 */
export type FetchedHtml = { url: string; status: number | null; html: string };

const asUrl = (href: string, base: string) => {
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
};

const CONTEXT_TAGS = new Set(['p', 'li', 'td', 'dd', 'section', 'div']);

function linksOf(root: Element[], base: string): SurveyLink[] {
  const links: SurveyLink[] = [];
  for (const anchor of DomUtils.findAll((element) => element.name === 'a' && Boolean(element.attribs.href), root)) {
    const href = asUrl(anchor.attribs.href ?? '', base);
    if (!href || isHidden(anchor)) continue;
    const around = closest(anchor, (node) => CONTEXT_TAGS.has(node.name)) ?? anchor;
    links.push({
      text: clean(textOf(anchor) || anchor.attribs['aria-label'] || anchor.attribs.title).slice(0, 120),
      href,
      context: textOf(around).slice(0, 300),
    });
    if (links.length >= 500) break;
  }
  return links;
}

/** One document's forms (grouped as the runner groups them), links, script texts and frame addresses. */
function readDocument(page: FetchedHtml, frame: number) {
  const document = parseDocument(page.html, { decodeEntities: true });
  const scriptElements = DomUtils.getElementsByTagName('script', document.children, true);
  const scripts = scriptElements.map((script) => script.attribs.src ?? DomUtils.textContent(script));
  const inline = scriptElements.filter((script) => !script.attribs.src).map((script) => DomUtils.textContent(script));
  const { controls, buttons } = readControls(document, inline);
  const byForm = new Map<number, SurveyForm>();
  for (const { form, name: _name, ...control } of controls) {
    const entry = byForm.get(form) ?? {
      frame,
      frameUrl: page.url,
      controls: [],
      buttons: buttons.filter((button) => button.form === form || button.form === -1).map((button) => button.name),
    };
    byForm.set(form, { ...entry, controls: [...entry.controls, control] });
  }
  const body = DomUtils.getElementsByTagName('body', document.children, true)[0];
  const title = textOf(DomUtils.getElementsByTagName('title', document.children, true)[0]);
  const frames = DomUtils.findAll((element) => ['iframe', 'frame'].includes(element.name), document.children)
    .map((element) => asUrl(element.attribs.src ?? '', page.url))
    .filter((url): url is string => url !== null && /^https?:/i.test(url));
  const noscript = DomUtils.getElementsByTagName('noscript', document.children, true)
    .map((element) => DomUtils.textContent(element))
    .join(' ');
  return {
    forms: [...byForm.values()],
    links: linksOf(document.children as Element[], page.url),
    title,
    text: body ? textOf(body) : textOf(document as unknown as Element),
    scripts,
    frames,
    noscript,
    captcha: captchaIn({
      url: page.url,
      isChild: frame > 0,
      html: page.html,
      scripts,
      globals: [],
      fieldLabels: controls.filter((control) => control.kind === 'text').map((control) => control.label),
    }),
  };
}

export type HtmlSurvey = {
  survey: PageSurvey;
  /** Addresses of the page's frames (fetched or not). */
  frameUrls: string[];
  /** Why only a browser could read this page fully, in words; null when the markup says it all. */
  scriptBuilt: string | null;
  /** The CAPTCHA the page or a frame shows or draws, in words (the runner will hand it to a person). */
  captcha: string | null;
};

/** Less visible text than this, with scripts on the page, is an app shell a browser fills. */
const SHELL_TEXT = 200;

/** Why the page's markup may not be what a person sees: a vendor's form drawn by script, an app shell. */
function scriptSigns(page: FetchedHtml, read: ReturnType<typeof readDocument>, vendor: Vendor | null): string | null {
  const hasForm = read.forms.some((form) => form.controls.length > 0);
  if (vendor && !hasForm) return `The page loads a ${vendor.name} form by script, which only a browser can read`;
  if (read.scripts.length > 0 && read.text.length < SHELL_TEXT)
    return 'The page draws its content by script (its markup holds almost no text), which only a browser can read';
  if (/javascript/i.test(read.noscript) && !hasForm)
    return 'The page asks for JavaScript to show its content, which only a browser can run';
  return null;
}

/**
 * The page and the frames fetched with it as the route rule reads them. Frames keep their order
 * (frame 1 is the first iframe fetched), like Playwright's frames.
 */
export function surveyHtml(page: FetchedHtml, frames: readonly FetchedHtml[]): HtmlSurvey {
  const main = readDocument(page, 0);
  const framed = frames.map((frame, index) => readDocument(frame, index + 1));
  const forms = [...main.forms, ...framed.flatMap((frame) => frame.forms)];
  const links = [...main.links, ...framed.flatMap((frame) => frame.links)];
  const emails = [
    ...links.filter((link) => /^mailto:/i.test(link.href)).map((link) => link.href.slice(7)),
    ...addressesIn(main.text),
  ];
  const survey: PageSurvey = {
    url: page.url,
    status: page.status,
    title: main.title,
    text: main.text,
    html: page.html,
    forms,
    links,
    emails,
    frameUrls: frames.map((frame) => frame.url),
  };
  const vendor = vendorOf('', page.html);
  const captcha = [main, ...framed].map((read) => read.captcha).find(Boolean) ?? null;
  return { survey, frameUrls: main.frames, scriptBuilt: scriptSigns(page, main, vendor), captcha };
}
