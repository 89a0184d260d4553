import { DomUtils, ElementType } from 'htmlparser2';
import type { parseDocument } from 'htmlparser2';
import { requiredByScript } from '@cleardocket/domain/removal/form-signals';
import type { FormControl } from '@cleardocket/domain/removal/request-form';

/**
 * The controls and buttons of a fetched HTML page, read without a browser for the registry's
 * route classification (issue 30 item 1, decision 090): the same reading `runner/form-scan.ts`
 * does in Chromium — label from `for`/`id`, a label naming the field by `name`, `aria-labelledby`,
 * `aria-label`, else the nearest text before it; hints; required-ness from `required`,
 * `aria-required`, validation attributes, classes, a mark, a script's rules — on the markup as
 * served (keep the two in step: a new label source or validation attribute goes in both). What
 * only a browser knows (styles from a stylesheet, what scripts draw) is not read here; the
 * classifier says so instead of guessing.
 */
type Document = ReturnType<typeof parseDocument>;
export type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];
type Node = Element['children'][number] | Element['parent'];
const isTag = (node: Node | undefined): node is Element => Boolean(node && ElementType.isTag(node));
const isText = (node: Node | undefined): node is Node & { data: string } => node?.type === ElementType.Text;
const parentOf = (node: Element): Element | null => (isTag(node.parent) ? node.parent : null);
export type StaticControl = FormControl & { form: number; name: string };
export type StaticButton = { form: number; name: string };

export const clean = (value: string | undefined | null) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
const attr = (element: Element, name: string) => element.attribs[name];
const tagOf = (element: Element) => element.name.toLowerCase();

const INVISIBLE_TAGS = new Set(['script', 'style', 'template', 'noscript', 'head']);
/** Hidden in the markup itself: the `hidden` attribute, an inline display:none, a hidden tag. */
export function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = parentOf(node)) {
    if (INVISIBLE_TAGS.has(tagOf(node)) || attr(node, 'hidden') !== undefined) return true;
    if (/(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(attr(node, 'style') ?? '')) return true;
  }
  return false;
}

/** The text a person reads inside an element (scripts, styles and hidden parts left out). */
export function textOf(node: Element | null | undefined): string {
  if (!node) return '';
  const parts: string[] = [];
  const walk = (children: Element['children']) => {
    for (const child of children) {
      if (isText(child)) parts.push(child.data);
      else if (isTag(child) && !INVISIBLE_TAGS.has(tagOf(child)) && attr(child, 'hidden') === undefined) {
        parts.push(' ');
        walk(child.children);
        parts.push(' ');
      }
    }
  };
  walk(node.children);
  return clean(parts.join(''));
}

const CONTROL = new Set(['input', 'select', 'textarea']);
const hasControl = (element: Element) =>
  CONTROL.has(tagOf(element)) || DomUtils.findOne((child) => CONTROL.has(tagOf(child)), element.children) !== null;

/** The nearest text before a control, up to four levels up, never across another control. */
function nearby(element: Element): string {
  let node: Element | null = element;
  for (let depth = 0; depth < 4 && node && tagOf(node) !== 'form'; depth++) {
    for (let sibling = node.prev; sibling; sibling = sibling.prev) {
      if (isText(sibling)) {
        const text = clean(sibling.data);
        if (text) return text.slice(0, 120);
        continue;
      }
      if (!isTag(sibling)) continue;
      if (hasControl(sibling)) return '';
      const text = textOf(sibling);
      if (text) return text.slice(0, 120);
    }
    node = parentOf(node);
  }
  return '';
}

type Labels = { byFor: Map<string, string[]>; byId: Map<string, Element> };

function labelsOf(document: Document): Labels {
  const byFor = new Map<string, string[]>();
  const byId = new Map<string, Element>();
  for (const element of DomUtils.findAll(() => true, document.children)) {
    const id = attr(element, 'id');
    if (id && !byId.has(id)) byId.set(id, element);
    const target = tagOf(element) === 'label' ? attr(element, 'for') : undefined;
    if (target) byFor.set(target, [...(byFor.get(target) ?? []), textOf(element)]);
  }
  return { byFor, byId };
}

function labelOf(element: Element, labels: Labels): string {
  const parts: string[] = [];
  const id = attr(element, 'id');
  if (id) parts.push(...(labels.byFor.get(id) ?? []));
  const wrapping = closest(element, (node) => tagOf(node) === 'label');
  if (wrapping && (!id || attr(wrapping, 'for') !== id)) parts.push(textOf(wrapping));
  const name = attr(element, 'name');
  if (parts.length === 0 && name) parts.push(...(labels.byFor.get(name) ?? []).slice(0, 1));
  for (const labelId of (attr(element, 'aria-labelledby') ?? '').split(/\s+/).filter(Boolean))
    parts.push(textOf(labels.byId.get(labelId)));
  parts.push(attr(element, 'aria-label') ?? '');
  const label = clean(parts.filter(Boolean).join(' '));
  const type = (attr(element, 'type') ?? '').toLowerCase();
  return label || (['checkbox', 'radio'].includes(type) ? '' : nearby(element));
}

export function closest(element: Element, test: (node: Element) => boolean): Element | null {
  for (let node: Element | null = element; node; node = parentOf(node)) if (test(node)) return node;
  return null;
}

const VALIDATION = [
  'data-val-required',
  'data-rule-required',
  'data-parsley-required',
  'data-required',
  'data-msg-required',
  'data-validation-required-message',
];
const REQUIRED_WRAPPER = /(?:^|\s)(?:gfield_contains_required|required-field|field-required|is-required)(?:\s|$)/;

function isRequired(element: Element, label: string): boolean {
  const has = (name: string) => attr(element, name) !== undefined;
  return (
    has('required') ||
    attr(element, 'aria-required') === 'true' ||
    VALIDATION.some((name) => has(name) && attr(element, name) !== 'false') ||
    /\brequired\b/.test(
      attr(element, 'data-validation') ?? attr(element, 'data-rules') ?? attr(element, 'data-validate') ?? '',
    ) ||
    /(?:^|\s)(?:required|is-required|wpcf7-validates-as-required)(?:\s|$)/.test(attr(element, 'class') ?? '') ||
    closest(element, (node) => REQUIRED_WRAPPER.test(attr(node, 'class') ?? '')) !== null ||
    /^\s*\*|\*\s*$|\(required\)/i.test(label)
  );
}

const groupOf = (element: Element) => {
  const fieldset = closest(element, (node) => tagOf(node) === 'fieldset');
  const legend = fieldset ? DomUtils.findOne((node) => tagOf(node) === 'legend', fieldset.children) : null;
  const group = closest(element, (node) => ['radiogroup', 'group'].includes(attr(node, 'role') ?? ''));
  return clean(`${textOf(legend)} ${group ? (attr(group, 'aria-label') ?? '') : ''}`);
};

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'search']);

/** Every visible control of the document with its form's index (-1 outside a form), and its buttons. */
export function readControls(document: Document, scripts: readonly string[]) {
  const forms = DomUtils.getElementsByTagName('form', document.children, true);
  const formOf = (element: Element) => {
    const form = closest(element, (node) => tagOf(node) === 'form');
    return form ? forms.indexOf(form) : -1;
  };
  const labels = labelsOf(document);
  const controls: StaticControl[] = [];
  const radios = new Map<string, Element[]>();
  for (const element of DomUtils.getElementsByTagName((name) => CONTROL.has(name), document.children, true)) {
    const tag = tagOf(element);
    const type = tag === 'input' ? (attr(element, 'type') ?? 'text').toLowerCase() : '';
    if (SKIPPED_TYPES.has(type) || attr(element, 'disabled') !== undefined || isHidden(element)) continue;
    const name = attr(element, 'name') ?? '';
    if (type === 'radio') {
      const key = name || `radio-${radios.size}`;
      radios.set(key, [...(radios.get(key) ?? []), element]);
      continue;
    }
    const kind =
      tag === 'select'
        ? 'select'
        : tag === 'textarea'
          ? 'textarea'
          : type === 'checkbox'
            ? 'checkbox'
            : type === 'file'
              ? 'file'
              : 'text';
    const label = labelOf(element, labels);
    const hints = ['name', 'id', 'placeholder', 'title'].map((key) => attr(element, key) ?? '').join(' ');
    const options =
      kind === 'select'
        ? DomUtils.getElementsByTagName('option', element.children, true).map((option) => textOf(option))
        : [];
    controls.push({
      kind,
      type,
      label,
      hints: clean(`${hints} ${kind === 'checkbox' ? groupOf(element) : ''}`),
      autocomplete: attr(element, 'autocomplete') ?? '',
      required: isRequired(element, label) || requiredByScript(name, scripts),
      options,
      form: formOf(element),
      name,
    });
  }
  for (const [name, group] of radios) controls.push(radioGroup(name, group, labels, formOf));
  return { controls, buttons: readButtons(document, formOf) };
}

function radioGroup(
  name: string,
  group: Element[],
  labels: Labels,
  formOf: (element: Element) => number,
): StaticControl {
  const first = group[0] as Element;
  const radiogroup = closest(first, (node) => attr(node, 'role') === 'radiogroup');
  const wrapping = closest(first, (node) => tagOf(node) === 'label');
  const question =
    clean(`${groupOf(first)} ${radiogroup ? labelOf(radiogroup, labels) : ''}`) || nearby(wrapping ?? first);
  return {
    kind: 'radio-group',
    type: 'radio',
    label: question,
    hints: clean(name),
    autocomplete: '',
    required: group.some((radio) => isRequired(radio, '')),
    options: group.map((radio) => labelOf(radio, labels) || clean(attr(radio, 'value'))),
    form: formOf(first),
    name,
  };
}

function readButtons(document: Document, formOf: (element: Element) => number): StaticButton[] {
  const buttons: StaticButton[] = [];
  const isButton = (element: Element) => {
    const tag = tagOf(element);
    const type = (attr(element, 'type') ?? '').toLowerCase();
    return (
      tag === 'button' || (tag === 'input' && ['submit', 'button'].includes(type)) || attr(element, 'role') === 'button'
    );
  };
  for (const element of DomUtils.findAll(isButton, document.children)) {
    if (isHidden(element)) continue;
    const name = clean(textOf(element) || attr(element, 'value') || attr(element, 'aria-label'));
    if (name) buttons.push({ form: formOf(element), name: name.slice(0, 60) });
  }
  return buttons;
}
