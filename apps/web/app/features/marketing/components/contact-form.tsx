import { useEffect, useRef } from 'react';
import { CONTACT_TOPICS } from '@cleardocket/domain/contact/contact';
import { Button } from '~/components/ui/button';
import { attachContactForm } from './contact-form-behaviour';

const CONTROL = 'rounded-md border border-ink-300 bg-white text-ink-900 aria-invalid:border-red-600';

function ErrorText({ field }: { field: string }) {
  return <p id={`contact-${field}-error`} data-error-for={field} hidden className="text-sm text-red-700" />;
}

/**
 * The contact form's markup. Its behaviour (contact-form-behaviour.ts) is plain DOM code, run
 * here under React and by the static contact page's script.
 */
export function ContactForm({ send }: { send?: Parameters<typeof attachContactForm>[1] }) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => (formRef.current ? attachContactForm(formRef.current, send) : undefined), [send]);
  return (
    <>
      <div role="status" data-contact-status />
      <form ref={formRef} noValidate data-contact-form className="grid gap-5">
        <p
          role="alert"
          hidden
          data-form-error
          className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800"
        />
        <div className="grid gap-1.5">
          <label htmlFor="contact-name" className="font-medium text-ink-900">
            Your name
          </label>
          <input id="contact-name" name="name" autoComplete="name" className={`h-11 px-3 ${CONTROL}`} />
          <ErrorText field="name" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="contact-email" className="font-medium text-ink-900">
            Email
          </label>
          <input id="contact-email" name="email" type="email" autoComplete="email" className={`h-11 px-3 ${CONTROL}`} />
          <ErrorText field="email" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="contact-topic" className="font-medium">
            Topic
          </label>
          <select id="contact-topic" name="topic" defaultValue="" className={`h-11 px-3 ${CONTROL}`}>
            <option value="">Choose a topic</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
          <ErrorText field="topic" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="contact-message" className="font-medium">
            Message
          </label>
          <textarea id="contact-message" name="message" rows={6} className={`p-3 ${CONTROL}`} />
          <ErrorText field="message" />
        </div>
        <div aria-hidden="true" className="absolute -left-[9999px]">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <Button type="submit">Send message</Button>
      </form>
    </>
  );
}
