import { describe, expect, it } from 'vitest';
import { captchaIn, requiredByScript } from './form-signals';
import { planField, REQUEST_FORM_FACTS } from './request-form';
import type { FormControl } from './request-form';
import { addressesIn, chooseRoute, requestAddress, requestLink } from './routes';
import type { PageSurvey, SurveyForm } from './routes';
import { isPlaybookHost } from './playbook';
import { vendorOf } from './vendors';

const control = (overrides: Partial<FormControl>): FormControl => ({
  kind: 'text',
  type: 'text',
  label: '',
  hints: '',
  autocomplete: '',
  required: false,
  options: [],
  ...overrides,
});
const form = (
  controls: readonly FormControl[],
  buttons: string[],
  frame = 0,
  frameUrl = 'https://acme.com/privacy',
): SurveyForm => ({
  frame,
  frameUrl,
  controls,
  buttons,
});
const survey = (overrides: Partial<PageSurvey>): PageSurvey => ({
  url: 'https://acme.com/privacy',
  status: 200,
  title: 'Privacy policy',
  text: 'This privacy policy explains how we use personal information.',
  html: '<p>policy</p>',
  forms: [],
  links: [],
  emails: [],
  frameUrls: [],
  ...overrides,
});
const route = (overrides: Partial<PageSurvey>, hopsLeft = 3) =>
  chooseRoute(survey(overrides), 'acme.com', { visited: [], hopsLeft });
const REQUEST = form([control({ label: 'First name' }), control({ label: 'Email', type: 'email' })], ['Submit']);

describe('the route a request page offers', () => {
  it('takes a request form on the page, naming the portal that serves it', () => {
    expect(route({ forms: [REQUEST] })).toMatchObject({ kind: 'form', frame: 0, vendor: null });
    const framed = form(REQUEST.controls, ['Submit'], 1, 'https://privacyportal.onetrust.com/webform/abc');
    expect(route({ forms: [framed] })).toMatchObject({ kind: 'form', frame: 1, vendor: { name: 'OneTrust' } });
  });

  it('does not take a newsletter box or a sign-in form for the request form', () => {
    const newsletter = form([control({ label: 'Email', type: 'email' })], ['Subscribe']);
    const login = form([control({ label: 'Email' }), control({ label: 'Password', type: 'password' })], ['Sign in']);
    expect(route({ forms: [newsletter] }).kind).toBe('none');
    expect(route({ forms: [login], text: 'Please sign in to continue.' })).toMatchObject({
      kind: 'none',
      reason: 'login',
    });
  });

  it('takes a search by name without an address field for a people-search flow', () => {
    const search = form([control({ label: 'First name' }), control({ label: 'Last name' })], ['Search']);
    expect(route({ forms: [search] })).toMatchObject({ kind: 'search' });
  });

  it('takes "choose your right → continue" for a form in steps', () => {
    const rights = form(
      [control({ kind: 'radio-group', label: 'Which right?', options: ['Right to know', 'Right to delete'] })],
      ['Continue'],
    );
    expect(route({ forms: [rights] })).toMatchObject({ kind: 'form' });
  });

  it('follows a link by its words, or a vague "here" by its sentence, on the same site or a vendor', () => {
    const links = [
      { text: 'Log in', href: 'https://acme.com/login', context: '' },
      { text: 'Do Not Sell My Info', href: 'https://acme.com/dns', context: '' },
      { text: 'HERE', href: 'https://acme.com/rights', context: 'To exercise these rights, click HERE.' },
      { text: 'Submit a request', href: 'https://elsewhere.net/form', context: '' },
    ];
    expect(route({ links })).toMatchObject({ kind: 'link', url: 'https://acme.com/dns' });
    expect(requestLink(survey({ links: links.slice(2) }), 'acme.com', [])?.href).toBe('https://acme.com/rights');
    const portal = { text: 'Submit a privacy request', href: 'https://submit-irm.trustarc.com/x', context: '' };
    expect(requestLink(survey({ links: [...links, portal] }), 'acme.com', [])?.href).toBe(portal.href);
    expect(route({ links }, 0).kind).not.toBe('link');
  });

  it('writes to the company’s own privacy address, never another domain’s', () => {
    expect(
      requestAddress(['sales@acme-partners.net', 'info@acme.com', 'mailto:Privacy@acme.com?subject=x'], 'acme.com'),
    ).toBe('privacy@acme.com');
    expect(route({ emails: ['help@other.org'] }).kind).toBe('none');
    expect(addressesIn('Write to privacy [at] acme [dot] com or optout(at)acme.com.')).toEqual([
      'privacy@acme.com',
      'optout@acme.com',
    ]);
    expect(requestAddress(['privacy@other.co.uk'], 'acme.co.uk')).toBeNull();
    expect(route({ emails: ['privacy@mail.acme.com'] })).toMatchObject({
      kind: 'email',
      address: 'privacy@mail.acme.com',
    });
  });

  it('names exactly what a page without a route offers', () => {
    expect(route({ status: 404, forms: [REQUEST] })).toMatchObject({ kind: 'none', reason: 'not-found' });
    expect(route({ text: 'To opt out, call 1-800-555-0199.' })).toMatchObject({
      kind: 'none',
      reason: 'phone-or-post',
      why: expect.stringContaining('by phone (1-800-555-0199)'),
    });
    expect(route({ text: 'Mail your request to P.O. Box 12, Austin TX.' })).toMatchObject({ reason: 'phone-or-post' });
    expect(route({})).toMatchObject({ reason: 'policy-only' });
    expect(route({ text: 'Welcome', title: 'Home' })).toMatchObject({ reason: 'nothing' });
  });

  it('lets the generic step reach the vendors’ hosts, and no other', () => {
    const playbook = {
      domain: 'acme.com',
      hosts: [],
      steps: [
        {
          kind: 'fillRequestForm' as const,
          facts: [...REQUEST_FORM_FACTS],
          confirmation: ['thank you'],
          marks: 'submitted' as const,
        },
      ],
    };
    expect(isPlaybookHost(playbook, 'acme.privacyportal.onetrust.com')).toBe(true);
    expect(isPlaybookHost(playbook, 'form.jotform.com')).toBe(true);
    expect(isPlaybookHost(playbook, 'evil.example')).toBe(false);
    expect(vendorOf('https://acme.com/privacy', '<div class="gform_wrapper">')?.name).toBe('Gravity Forms');
  });
});

describe('what a form holds back for a person', () => {
  const frame = {
    url: 'https://acme.com/form',
    isChild: false,
    html: '<form></form>',
    scripts: [],
    globals: [],
    fieldLabels: [],
  };

  it('sees a CAPTCHA in any form: element, frame, script, global, or the site’s own', () => {
    expect(captchaIn(frame)).toBeNull();
    expect(captchaIn({ ...frame, html: '<div class="g-recaptcha" data-sitekey="x"></div>' })).not.toBeNull();
    expect(
      captchaIn({ ...frame, isChild: true, url: 'https://www.google.com/recaptcha/api2/anchor?k=x' }),
    ).not.toBeNull();
    expect(captchaIn({ ...frame, url: 'https://acme.com/no-captcha-here' })).toBeNull();
    expect(captchaIn({ ...frame, scripts: ["var key = '6Lc'; grecaptcha.render('box', { sitekey: key });"] })).toBe(
      'a CAPTCHA drawn by the page’s script',
    );
    expect(captchaIn({ ...frame, scripts: ['https://js.hcaptcha.com/1/api.js'] })).not.toBeNull();
    expect(captchaIn({ ...frame, globals: ['turnstile'] })).toBe('a Cloudflare Turnstile check');
    expect(captchaIn({ ...frame, fieldLabels: ['Type the characters you see in the image'] })).toContain('characters');
  });

  it('reads a field as required from a script’s validation rules', () => {
    const scripts = [
      "$('#f').validate({ rules: { city: { required: true }, zip: 'required', note: { maxlength: 9 } } });",
    ];
    expect(requiredByScript('city', scripts)).toBe(true);
    expect(requiredByScript('zip', scripts)).toBe(true);
    expect(requiredByScript('note', scripts)).toBe(false);
    expect(requiredByScript('', scripts)).toBe(false);
  });

  it('gives member facts only to fields that mean the member', () => {
    const plan = (overrides: Partial<FormControl>) => planField(control(overrides), REQUEST_FORM_FACTS);
    expect(plan({ label: 'Additional email addresses', kind: 'textarea' })).toEqual({ action: 'leave' });
    expect(plan({ label: 'Alias / other names' })).toEqual({ action: 'leave' });
    expect(plan({ label: 'Other phone number', type: 'tel' })).toEqual({ action: 'leave' });
    expect(plan({ label: 'Previous address' })).toEqual({ action: 'leave' });
    expect(plan({ label: 'Additional information', kind: 'textarea' })).toEqual({ action: 'leave' });
    expect(plan({ label: 'Additional details about your request', kind: 'textarea' })).toEqual({ action: 'message' });
    expect(plan({ label: 'Email (we never share it with other parties)', type: 'email' })).toEqual({
      action: 'fill',
      fact: 'email',
    });
    expect(plan({ kind: 'select', label: 'Country *', options: ['Select', 'Canada', 'United States'] })).toEqual({
      action: 'choose',
      options: [2],
      why: 'country',
    });
    expect(plan({ kind: 'checkbox', label: 'Targeted advertising', hints: 'optout Opt me out of:' })).toMatchObject({
      action: 'check',
    });
  });
});
