import { randomBytes, randomInt } from 'node:crypto';
import { registryForms } from './registry-forms';
import { routePages } from './route-pages';
import { routeForms } from './route-search';
import type { ReplicaContext } from './server';

/**
 * The flow shapes, each under its own path prefix. Written from the shapes the catalogue's sources
 * describe (see playbooks.ts for which real broker each stands for); the HTML is ours.
 */
type Flow = { prefix: string; handle(context: ReplicaContext): Promise<void> | void };

const field = (label: string, name: string, type = 'text') =>
  `<p><label>${label} <input name="${name}" type="${type}"></label></p>`;
const STATES =
  '<option value="">Choose</option><option value="TX">Texas</option><option value="ID">Idaho</option><option value="CA">California</option>';
const GIF = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64');
const cookieOf = (context: ReplicaContext) =>
  /(?:^|;\s*)sid=([a-f0-9]+)/.exec(context.request.headers.cookie ?? '')?.[1] ?? '';
const record = (context: ReplicaContext, flow: string, what: string, value: string) =>
  context.state.events.push({ flow, what, value });

function confirmPage(context: ReplicaContext, flow: string, title: string) {
  const token = context.state.tokens.get(context.url.searchParams.get('token') ?? '');
  if (!token || token.flow !== flow) return context.page('Link expired', '<p>This link is not valid.</p>', 404);
  record(context, flow, 'confirmed', token.email);
  context.page(title, '<p>You can close this page.</p>');
}

/** Search → pick the listing → email → confirmation link (BeenVerified's opt-out search). */
const peopleSearch: Flow = {
  prefix: 'ps',
  async handle(context) {
    const { url, form } = context;
    const port = new URL(context.base).port;
    if (url.pathname.endsWith('.gif')) {
      context.response.writeHead(200, { 'content-type': 'image/gif' }).end(GIF);
      return;
    }
    if (url.pathname === '/ps/optout') {
      return context.page(
        'Opt out of people search',
        `<img src="/ps/logo.gif" alt=""><img src="http://localhost:${port}/ps/track.gif" alt="">
        <form action="/ps/results">${field('First name', 'first')}${field('Last name', 'last')}
        <p><label>State <select name="state">${STATES}</select></label></p><button>Search</button></form>`,
      );
    }
    if (url.pathname === '/ps/results') {
      const name = `${form.get('first')} ${form.get('last')}`;
      if (form.get('state') !== 'TX') return context.page('No results', '<p>Nobody found.</p>');
      return context.page(
        'Results',
        `<ul><li><a href="/ps/record/2">${name}, 63</a> <span>Boise, ID</span></li>
        <li><a href="/ps/record/1">${name}, 41</a> <span>Austin, TX</span></li></ul>`,
      );
    }
    const recordId = /^\/ps\/record\/(\d+)$/.exec(url.pathname)?.[1];
    if (recordId && context.request.method === 'GET') {
      record(context, 'ps', 'picked', recordId);
      return context.page(
        'Remove this record',
        `<form method="post">${field('Email', 'email', 'email')}<button>Send</button></form>`,
      );
    }
    if (recordId) {
      const email = form.get('email') ?? '';
      const token = context.token('ps', email);
      await context.sendMail(
        email,
        'BeenVerified <privacy@beenverified.com>',
        'Confirm your opt-out request',
        `Confirm here: ${context.base}/ps/confirm?token=${token}`,
      );
      return context.page('Check your email', '<p>We sent a link to finish your opt-out.</p>');
    }
    if (url.pathname === '/ps/confirm') return confirmPage(context, 'ps', 'Your opt-out is confirmed');
    context.page('Not found', '', 404);
  },
};

/** A suppression portal behind an emailed login code (PeopleConnect). */
const portal: Flow = {
  prefix: 'portal',
  async handle(context) {
    const { url, form, request, state } = context;
    const session = state.sessions.get(cookieOf(context));
    const redirect = (to: string, cookie?: string): void => {
      context.response
        .writeHead(302, { location: to, ...(cookie ? { 'set-cookie': `sid=${cookie}; Path=/portal; HttpOnly` } : {}) })
        .end();
    };
    if (url.pathname === '/portal/login' && request.method === 'GET') {
      return context.page(
        'Suppression portal',
        `<form method="post">${field('Email', 'email', 'email')}<button>Continue</button></form>`,
      );
    }
    if (url.pathname === '/portal/login') {
      const sid = randomBytes(8).toString('hex');
      const code = String(randomInt(100_000, 1_000_000));
      const email = form.get('email') ?? '';
      state.sessions.set(sid, { email, code, verified: false });
      await context.sendMail(
        email,
        'PeopleConnect <no-reply@peopleconnect.us>',
        'Your login code',
        `Your code is ${code}. It expires in 15 minutes.`,
      );
      return redirect('/portal/verify', sid);
    }
    if (url.pathname === '/portal/verify') {
      if (!session) return redirect('/portal/login');
      if (request.method === 'GET')
        return context.page(
          'Enter your code',
          `<form method="post">${field('Code', 'code')}<button>Verify</button></form>`,
        );
      if (form.get('code') !== session.code) return context.page('Wrong code', '<p>Try again.</p>', 400);
      session.verified = true;
      return redirect('/portal/search');
    }
    if (!session?.verified) return redirect('/portal/login');
    if (url.pathname === '/portal/search') {
      return context.page(
        'Find your records',
        `<form action="/portal/results">${field('First name', 'first')}${field('Last name', 'last')}<button>Search</button></form>`,
      );
    }
    if (url.pathname === '/portal/results') {
      const name = `${form.get('first')} ${form.get('last')}`;
      return context.page(
        'Your records',
        `<form method="post" action="/portal/optout">
        <p><label><input type="checkbox" name="record" value="2"> ${name} — Boise, ID</label></p>
        <p><label><input type="checkbox" name="record" value="1"> ${name} — Austin, TX</label></p>
        <button>Opt out</button></form>`,
      );
    }
    if (url.pathname === '/portal/optout' && request.method === 'POST') {
      record(context, 'portal', 'suppressed', form.getAll('record').join(','));
      return context.page('Thank you', '<p>Your suppression request has been received.</p>');
    }
    context.page('Not found', '', 404);
  },
};

/** A form behind a CAPTCHA (FastPeopleSearch "may require a captcha"): a person solves it. */
const captcha: Flow = {
  prefix: 'captcha',
  async handle(context) {
    const { url, form, request } = context;
    if (url.pathname === '/captcha/form' && request.method === 'GET') {
      return context.page(
        'Remove my record',
        `<form method="post">${field('Profile URL', 'url')}${field('Email', 'email', 'email')}
        <div class="g-recaptcha" data-sitekey="replica">Prove you are human</div>${field('Answer to the check', 'captcha')}
        <button>Remove</button></form>`,
      );
    }
    if (url.pathname === '/captcha/form') {
      if (form.get('captcha') !== 'solved')
        return context.page('Please complete the check', '<p>The check was not solved.</p>', 400);
      const email = form.get('email') ?? '';
      record(context, 'captcha', 'submitted', form.get('url') ?? '');
      const token = context.token('captcha', email);
      await context.sendMail(
        email,
        'FastPeopleSearch <removal@fastpeoplesearch.com>',
        'Confirm your removal',
        `Confirm: ${context.base}/captcha/confirm?token=${token}`,
      );
      return context.page('Check your email', '<p>Open the link we sent to finish.</p>');
    }
    if (url.pathname === '/captcha/confirm') return confirmPage(context, 'captcha', 'Your removal is confirmed');
    context.page('Not found', '', 404);
  },
};

/** Two pages with selects and a checkbox, no email (a contact form with a subject). */
const multiStep: Flow = {
  prefix: 'multi',
  handle(context) {
    const { url, form } = context;
    if (url.pathname === '/multi/start') {
      return context.page(
        'Opt-out request',
        `<form action="/multi/details"><p><label>State <select name="state">${STATES}</select></label></p>
        <p><label>Reason <select name="reason"><option>Choose a reason</option><option>Remove my listing</option><option>Other</option></select></label></p>
        <p><label><input type="checkbox" name="self"> I am the person named in this listing</label></p><button>Next</button></form>`,
      );
    }
    if (url.pathname === '/multi/details') {
      if (form.get('reason') !== 'Remove my listing' || form.get('self') !== 'on' || !form.get('state')) {
        return context.page('Please answer every question', '<p>Go back.</p>', 400);
      }
      return context.page(
        'Your details',
        `<form method="post" action="/multi/submit"><input type="hidden" name="state" value="${form.get('state')}">
        ${field('Full name', 'name')}${field('Street address', 'street')}${field('ZIP code', 'zip')}<button>Submit request</button></form>`,
      );
    }
    if (url.pathname === '/multi/submit') {
      record(
        context,
        'multi',
        'submitted',
        `${form.get('name')}|${form.get('street')}|${form.get('zip')}|${form.get('state')}`,
      );
      return context.page('Request received', '<p>Request received. Your reference is R-123.</p>');
    }
    context.page('Not found', '', 404);
  },
};

/** The same listing form after the site changed it: the email field is now "Contact address". */
const changed: Flow = {
  prefix: 'changed',
  handle(context) {
    if (context.request.method === 'POST') {
      record(context, 'changed', 'submitted', context.form.get('contact') ?? '');
      return context.page('Check your email', '<p>Sent.</p>');
    }
    context.page(
      'Remove a listing',
      `<form method="post">${field('Profile URL', 'url')}${field('Contact address', 'contact', 'email')}<button>Remove</button></form>`,
    );
  },
};

/** Refusals at the form: a 403, a 429 and a bot-check page. */
const blocked: Flow = {
  prefix: 'blocked',
  handle(context) {
    const { pathname } = context.url;
    if (pathname === '/blocked/forbidden') return context.page('Forbidden', '<p>Access denied.</p>', 403);
    if (pathname === '/blocked/busy')
      return context.page('Too many requests', '<p>Slow down.</p>', 429, { 'retry-after': '60' });
    context.page(
      'Just a moment...',
      '<p>Checking your browser before accessing the site.</p><form>' + field('Email', 'email') + '</form>',
    );
  },
};

/** A listing form confirmed by an emailed link (Spokeo), delivered over SMTP. */
const emailed: Flow = {
  prefix: 'mail',
  async handle(context) {
    const { url, form, request } = context;
    if (url.pathname === '/mail/optout' && request.method === 'GET') {
      return context.page(
        'Opt out your information',
        `<form method="post">${field('Listing URL', 'url')}${field('Email', 'email', 'email')}<button>Remove</button></form>`,
      );
    }
    if (url.pathname === '/mail/optout') {
      const email = form.get('email') ?? '';
      record(context, 'mail', 'submitted', form.get('url') ?? '');
      const token = context.token('mail', email);
      await context.sendMail(
        email,
        'Spokeo <privacy@spokeo.com>',
        'Opt-out confirmation',
        `Please confirm: ${context.base}/mail/confirm?token=${token}`,
      );
      return context.page('Check your email', '<p>Click the link in the email to confirm.</p>');
    }
    if (url.pathname === '/mail/confirm') return confirmPage(context, 'mail', 'Your opt-out is confirmed');
    context.page('Not found', '', 404);
  },
};

export const FLOWS: readonly Flow[] = [
  peopleSearch,
  portal,
  captcha,
  multiStep,
  changed,
  blocked,
  emailed,
  registryForms,
  routePages,
  routeForms,
];
