import { STATE_OPTIONS, received, receivedJson, subPath } from './route-common';
import type { Flow } from './route-common';
import type { ReplicaContext } from './server';

/**
 * Request pages that send the person somewhere (issue 30 §1): a policy page with only an address,
 * a link to the form (one and two hops), privacy portals standalone and in a frame, a form builder
 * in a frame, a form built by script, a 404, phone only, a sign-in wall. Shapes in route-replicas.ts.
 */
const POLICY = `<p>This privacy notice explains what personal information we collect, how we use it and your rights
  under the California Consumer Privacy Act and other state laws. We collect identifiers, commercial information and
  inferences. We do not knowingly sell the personal information of minors.</p>`;

function emailOnly(context: ReplicaContext) {
  context.page(
    'Privacy Policy',
    `${POLICY}<h2>Your rights</h2><p>You may ask us to delete your personal information or to stop selling it.
    To make a request, email <a href="mailto:privacy@adstradata.com">privacy@adstradata.com</a> with your name and address.
    Questions about our products go to sales@adstra-partners.net.</p>
    <form action="/rt/email-only/newsletter"><label>Newsletter <input type="email" name="nl"></label><button>Subscribe</button></form>`,
  );
}

function linked(context: ReplicaContext) {
  if (subPath(context) === 'form') {
    if (context.request.method === 'POST') return received(context, 'linked', ['first', 'last', 'email']);
    return context.page(
      'Do Not Sell My Personal Information',
      `<form method="post"><p><label for="f1">First name</label><input id="f1" name="first" required></p>
      <p><label for="f2">Last name</label><input id="f2" name="last" required></p>
      <p><label for="f3">Email</label><input id="f3" name="email" type="email" required></p>
      <p><label for="f4">State of residence</label><select id="f4" name="state">${STATE_OPTIONS}</select></p>
      <button type="submit">Submit request</button></form>`,
    );
  }
  context.page(
    'Privacy',
    `${POLICY}<p><a href="/rt/linked/about">About us</a> · <a href="/rt/linked/login">Log in</a> ·
    <a href="/rt/linked/form">Do Not Sell or Share My Personal Information</a></p>`,
  );
}

function twoHops(context: ReplicaContext) {
  const sub = subPath(context);
  if (sub === 'rights')
    return context.page(
      'Your privacy rights',
      `<p>California residents may ask to know, delete or correct their information.</p>
      <ul><li><a href="/rt/two-hops/request">Submit a privacy request</a></li><li><a href="/rt/two-hops/faq">FAQ</a></li></ul>`,
    );
  if (sub === 'request') {
    if (context.request.method === 'POST') return received(context, 'two-hops', ['name', 'email', 'request']);
    return context.page(
      'Privacy request',
      `<form method="post"><p><label>Your name <input name="name" required></label></p>
      <p><label>Email address <input name="email" type="email" required></label></p>
      <p><label>Request <select name="request" required><option value="">Choose</option><option value="know">Know what you hold</option>
      <option value="delete">Delete my information</option><option value="correct">Correct my information</option></select></label></p>
      <button>Send</button></form>`,
    );
  }
  context.page(
    'Privacy notice',
    `${POLICY}<p>To exercise these rights, click <a href="/rt/two-hops/rights">HERE</a>.</p>`,
  );
}

/** A OneTrust-style webform: drawn by script after load, subject type, request types as boxes. */
const ONETRUST_FORM = `<div class="dsar-webform" id="ot-root"><p>Loading…</p></div>
<script>
setTimeout(() => {
  document.getElementById('ot-root').innerHTML = '<form class="ot-form" method="post" action="/rt/onetrust/submit">' +
    '<div class="ot-field"><label for="ot1">First Name <span>*</span></label><input id="ot1" name="first" required></div>' +
    '<div class="ot-field"><label for="ot2">Last Name <span>*</span></label><input id="ot2" name="last" required></div>' +
    '<div class="ot-field"><label for="ot3">Email <span>*</span></label><input id="ot3" name="email" type="email" required></div>' +
    '<div class="ot-field"><label for="ot4">State</label><select id="ot4" name="state">${STATE_OPTIONS}</select></div>' +
    '<div class="ot-field"><label for="ot5">I am a</label><select id="ot5" name="subject"><option value="">Select</option><option value="employee">Employee</option><option value="consumer">Consumer</option></select></div>' +
    '<fieldset><legend>Request type</legend><label><input type="checkbox" name="access"> Access my personal information</label>' +
    '<label><input type="checkbox" name="deletion"> Delete my personal information</label></fieldset>' +
    '<button type="submit">Submit</button></form>';
}, 500);
</script>`;

function onetrust(context: ReplicaContext, shape: string) {
  if (subPath(context) === 'submit')
    return received(context, shape, ['first', 'last', 'email'], '<p>Your request has been submitted successfully.</p>');
  context.page('Privacy Request Portal', ONETRUST_FORM);
}

function onetrustFrame(context: ReplicaContext) {
  if (subPath(context) === 'webform') {
    if (context.url.pathname.endsWith('/submit'))
      return received(
        context,
        'onetrust-frame',
        ['first', 'last', 'email'],
        '<p>Your request has been submitted successfully.</p>',
      );
    return context.page('Webform', ONETRUST_FORM.replace('/rt/onetrust/submit', '/rt/onetrust-frame/webform/submit'));
  }
  if (subPath(context) === 'webform/submit')
    return received(
      context,
      'onetrust-frame',
      ['first', 'last', 'email'],
      '<p>Your request has been submitted successfully.</p>',
    );
  context.page(
    'Your privacy choices',
    `<p>Use the form below to make a privacy request.</p><div class="onetrust-webform"><iframe title="Privacy request" src="/rt/onetrust-frame/webform" width="600" height="700"></iframe></div>`,
  );
}

/** A TrustArc-style request form: labels by aria-labelledby, request type as radios. */
function trustarc(context: ReplicaContext) {
  if (context.request.method === 'POST') return received(context, 'trustarc', ['first', 'last', 'email', 'type']);
  context.page(
    'Individual Rights Request',
    `<div class="trustarc-dsr"><form method="post">
      <div><span id="t1">Given name *</span><input aria-labelledby="t1" name="first"></div>
      <div><span id="t2">Family name *</span><input aria-labelledby="t2" name="last"></div>
      <div><span id="t3">Email address *</span><input aria-labelledby="t3" name="email" aria-required="true"></div>
      <div><span id="t4">Postal code</span><input aria-labelledby="t4" name="zip"></div>
      <div role="radiogroup" aria-label="Type of request"><label><input type="radio" name="type" value="access"> Access</label>
      <label><input type="radio" name="type" value="delete"> Deletion</label><label><input type="radio" name="type" value="rectify"> Rectification</label></div>
      <button type="submit">Submit request</button></form></div>`,
  );
}

/** A Securiti-style form: labels are text above the boxes, required by aria-required only. */
function securiti(context: ReplicaContext) {
  if (context.request.method === 'POST') return received(context, 'securiti', ['first', 'last', 'email', 'right']);
  context.page(
    'Privacy Center',
    `<div class="dsr-portal"><form method="post">
      <div class="q"><div class="q-label">First name</div><div><input name="first" aria-required="true"></div></div>
      <div class="q"><div class="q-label">Last name</div><div><input name="last" aria-required="true"></div></div>
      <div class="q"><div class="q-label">Email</div><div><input name="email" aria-required="true"></div></div>
      <div class="q"><div class="q-label">City</div><div><input name="city"></div></div>
      <div class="q"><div class="q-label">What would you like to do?</div><select name="right" aria-required="true"><option value="">Choose</option>
      <option>Access my personal information</option><option>Delete my personal information</option></select></div>
      <button>Submit</button></form></div>`,
  );
}

/** A Jotform-style form in a frame: sub-labels under the name boxes, a checkbox group of rights. */
function jotformFrame(context: ReplicaContext) {
  if (subPath(context) === 'form') {
    if (context.request.method === 'POST')
      return received(context, 'jotform-frame', ['q3_first', 'q3_last', 'q4_email']);
    const box = (value: string, name: string) =>
      `<span><input type="checkbox" id="${name}" name="${name}" value="${value}"><label for="${name}">${value}</label></span>`;
    return context.page(
      'Privacy request',
      `<form class="jotform-form" method="post"><ul>
      <li class="form-line jf-required"><label class="form-label">Name<span class="form-required">*</span></label>
        <span><input id="first_3" name="q3_first" class="validate[required]" data-rule-required="true"><label for="first_3" class="form-sub-label">First Name</label></span>
        <span><input id="last_3" name="q3_last" data-rule-required="true"><label for="last_3" class="form-sub-label">Last Name</label></span></li>
      <li class="form-line"><label class="form-label" for="input_4">E-mail<span class="form-required">*</span></label><input id="input_4" name="q4_email" type="email" data-rule-required="true"></li>
      <li class="form-line"><label class="form-label">I would like to</label>${box('Delete my data', 'rights_delete')}${box('Opt out of sale', 'rights_sale')}${box('Access my data', 'rights_access')}</li>
      <li><button type="submit" class="form-submit-button">Submit</button></li></ul></form>`,
    );
  }
  context.page(
    'Privacy',
    `<p>Submit your request with our form:</p><iframe title="Form" src="/rt/jotform-frame/form?jotform=1" width="640" height="800"></iframe>`,
  );
}

/** A HubSpot-style form built by script (hbspt.forms.create), required by its own marks, sent by fetch. */
function hubspot(context: ReplicaContext) {
  if (subPath(context) === 'submit') return receivedJson(context, 'hubspot', ['firstname', 'lastname', 'email']);
  context.page(
    'Data request',
    `<div id="hs-target"></div><script>
    window.hbspt = { forms: { create(options) {
      const target = document.querySelector(options.target);
      target.innerHTML = '<form class="hs-form"><div class="hs-form-field"><label>First name<span class="hs-form-required">*</span></label><input name="firstname" required></div>' +
        '<div class="hs-form-field"><label>Last name<span class="hs-form-required">*</span></label><input name="lastname" required></div>' +
        '<div class="hs-form-field"><label>Email<span class="hs-form-required">*</span></label><input name="email" type="email" required></div>' +
        '<div class="hs-form-field"><label>Request type</label><select name="request_type"><option value="">Please select</option><option>Access my information</option><option>Delete my information</option></select></div>' +
        '<input type="submit" class="hs-button" value="Submit"></form>';
      target.querySelector('form').addEventListener('submit', async (event) => {
        event.preventDefault();
        await fetch('/rt/hubspot/submit', { method: 'POST', body: new URLSearchParams(new FormData(event.target)) });
        target.innerHTML = '<p>Thanks for submitting the form.</p>';
      });
    } } };
    setTimeout(() => hbspt.forms.create({ target: '#hs-target', portalId: '0' }), 300);
    </script>`,
  );
}

const SHAPES: Record<string, (context: ReplicaContext) => Promise<void> | void> = {
  'email-only': emailOnly,
  linked,
  'two-hops': twoHops,
  onetrust: (context) => onetrust(context, 'onetrust'),
  'onetrust-frame': onetrustFrame,
  trustarc,
  securiti,
  'jotform-frame': jotformFrame,
  hubspot,
  'not-found': (context) => context.page('Page not found', '<p>Sorry, that page does not exist.</p>', 404),
  'phone-only': (context) =>
    context.page(
      'Opt out',
      `${POLICY}<p>To opt out of the sale of your information, call us toll-free at 1-800-555-0199, Monday to Friday.</p>`,
    ),
  login: (context) =>
    context.page(
      'Sign in',
      `<p>Please sign in to manage your privacy settings.</p><form method="post" action="/rt/login/session"><label>Email <input name="email" type="email"></label>
      <label>Password <input name="password" type="password"></label><button>Sign in</button></form>`,
    ),
};

export const routePages: Flow = {
  prefix: 'rt',
  async handle(context) {
    const shape = context.url.pathname.split('/')[2] ?? '';
    const handler = SHAPES[shape];
    if (!handler) return context.page('Not found', '', 404);
    await handler(context);
  },
};
