import { received, receivedJson, subPath } from './route-common';
import type { ReplicaContext } from './server';

/**
 * Request forms whose reading the engine got wrong before (issue 30 §2) and flows in steps: a
 * Google-Forms-style form in sections, a Typeform-style one question at a time, Gravity-Forms-style
 * with a reCAPTCHA drawn by script, Wix-style with its own CAPTCHA, fields required only by
 * validation attributes, labels by name and nearby text, "additional" fields, a checkbox group,
 * "choose your right → continue", and a people search among five namesakes. Shapes in route-replicas.ts.
 */
function googleForms(context: ReplicaContext) {
  if (context.request.method === 'POST') return received(context, 'google-forms', ['email', 'name', 'want']);
  context.page(
    'Privacy request form',
    `<form class="freebirdFormviewerViewFormCard" method="post">
    <div id="s1"><div role="listitem"><div id="q1">Email <span aria-label="Required question">*</span></div><input name="email" type="email" aria-labelledby="q1" aria-required="true"></div>
      <div role="button" tabindex="0" id="next">Next</div></div>
    <div id="s2" style="display:none"><div role="listitem"><div id="q2">Full name *</div><input name="name" aria-labelledby="q2" aria-required="true"></div>
      <div role="listitem"><div id="q3">What would you like us to do? *</div><div role="radiogroup" aria-labelledby="q3">
      <label><input type="radio" name="want" value="Get a copy of my data" required> Get a copy of my data</label>
      <label><input type="radio" name="want" value="Delete my data" required> Delete my data</label></div></div>
      <div role="button" tabindex="0" id="send">Submit</div></div></form>
    <script>
      document.getElementById('next').addEventListener('click', () => { document.getElementById('s1').style.display = 'none'; document.getElementById('s2').style.display = ''; });
      document.getElementById('send').addEventListener('click', () => document.querySelector('form').submit());
    </script>`,
  );
}

function typeform(context: ReplicaContext) {
  if (subPath(context) === 'submit') return receivedJson(context, 'typeform', ['first', 'last', 'email', 'want']);
  const question = (index: number, title: string, input: string, button: string) =>
    `<section class="tf-v1-question" data-q="${index}" style="${index === 0 ? '' : 'display:none'}"><div class="q-title">${title}</div>${input}<button type="button" class="tf-next">${button}</button></section>`;
  context.page(
    'Data request',
    `<div class="tf-v1-form">
    ${question(0, 'What’s your first name?', '<input name="first">', 'OK')}
    ${question(1, 'And your last name?', '<input name="last">', 'OK')}
    ${question(2, 'Your email address?', '<input name="email" type="email">', 'OK')}
    ${question(3, 'What would you like us to do?', '<label><input type="radio" name="want" value="See my data"> See my data</label><label><input type="radio" name="want" value="Delete my personal data"> Delete my personal data</label>', 'Submit')}
    </div><script>
      const sections = Array.from(document.querySelectorAll('.tf-v1-question'));
      sections.forEach((section, index) => section.querySelector('button').addEventListener('click', async () => {
        section.style.display = 'none';
        if (index + 1 < sections.length) { sections[index + 1].style.display = ''; return; }
        const body = new URLSearchParams();
        for (const input of document.querySelectorAll('input')) if (input.type !== 'radio' || input.checked) body.append(input.name, input.value);
        await fetch('/rf/typeform/submit', { method: 'POST', body });
        document.querySelector('.tf-v1-form').innerHTML = '<p>Thank you! We have received your request.</p>';
      }));
    </script>`,
  );
}

function gravityCaptcha(context: ReplicaContext) {
  if (context.request.method === 'POST') return received(context, 'gravity-captcha', ['input_1', 'input_2', 'input_3']);
  context.page(
    'Consumer request',
    `<div class="gform_wrapper"><form method="post"><ul class="gform_fields">
    <li class="gfield gfield_contains_required"><label for="input_1_1">First Name</label><input id="input_1_1" name="input_1"></li>
    <li class="gfield gfield_contains_required"><label for="input_1_2">Last Name</label><input id="input_1_2" name="input_2"></li>
    <li class="gfield gfield_contains_required"><label for="input_1_3">Email</label><input id="input_1_3" name="input_3"></li>
    <li class="gfield"><div id="input_1_9" class="ginput_recaptcha"></div></li></ul>
    <input type="submit" value="Submit"></form></div>
    <script>
      var gfSiteKey = '6Lc-replica-key';
      window.grecaptcha = { render: function () { return 0; }, getResponse: function () { return ''; } };
      grecaptcha.render('input_1_9', { sitekey: gfSiteKey, theme: 'light' });
    </script>`,
  );
}

function wixCaptcha(context: ReplicaContext) {
  if (context.request.method === 'POST') return received(context, 'wix-captcha', ['name', 'email', 'code']);
  context.page(
    'Contact us about your data',
    `<form class="wixui-form" method="post"><p><label>Name <input name="name" required></label></p>
    <p><label>Email <input name="email" type="email" required></label></p>
    <p><label>Message <textarea name="message"></textarea></label></p>
    <p><img alt="Security image" width="120" height="40" src="data:image/gif;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAA="></p>
    <p><label>Type the characters you see in the image <input name="code" required></label></p>
    <button>Submit</button></form>`,
  );
}

function validation(context: ReplicaContext) {
  if (context.request.method === 'POST')
    return received(context, 'validation', ['Name', 'Email', 'CustomerNumber', 'city']);
  context.page(
    'Privacy request',
    `<form id="req" method="post">
    <p><label for="Name">Name</label><input id="Name" name="Name" data-val="true" data-val-required="The Name field is required."></p>
    <p><label for="Email">Email</label><input id="Email" name="Email" data-val="true" data-val-required="The Email field is required."></p>
    <p><label for="CustomerNumber">Customer number</label><input id="CustomerNumber" name="CustomerNumber" data-val="true" data-val-required="Required."></p>
    <p><label for="city">City</label><input id="city" name="city"></p>
    <button type="submit">Submit</button></form>
    <script>window.validateRules = { rules: { city: { required: true } } };</script>`,
  );
}

function labels(context: ReplicaContext) {
  if (context.request.method === 'POST') return received(context, 'labels', ['fname', 'lname', 'mail']);
  context.page(
    'Deletion request',
    `<form method="post">
    <p><label for="fname">First name</label> <input id="input-17" name="fname" required></p>
    <div class="row"><div>Last name</div><div><input id="input-18" name="lname" required></div></div>
    <p><span>Email address</span> <input id="input-19" name="mail" required></p>
    <p>City / Town <input id="input-20" name="town"></p>
    <p><label for="extra">Additional email addresses</label><textarea id="extra" name="extra_emails"></textarea></p>
    <p><label>Alias / other names <input name="alias"></label></p>
    <p><label>Other phone number <input name="other_phone"></label></p>
    <p><label>Additional information <textarea name="notes"></textarea></label></p>
    <button type="submit">Request deletion</button></form>`,
  );
}

function checkboxes(context: ReplicaContext) {
  if (context.request.method === 'POST') return received(context, 'checkboxes', ['name', 'email']);
  const box = (value: string, text: string) =>
    `<label><input type="checkbox" name="optout" value="${value}"> ${text}</label><br>`;
  context.page(
    'Your privacy choices',
    `<form method="post"><p><label>Full name <input name="name" required></label></p>
    <p><label>Email <input name="email" type="email" required></label></p>
    <fieldset><legend>Opt me out of:</legend>${box('sale', 'Sale of my personal information')}${box('sharing', 'Sharing for cross-context behavioral advertising')}${box('targeted', 'Targeted advertising')}</fieldset>
    <p><label><input type="checkbox" name="news"> Email me product news and offers</label></p>
    <button>Submit</button></form>`,
  );
}

function chooseRight(context: ReplicaContext) {
  if (subPath(context) === 'submit') return receivedJson(context, 'choose-right', ['right', 'name', 'email']);
  context.page(
    'Privacy requests',
    `<div id="app"><h2>Which right would you like to exercise?</h2>
    <label><input type="radio" name="right" value="know"> Right to know</label>
    <label><input type="radio" name="right" value="delete"> Right to delete</label>
    <label><input type="radio" name="right" value="optout"> Right to opt out of sale</label>
    <button type="button" id="go">Continue</button></div>
    <script>
      document.getElementById('go').addEventListener('click', () => {
        const right = (document.querySelector('input[name=right]:checked') || {}).value || '';
        const app = document.getElementById('app');
        app.innerHTML = '<label>Full name <input id="n"></label><label>Email <input id="e" type="email"></label><button type="button" id="send">Submit request</button>';
        document.getElementById('send').addEventListener('click', async () => {
          const body = new URLSearchParams({ right, name: document.getElementById('n').value, email: document.getElementById('e').value });
          await fetch('/rf/choose-right/submit', { method: 'POST', body });
          app.innerHTML = '<p>Your request has been received.</p>';
        });
      });
    </script>`,
  );
}

export const FORM_SHAPES: Record<string, (context: ReplicaContext) => Promise<void> | void> = {
  'google-forms': googleForms,
  typeform,
  'gravity-captcha': gravityCaptcha,
  'wix-captcha': wixCaptcha,
  validation,
  labels,
  checkboxes,
  'choose-right': chooseRight,
};
