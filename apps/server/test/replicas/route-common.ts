import type { ReplicaContext } from './server';

/** Helpers the route replicas share: what a form received, and its answer. */
export type Flow = { prefix: string; handle(context: ReplicaContext): Promise<void> | void };

export const STATE_OPTIONS =
  '<option value="">Select</option><option value="CA">California</option><option value="ID">Idaho</option><option value="TX">Texas</option>';

/** The form's values, joining repeated names (a checkbox group) with commas. */
export function valuesOf(form: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) values[name] = values[name] ? `${values[name]},${value}` : value;
  return values;
}

/**
 * Records what a route replica received — and which of its required fields came empty, an unsafe
 * send the bench counts — then answers with the site's confirmation (or `answer`).
 */
export function received(context: ReplicaContext, shape: string, required: readonly string[], answer?: string) {
  const values = valuesOf(context.form);
  context.state.events.push({ flow: `rt-${shape}`, what: 'sent', value: JSON.stringify(values) });
  const missing = required.filter((name) => !(values[name] ?? '').trim());
  if (missing.length > 0) context.state.events.push({ flow: `rt-${shape}`, what: 'missing', value: missing.join(',') });
  context.page('Request received', answer ?? '<p>Thank you. We have received your request and will act on it.</p>');
}

/** A script-sent form's answer (JSON), recorded the same way. */
export function receivedJson(context: ReplicaContext, shape: string, required: readonly string[]) {
  const values = valuesOf(context.form);
  context.state.events.push({ flow: `rt-${shape}`, what: 'sent', value: JSON.stringify(values) });
  const missing = required.filter((name) => !(values[name] ?? '').trim());
  if (missing.length > 0) context.state.events.push({ flow: `rt-${shape}`, what: 'missing', value: missing.join(',') });
  context.response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
}

/** The page a shape's `<iframe>` or script posts to. */
export const subPath = (context: ReplicaContext) => context.url.pathname.split('/').slice(3).join('/');
