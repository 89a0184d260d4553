import { hasCaptcha } from '../requests/page-signals';

/**
 * What a request form holds back for a person (issue 30 §2): a CAPTCHA in any form — an element,
 * a challenge frame, a site key only in a script, the `grecaptcha` / `hcaptcha` / `turnstile`
 * objects, a site's own "type the characters" check — and fields required only by a script's
 * validation rules. The runner reads each frame; these rules decide. Pure.
 */
export type FrameSignals = {
  url: string;
  /** A frame inside the page (a challenge widget is one), not the page itself. */
  isChild: boolean;
  html: string;
  /** Inline scripts' text and external scripts' addresses. */
  scripts: readonly string[];
  /** Which of the CAPTCHA libraries' globals the frame defines. */
  globals: readonly string[];
  /** The labels of its visible text fields (a site's own image check asks in words). */
  fieldLabels: readonly string[];
};

const CAPTCHA_SCRIPT =
  /grecaptcha\s*\.\s*(?:render|execute|ready)|recaptcha\/(?:api|enterprise)\.js|recaptcha\.net|hcaptcha\.(?:render|execute)|hcaptcha\.com|turnstile\s*\.\s*render|challenges\.cloudflare\.com|friendlycaptcha|arkoselabs|funcaptcha|['"]?site_?key['"]?\s*[:=]/i;
const GLOBALS: Record<string, string> = {
  grecaptcha: 'a reCAPTCHA',
  hcaptcha: 'an hCaptcha',
  turnstile: 'a Cloudflare Turnstile check',
};
const CAPTCHA_FRAME = /captcha|challenges\.cloudflare\.com|arkoselabs|funcaptcha/i;
const OWN_CAPTCHA =
  /captcha|(?:enter|type) the (?:characters|code|letters|text|numbers|word)s?(?: (?:shown|you see|in the (?:image|picture|box)|above|below))?|security (?:code|check)|verification code shown/i;

/** The CAPTCHA a frame shows or draws, in words for a person; null when it has none. */
export function captchaIn(frame: FrameSignals): string | null {
  if (frame.isChild && CAPTCHA_FRAME.test(frame.url)) return 'a CAPTCHA challenge';
  const global = frame.globals.find((name) => name in GLOBALS);
  if (global) return GLOBALS[global] ?? 'a CAPTCHA';
  if (hasCaptcha({ title: '', text: '', html: frame.html })) return 'a CAPTCHA';
  if (/<[^>]+(?:data-sitekey|data-hcaptcha-sitekey|class="[^"]*\bfrc-captcha)/i.test(frame.html.slice(0, 300_000)))
    return 'a CAPTCHA';
  if (/<iframe[^>]+(?:src|title)="[^"]*(?:captcha|challenges\.cloudflare)/i.test(frame.html.slice(0, 300_000)))
    return 'a CAPTCHA challenge';
  if (frame.scripts.some((script) => CAPTCHA_SCRIPT.test(script.slice(0, 100_000))))
    return 'a CAPTCHA drawn by the page’s script';
  if (frame.fieldLabels.some((label) => OWN_CAPTCHA.test(label))) return 'the site’s own “type the characters” check';
  return null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a script's validation rules require the field named `name` (jQuery Validate's
 * `rules: { name: { required: true } }` or `name: "required"`, and the like).
 */
export function requiredByScript(name: string, scripts: readonly string[]): boolean {
  if (!name) return false;
  const key = `["']?${escape(name)}["']?\\s*:\\s*`;
  const pattern = new RegExp(
    `(?:^|[\\s,{])${key}(?:\\{[^{}]*\\brequired\\s*:\\s*(?:true|["'][^"']*["'])|["']required\\b)`,
  );
  return scripts.some((script) => pattern.test(script.slice(0, 100_000)));
}
