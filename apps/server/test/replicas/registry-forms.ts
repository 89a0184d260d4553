import type { ReplicaContext } from './server';

/**
 * Privacy-request forms of the shapes companies file with California's data broker registry, which
 * no source describes field by field: the generic request-form step (decision 038) must read each.
 * Every form records exactly what it received (`sent`), so the tests can prove the values were the
 * member's. The HTML is ours.
 */
type Flow = { prefix: string; handle(context: ReplicaContext): Promise<void> | void };

const STATES =
  '<option value="">Select a state</option><option value="ID">Idaho</option><option value="TX">Texas</option><option value="CA">California</option>';
const REQUEST_TYPES = ['Request to know (access)', 'Request to delete', 'Opt out of sale or sharing', 'Correction'];

function sent(context: ReplicaContext, shape: string, values: Record<string, string>) {
  context.state.events.push({ flow: `reg-${shape}`, what: 'sent', value: JSON.stringify(values) });
}
const valuesOf = (form: URLSearchParams) => Object.fromEntries(form.entries());

/** Labelled inputs, a request-type radio group, "I am the consumer", a terms box left alone. */
function labelled(context: ReplicaContext) {
  if (context.request.method === 'POST') {
    sent(context, 'labelled', valuesOf(context.form));
    return context.page('Privacy request', '<p>Thank you. We have received your request and will act on it.</p>');
  }
  const radios = REQUEST_TYPES.map(
    (type, index) => `<label><input type="radio" name="requestType" value="t${index}" required> ${type}</label>`,
  ).join('');
  context.page(
    'Consumer privacy request',
    `<form action="/reg/newsletter"><p><label>Email for our newsletter <input name="nl" type="email" required></label>
      <button>Sign up</button></p></form>
    <p>Thank you for your interest in privacy at our company.</p>
    <form method="post">
      <p><label for="fn">First name *</label> <input id="fn" name="fn" required></p>
      <p><label for="ln">Last name *</label> <input id="ln" name="ln" required></p>
      <p><label for="em">Email address *</label> <input id="em" name="em" type="email" required></p>
      <p><label for="ph">Phone</label> <input id="ph" name="ph"></p>
      <p><label for="st">Street address</label> <input id="st" name="st"></p>
      <p><label for="ci">City</label> <input id="ci" name="ci"></p>
      <p><label for="sa">State</label> <input id="sa" name="sa"></p>
      <p><label for="zp">ZIP code</label> <input id="zp" name="zp"></p>
      <fieldset><legend>What would you like us to do?</legend>${radios}</fieldset>
      <p><label><input type="checkbox" name="self" required> I am the consumer named in this request</label></p>
      <p><label><input type="checkbox" name="news"> I agree to receive marketing newsletters</label></p>
      <button type="submit">Submit request</button>
    </form>`,
  );
}

/** Placeholder-only inputs, a state select, a request-type select, and who is asking. */
function placeholders(context: ReplicaContext) {
  if (context.request.method === 'POST') {
    sent(context, 'placeholders', valuesOf(context.form));
    return context.page('Done', '<p>Your request was submitted successfully.</p>');
  }
  context.page(
    'Do not sell or share my personal information',
    `<form method="post">
      <input name="name" placeholder="Full name" required>
      <input name="mail" placeholder="Email" required>
      <input name="postcode" placeholder="ZIP / Postal code">
      <select name="region" aria-label="State"><option value="">State</option>${STATES.replace('<option value="">Select a state</option>', '')}</select>
      <select name="kind" aria-label="Request type" required><option value="">Choose a request</option>${REQUEST_TYPES.map((type) => `<option>${type}</option>`).join('')}</select>
      <select name="who" aria-label="I am submitting this request" required><option value="">Choose</option><option>For myself (I am the consumer)</option><option>As an authorized agent on behalf of a consumer</option></select>
      <input name="page" placeholder="Link to the listing (URL)">
      <button>Send</button>
    </form>`,
  );
}

/**
 * A hosted portal's form, built by script after load and sent with fetch; the answer replaces the
 * form and an email with a link finishes the request (OneTrust-style webforms).
 */
async function portal(context: ReplicaContext) {
  const { url, request } = context;
  if (url.pathname === '/reg/portal/submit' && request.method === 'POST') {
    const values = valuesOf(context.form);
    sent(context, 'portal', values);
    const token = context.token('reg-portal', values.email ?? '');
    await context.sendMail(
      values.email ?? '',
      'Privacy <privacy@acxiom.com>',
      'Verify your privacy request',
      `Verify your request: ${context.base}/reg/portal/verify?token=${token}`,
    );
    context.response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  if (url.pathname === '/reg/portal/verify') {
    const token = context.state.tokens.get(url.searchParams.get('token') ?? '');
    if (!token || token.flow !== 'reg-portal') return context.page('Link expired', '<p>Not valid.</p>', 404);
    context.state.events.push({ flow: 'reg-portal', what: 'verified', value: token.email });
    return context.page('Request verified', '<p>Your request is verified. We will process it within 45 days.</p>');
  }
  const options = REQUEST_TYPES.map((type) => `'<option>${type}</option>'`).join(' + ');
  context.page(
    'Privacy request portal',
    `<div id="root"><p>Loading…</p></div>
    <script>
      setTimeout(() => {
        const root = document.getElementById('root');
        root.innerHTML = '<div class="webform">' +
          '<div><span id="l1">Given name</span><input aria-labelledby="l1" autocomplete="given-name"></div>' +
          '<div><span id="l2">Family name</span><input aria-labelledby="l2" autocomplete="family-name"></div>' +
          '<div><input aria-label="Email" type="email"></div>' +
          '<div><select aria-label="I would like to">' + '<option value="">Select</option>' + ${options} + '</select></div>' +
          '<div><input aria-label="Postal code" autocomplete="postal-code"></div>' +
          '<button type="button">Submit</button></div>';
        root.querySelector('button').addEventListener('click', async () => {
          const inputs = root.querySelectorAll('input, select');
          const body = new URLSearchParams({ first: inputs[0].value, last: inputs[1].value, email: inputs[2].value,
            type: inputs[3].value, zip: inputs[4].value });
          await fetch('/reg/portal/submit', { method: 'POST', body });
          root.innerHTML = '<p>Your request has been submitted successfully. Please check your email to verify it.</p>';
        });
      }, 400);
    </script>`,
  );
}

/** A form that requires a full date of birth, which the profile does not hold. */
function birthDate(context: ReplicaContext) {
  if (context.request.method === 'POST') {
    sent(context, 'dob', valuesOf(context.form));
    return context.page('Received', '<p>Request received.</p>');
  }
  context.page(
    'Opt-out request',
    `<form method="post">
      <p><label>Full name <input name="name" required></label></p>
      <p><label>Email <input name="email" type="email" required></label></p>
      <p><label>Date of birth <input name="dob" type="date" required></label></p>
      <button>Submit</button>
    </form>`,
  );
}

/** A form the site refuses after it is sent: the same form comes back with an error. */
function refused(context: ReplicaContext) {
  const form = `<form method="post">
      <p><label>Name <input name="name"></label></p>
      <p><label>Email <input name="email" type="email"></label></p>
      <button>Submit</button>
    </form>`;
  if (context.request.method === 'POST') {
    sent(context, 'refused', valuesOf(context.form));
    return context.page(
      'Privacy request',
      `<p role="alert">We could not match your details. Please try again or call us.</p>${form}`,
    );
  }
  context.page('Privacy request', form);
}

/** A form behind a CAPTCHA: a person solves it; the runner never sends the form. */
function captcha(context: ReplicaContext) {
  if (context.request.method === 'POST') {
    sent(context, 'captcha', valuesOf(context.form));
    return context.page('Thanks', '<p>Thank you for submitting.</p>');
  }
  context.page(
    'Delete my data',
    `<form method="post">
      <p><label>Email <input name="email" type="email" required></label></p>
      <p><label>Full name <input name="name"></label></p>
      <div class="h-captcha" data-sitekey="replica"></div>
      <button>Submit</button>
    </form>`,
  );
}

const SHAPES: Record<string, (context: ReplicaContext) => Promise<void> | void> = {
  labelled,
  placeholders,
  portal,
  dob: birthDate,
  refused,
  captcha,
};

export const registryForms: Flow = {
  prefix: 'reg',
  async handle(context) {
    const shape = context.url.pathname.split('/')[2] ?? '';
    const handler = SHAPES[shape];
    if (!handler) return context.page('Not found', '', 404);
    await handler(context);
  },
};
