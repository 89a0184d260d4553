import { render } from '@react-email/components';
import { createElement } from 'react';
import type { EmailContent } from './content';
import { ProductEmail } from './product-email';

export type RenderedEmail = { html: string; text: string };

/**
 * Both parts of an email from the one template: the HTML as drawn, and the text part made from the
 * same tree by React Email (links written out after their label, the preview line left out), so
 * the two never say different things.
 */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const element = createElement(ProductEmail, { content });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
