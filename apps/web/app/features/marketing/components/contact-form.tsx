import type { ReactNode } from 'react';
import { CONTACT_TOPICS, ContactInputSchema } from '@cleardocket/domain/contact/contact';
import { Button } from '~/components/ui/button';
import { FormErrorSlot, SelectOptions, usePlainForm } from '~/components/ui/plain-form-parts';
import { maxLengthOf } from '~/lib/form/schema-fields';
import { attachContactForm } from './contact-form-behaviour';

const CONTROL = 'rounded-md border border-ink-300 bg-white text-ink-900 aria-invalid:border-red-600';

type TextField = 'name' | 'email' | 'message' | 'website';

/** A text control's id, name and the schema's limit, written into the markup so the static page has it too. */
const textControl = (field: TextField) => ({
  id: `contact-${field}`,
  name: field,
  maxLength: maxLengthOf(ContactInputSchema, field),
});

/**
 * A control (id `contact-<field>`) under its label, with the hidden message the behaviour fills
 * in and points aria-describedby at.
 */
function Labelled({ field, label, children }: { field: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`contact-${field}`} className="font-medium text-ink-900">
        {label}
      </label>
      {children}
      <p id={`contact-${field}-error`} data-error-for={field} hidden className="text-sm text-red-700" />
    </div>
  );
}

/**
 * The contact form's markup. Its behaviour (contact-form-behaviour.ts) is plain DOM code, run
 * here under React and by the static contact page's script.
 */
export function ContactForm({ send }: { send?: Parameters<typeof attachContactForm>[1] }) {
  const formRef = usePlainForm((form) => attachContactForm(form, send), [send]);
  return (
    <>
      <div role="status" data-contact-status />
      <form ref={formRef} noValidate data-contact-form className="grid gap-5">
        <FormErrorSlot />
        <Labelled field="name" label="Your name">
          <input {...textControl('name')} autoComplete="name" className={`h-11 px-3 ${CONTROL}`} />
        </Labelled>
        <Labelled field="email" label="Email">
          <input {...textControl('email')} type="email" autoComplete="email" className={`h-11 px-3 ${CONTROL}`} />
        </Labelled>
        <Labelled field="topic" label="Topic">
          <select id="contact-topic" name="topic" defaultValue="" className={`h-11 px-3 ${CONTROL}`}>
            <SelectOptions placeholder="Choose a topic" values={CONTACT_TOPICS} />
          </select>
        </Labelled>
        <Labelled field="message" label="Message">
          <textarea {...textControl('message')} rows={6} className={`p-3 ${CONTROL}`} />
        </Labelled>
        <div aria-hidden="true" className="absolute -left-[9999px]">
          <label htmlFor="contact-website">Website</label>
          <input {...textControl('website')} tabIndex={-1} autoComplete="off" />
        </div>
        <Button type="submit">Send message</Button>
      </form>
    </>
  );
}
