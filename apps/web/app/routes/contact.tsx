import { useState } from 'react';
import type { FormEvent } from 'react';
import { BRAND } from '@cleardocket/domain/brand';
import { CONTACT_TOPICS, ContactInputSchema } from '@cleardocket/domain/contact/contact';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Button } from '~/components/ui/button';
import { Field, FormError } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { PageHero } from '~/features/marketing/components/page-hero';
import { sendContactMessage } from '~/features/marketing/api/send-contact-message';
import { toFieldErrors } from '~/lib/field-errors';

const EMPTY = { name: '', email: '', topic: '', message: '', website: '' };
type Draft = typeof EMPTY;

export default function Contact() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(toFieldErrors<keyof Draft>(parsed.error.issues));
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      const answer = await sendContactMessage(parsed.data);
      setConfirmation(answer.message);
      setDraft(EMPTY);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageMeta
        title="Contact us"
        description="Write to the ClearDocket support team, call us, or email help and legal contacts."
        path={paths.contact.path}
      />
      <PageHero
        title="Contact Us"
        lead={
          <>
            We answer every message within one business day. Phone:{' '}
            <a className="font-semibold text-brand-700 underline" href={`tel:${BRAND.phone.e164}`}>
              {BRAND.phone.display}
            </a>
            .
          </>
        }
      />
      <section className="mx-auto max-w-xl px-4 pb-16">
        {confirmation ? (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
            {confirmation}
          </p>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
            <FormError message={error} />
            <Field
              label="Your name"
              autoComplete="name"
              value={draft.name}
              onChange={set('name')}
              error={errors.name}
            />
            <Field
              label="Email"
              type="email"
              autoComplete="email"
              value={draft.email}
              onChange={set('email')}
              error={errors.email}
            />
            <div className="grid gap-1.5">
              <label htmlFor="contact-topic" className="font-medium">
                Topic
              </label>
              <select
                id="contact-topic"
                value={draft.topic}
                onChange={set('topic')}
                aria-invalid={errors.topic ? true : undefined}
                aria-describedby={errors.topic ? 'contact-topic-error' : undefined}
                className="h-11 rounded-md border border-ink-300 bg-white px-3"
              >
                <option value="">Choose a topic</option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {topic}
                  </option>
                ))}
              </select>
              {errors.topic ? (
                <p id="contact-topic-error" className="text-sm text-red-700">
                  {errors.topic}
                </p>
              ) : null}
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="contact-message" className="font-medium">
                Message
              </label>
              <textarea
                id="contact-message"
                rows={6}
                value={draft.message}
                onChange={set('message')}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'contact-message-error' : undefined}
                className="rounded-md border border-ink-300 p-3"
              />
              {errors.message ? (
                <p id="contact-message-error" className="text-sm text-red-700">
                  {errors.message}
                </p>
              ) : null}
            </div>
            <div aria-hidden="true" className="absolute -left-[9999px]">
              <label htmlFor="contact-website">Website</label>
              <input
                id="contact-website"
                tabIndex={-1}
                autoComplete="off"
                value={draft.website}
                onChange={set('website')}
              />
            </div>
            <Button type="submit" disabled={isBusy}>
              {isBusy ? 'Sending…' : 'Send message'}
            </Button>
          </form>
        )}
        <p className="mt-8 text-ink-700">
          Help:{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${BRAND.emails.help}`}>
            {BRAND.emails.help}
          </a>{' '}
          · Legal:{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${BRAND.emails.legal}`}>
            {BRAND.emails.legal}
          </a>
        </p>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
