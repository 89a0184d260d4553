import type { Frame } from 'playwright-core';
import { z } from 'zod';
import { requiredByScript } from '@cleardocket/domain/removal/form-signals';
import type { FormControl } from '@cleardocket/domain/removal/request-form';

/**
 * Reads the controls of a frame as a person or a screen reader would (issue 30 §2): each visible
 * control's label from `for`/`id`, a label naming it by `name`, `aria-labelledby`, `aria-label`,
 * else the nearest text before it; its other hints (name, id, placeholder, title); whether it is
 * required — `required`, `aria-required`, validation attributes (`data-val-required` and the
 * like), a required class on it or its field, a mark in its label, or a script's rules — and
 * whether it is empty. Each control is tagged with `data-cd-field` so Playwright can act on it.
 * The registry's classifier reads fetched markup the same way (`static-page/html-controls.ts`,
 * decision 090): keep the two in step.
 */
export const FIELD = 'data-cd-field';

const ControlSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  kind: z.enum(['text', 'select', 'textarea', 'checkbox', 'radio-group', 'file']),
  type: z.string(),
  label: z.string(),
  hints: z.string(),
  autocomplete: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  /** A select's option values; a radio group's choices' field ids. */
  values: z.array(z.string()),
  empty: z.boolean(),
  form: z.number().int(),
});
export type Control = z.infer<typeof ControlSchema>;
const ScanSchema = z.object({
  controls: z.array(ControlSchema),
  scripts: z.array(z.string()),
  buttons: z.array(z.object({ form: z.number().int(), name: z.string() })),
});
export type Scan = { controls: Control[]; buttons: { form: number; name: string }[] };

const SCAN = `(() => {
  const FIELD = ${JSON.stringify(FIELD)};
  const clean = (value) => String(value || '').replace(/\\s+/g, ' ').trim();
  const textOf = (element) => (element ? clean(element.innerText || element.textContent) : '');
  const visible = (element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && (box.width > 0 || box.height > 0);
  };
  const CONTROL = 'input, select, textarea';
  const nearby = (element) => {
    let node = element;
    for (let depth = 0; depth < 4 && node && node.tagName !== 'FORM'; depth++) {
      for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
        if (sibling.nodeType === 3) { const text = clean(sibling.textContent); if (text) return text.slice(0, 120); continue; }
        if (sibling.nodeType !== 1) continue;
        if (sibling.matches(CONTROL) || sibling.querySelector(CONTROL)) return '';
        const text = textOf(sibling);
        if (text) return text.slice(0, 120);
      }
      node = node.parentElement;
    }
    return '';
  };
  const labelOf = (element) => {
    const parts = [];
    for (const label of element.labels || []) parts.push(textOf(label));
    const name = element.getAttribute('name');
    if (parts.length === 0 && name) {
      const byName = document.querySelector('label[for="' + CSS.escape(name) + '"]');
      if (byName) parts.push(textOf(byName));
    }
    for (const id of (element.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean))
      parts.push(textOf(document.getElementById(id)));
    parts.push(element.getAttribute('aria-label'));
    const label = clean(parts.filter(Boolean).join(' '));
    return label || (['checkbox', 'radio'].includes(element.type) ? '' : nearby(element));
  };
  const hintsOf = (element) =>
    clean([element.getAttribute('name'), element.id, element.getAttribute('placeholder'), element.getAttribute('title')]
      .filter(Boolean).join(' '));
  const VALIDATION = ['data-val-required', 'data-rule-required', 'data-parsley-required', 'data-required', 'data-msg-required', 'data-validation-required-message'];
  const requiredOf = (element, label) =>
    element.required || element.getAttribute('aria-required') === 'true' ||
    VALIDATION.some((name) => element.hasAttribute(name) && element.getAttribute(name) !== 'false') ||
    /\\brequired\\b/.test(element.getAttribute('data-validation') || element.getAttribute('data-rules') || element.getAttribute('data-validate') || '') ||
    /(^|\\s)(required|is-required|wpcf7-validates-as-required)(\\s|$)/.test(element.className || '') ||
    Boolean(element.closest('.gfield_contains_required, .required-field, .field-required, .is-required')) ||
    /^\\s*\\*|\\*\\s*$|\\(required\\)/i.test(label);
  const forms = Array.from(document.forms);
  const formOf = (element) => (element.form ? forms.indexOf(element.form) : -1);
  const groupOf = (element) => {
    const fieldset = element.closest('fieldset');
    const group = element.closest('[role="radiogroup"], [role="group"]');
    return clean([fieldset ? textOf(fieldset.querySelector('legend')) : '', group ? group.getAttribute('aria-label') || '' : ''].join(' '));
  };
  let next = 0;
  const tag = (element) => {
    if (!element.hasAttribute(FIELD)) element.setAttribute(FIELD, 'f' + next++ + '-' + Math.random().toString(36).slice(2, 6));
    return element.getAttribute(FIELD);
  };
  const controls = [];
  const groups = new Map();
  for (const element of document.querySelectorAll(CONTROL)) {
    const tagName = element.tagName.toLowerCase();
    const type = tagName === 'input' ? (element.getAttribute('type') || 'text').toLowerCase() : '';
    if (['hidden', 'submit', 'button', 'reset', 'image', 'search'].includes(type) || element.disabled) continue;
    if (type !== 'file' && !visible(element) && !(['checkbox', 'radio'].includes(type) && element.labels && Array.from(element.labels).some(visible))) continue;
    const label = labelOf(element);
    const name = element.getAttribute('name') || '';
    if (type === 'radio') {
      const key = name || tag(element);
      const group = groups.get(key) || { radios: [], element };
      group.radios.push(element);
      groups.set(key, group);
      continue;
    }
    const kind = tagName === 'select' ? 'select' : tagName === 'textarea' ? 'textarea' : type === 'checkbox' ? 'checkbox' : type === 'file' ? 'file' : 'text';
    const options = kind === 'select' ? Array.from(element.options).map((option) => clean(option.label || option.text)) : [];
    const values = kind === 'select' ? Array.from(element.options).map((option) => option.value) : [];
    const empty = kind === 'checkbox' ? !element.checked : kind === 'file' ? element.files.length === 0 : clean(element.value) === '';
    const hints = clean(hintsOf(element) + ' ' + (kind === 'checkbox' ? groupOf(element) : ''));
    const id = tag(element);
    // Boxes sharing one name are each their own choice: the key holds the value and the tag.
    const key = kind + ':' + (name || element.id || label || hints) + (kind === 'checkbox' ? ':' + element.value + ':' + id : '');
    controls.push({ id, key, name, kind, type, label, hints, autocomplete: element.getAttribute('autocomplete') || '',
      required: requiredOf(element, label), options, values, empty, form: formOf(element) });
  }
  for (const [name, group] of groups) {
    const first = group.element;
    const radiogroup = first.closest('[role="radiogroup"]');
    const question = clean(groupOf(first) + ' ' + (radiogroup ? labelOf(radiogroup) : '')) || nearby(first.closest('label') || first);
    controls.push({ id: tag(first), key: 'radio:' + name, name, kind: 'radio-group', type: 'radio', label: question,
      hints: clean(name), autocomplete: '', required: group.radios.some((radio) => requiredOf(radio, '')),
      options: group.radios.map((radio) => labelOf(radio) || clean(radio.value)), values: group.radios.map(tag),
      empty: !group.radios.some((radio) => radio.checked), form: formOf(first) });
  }
  const buttons = [];
  for (const button of document.querySelectorAll('button, input[type=submit], input[type=button], [role="button"]')) {
    if (!visible(button)) continue;
    const name = clean(button.innerText || button.value || button.getAttribute('aria-label'));
    if (name) buttons.push({ form: button.form ? forms.indexOf(button.form) : -1, name: name.slice(0, 60) });
  }
  const scripts = Array.from(document.scripts).map((script) => (script.src ? '' : (script.textContent || '').slice(0, 100000))).filter(Boolean);
  return { controls, scripts, buttons };
})()`;

/** The frame's controls (required-ness from the page and from its scripts' rules) and buttons. */
export async function scanFrame(frame: Frame): Promise<Scan> {
  const parsed = ScanSchema.safeParse(await frame.evaluate(SCAN).catch(() => null));
  if (!parsed.success) return { controls: [], buttons: [] };
  const { controls, scripts, buttons } = parsed.data;
  return {
    controls: controls.map((control) => ({
      ...control,
      required: control.required || requiredByScript(control.name, scripts),
    })),
    buttons,
  };
}

export const asFormControl = (control: Control): FormControl => ({
  kind: control.kind,
  type: control.type,
  label: control.label,
  hints: control.hints,
  autocomplete: control.autocomplete,
  required: control.required,
  options: control.options,
});

/** Visible error messages (alerts, invalid fields, error boxes): what a site says when it refused. */
const ERRORS = `(() => {
  const clean = (value) => String(value || '').replace(/\\s+/g, ' ').trim();
  const visible = (element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && (box.width > 0 || box.height > 0);
  };
  const found = [];
  for (const element of document.querySelectorAll('[role="alert"], .error, .errors, .invalid-feedback, .field-error, .form-error, .alert-danger, [class*="error" i]')) {
    if (!visible(element)) continue;
    const text = clean(element.innerText || element.textContent);
    if (text && !found.includes(text)) found.push(text.slice(0, 160));
  }
  if (document.querySelector('[aria-invalid="true"]')) found.push('A field is marked invalid.');
  return found;
})()`;

export const errorsIn = async (frame: Frame) =>
  z
    .array(z.string())
    .catch([])
    .parse(await frame.evaluate(ERRORS).catch(() => []));
