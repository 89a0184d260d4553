import { createElement } from 'react';
import type { EmailContent } from './content';

export type RenderedEmail = { html: string; text: string };

/**
 * Both parts of an email from the one template: the HTML as drawn, and the text part made from the
 * same tree by React Email (links written out after their label, the preview line left out), so
 * the two never say different things. React Email (and the template, which imports its components)
 * loads on the first email a process renders, not at start: `@react-email/components` brings
 * prismjs and more, about a second of CPU a start that sends no email.
 */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const [{ render }, { ProductEmail }] = await Promise.all([
    import('@react-email/components'),
    import('./product-email'),
  ]);
  const element = createElement(ProductEmail, { content });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
