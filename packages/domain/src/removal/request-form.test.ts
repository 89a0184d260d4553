import { describe, expect, it } from 'vitest';
import { PlaybookSchema } from './playbook';
import {
  CONFIRMATION_TEXTS,
  REQUEST_FORM_FACTS,
  newlySays,
  planField,
  requestMessage,
  saysAny,
  stateOptionIndex,
} from './request-form';
import type { FormControl } from './request-form';

const control = (overrides: Partial<FormControl>): FormControl => ({
  kind: 'text',
  type: 'text',
  label: '',
  hints: '',
  autocomplete: '',
  required: false,
  options: [],
  ...overrides,
});
const plan = (overrides: Partial<FormControl>) => planField(control(overrides), REQUEST_FORM_FACTS);

describe('the generic request form', () => {
  it('finds the profile fact a field wants by label, name, placeholder, type or autocomplete', () => {
    expect(plan({ label: 'First Name *' })).toEqual({ action: 'fill', fact: 'firstName' });
    expect(plan({ hints: 'lastName' })).toEqual({ action: 'fill', fact: 'lastName' });
    expect(plan({ hints: 'Your full name' })).toEqual({ action: 'fill', fact: 'fullName' });
    expect(plan({ type: 'email', hints: 'contact' })).toEqual({ action: 'fill', fact: 'email' });
    expect(plan({ label: 'Confirm e-mail address' })).toEqual({ action: 'fill', fact: 'email' });
    expect(plan({ autocomplete: 'shipping postal-code' })).toEqual({ action: 'fill', fact: 'zip' });
    expect(plan({ hints: 'Phone number', type: 'tel' })).toEqual({ action: 'fill', fact: 'phone' });
    expect(plan({ label: 'Street address' })).toEqual({ action: 'fill', fact: 'street' });
    expect(plan({ label: 'City' })).toEqual({ action: 'fill', fact: 'city' });
    expect(plan({ label: 'State', kind: 'select', options: ['Choose', 'Texas'] })).toEqual({
      action: 'select',
      fact: 'state',
    });
    expect(plan({ label: 'State' })).toEqual({ action: 'fill', fact: 'state' });
    expect(plan({ label: 'Link to the page about you' })).toEqual({ action: 'fill', fact: 'listingUrl' });
    expect(plan({ kind: 'textarea', type: '', label: 'Additional details' })).toEqual({ action: 'message' });
  });

  it('leaves what is not the member’s: an agent’s or a company’s details, a middle name, line 2', () => {
    expect(plan({ label: 'Authorized agent name' })).toEqual({ action: 'leave' });
    expect(plan({ label: 'Company name' })).toEqual({ action: 'leave' });
    expect(plan({ label: 'Middle name' })).toEqual({ action: 'leave' });
    expect(plan({ label: 'Address line 2' })).toEqual({ action: 'leave' });
    // A country is the member's only as the country of their state (issue 30: routes.test.ts).
    expect(planField(control({ label: 'Country', kind: 'select', options: ['United States'] }), ['email'])).toEqual({
      action: 'leave',
    });
    expect(plan({ label: 'Country', kind: 'select', options: ['Canada'] })).toEqual({ action: 'leave' });
    expect(plan({ label: 'How did you hear about us?' })).toEqual({ action: 'leave' });
  });

  it('fills only the facts the playbook allows', () => {
    expect(planField(control({ label: 'Phone' }), ['email', 'fullName'])).toEqual({ action: 'leave' });
  });

  it('hands what the profile does not hold to a person when the site requires it, and leaves it otherwise', () => {
    expect(plan({ label: 'Date of birth', required: true })).toEqual({
      action: 'person',
      need: 'missing-detail',
      what: 'a full date of birth',
    });
    expect(plan({ label: 'Date of birth (optional)' })).toEqual({ action: 'leave' });
    expect(plan({ type: 'date', hints: 'dob', required: true })).toMatchObject({ action: 'person' });
    expect(plan({ label: 'Last 4 of SSN', required: true })).toMatchObject({ what: 'a Social Security number' });
    expect(plan({ kind: 'file', type: 'file', label: 'Upload a photo ID', required: true })).toEqual({
      action: 'person',
      need: 'id-upload',
      what: 'an ID document or file upload',
    });
  });

  it('chooses the request that means delete, else opt out / do not sell, in a select or a radio group', () => {
    const types = ['Access my data', 'Correct my data', 'Delete my data', 'Do not sell my data'];
    expect(plan({ kind: 'select', label: 'Request type', options: ['Choose…', ...types] })).toEqual({
      action: 'choose',
      options: [3],
      why: 'request-type',
    });
    expect(
      plan({ kind: 'radio-group', label: 'What would you like?', options: ['Know', 'Opt out of sale', 'Copy'] }),
    ).toEqual({ action: 'choose', options: [1], why: 'request-type' });
    expect(plan({ kind: 'radio-group', label: 'Colour', options: ['Red', 'Blue'] })).toEqual({ action: 'leave' });
    expect(plan({ kind: 'checkbox', label: 'Delete my personal information' })).toEqual({
      action: 'check',
      why: 'request-type',
    });
    expect(plan({ kind: 'checkbox', label: 'Access my personal information' })).toEqual({ action: 'leave' });
  });

  it('says truthfully who is asking: the person named, through their authorised agent', () => {
    expect(plan({ kind: 'checkbox', label: 'I am the consumer named in this request' })).toEqual({
      action: 'check',
      why: 'the-person',
    });
    expect(
      plan({
        kind: 'radio-group',
        label: 'I am submitting this request',
        options: ['For myself (I am the consumer)', 'As an authorized agent on behalf of a consumer'],
      }),
    ).toEqual({ action: 'choose', options: [1], why: 'who-is-asking' });
    expect(plan({ kind: 'radio-group', label: 'Are you an authorized agent?', options: ['No', 'Yes'] })).toEqual({
      action: 'choose',
      options: [1],
      why: 'who-is-asking',
    });
    // Sworn statements and terms stay with a person.
    expect(
      plan({ kind: 'checkbox', label: 'I declare under penalty of perjury that I am the consumer', required: true }),
    ).toEqual({ action: 'leave' });
    expect(plan({ kind: 'checkbox', label: 'I agree to the Terms of Use' })).toEqual({ action: 'leave' });
  });

  it('finds the member’s state by code or name, and writes the request sentence with the listing', () => {
    expect(stateOptionIndex(['Choose', 'Idaho', 'Texas'], ['', 'ID', 'TX'], 'TX')).toBe(2);
    expect(stateOptionIndex(['Choose', 'ID', 'TX'], ['', '1', '2'], 'TX')).toBe(2);
    expect(stateOptionIndex(['Choose', 'Idaho'], ['', 'ID'], 'TX')).toBe(-1);
    expect(requestMessage('https://example.com/p/1')).toContain('https://example.com/p/1');
  });

  it('counts a confirmation only when the page newly says it', () => {
    expect(saysAny('Thank you! Your request has been received.', CONFIRMATION_TEXTS)).toBe('request has been received');
    expect(saysAny('Thanks for stopping by', CONFIRMATION_TEXTS)).toBeNull();
    const form = 'Privacy request. Thank you for caring about privacy.';
    expect(newlySays(form, `${form} Please fix the errors below.`, CONFIRMATION_TEXTS)).toBeNull();
    expect(newlySays(form, 'Thank you. We have received your request.', CONFIRMATION_TEXTS)).toBe('we have received');
    expect(newlySays(form, 'Thank you, we will be in touch', CONFIRMATION_TEXTS)).toBeNull();
  });

  it('validates the step and its honest origin in the schema', () => {
    const base = {
      domain: 'example.com',
      version: 1,
      verifiedAgainst: 'registry-page',
      lastVerified: null,
      sources: ['registry-page'],
      steps: [
        { kind: 'navigate', url: 'https://example.com/privacy-request' },
        { kind: 'fillRequestForm', confirmation: ['request received'], marks: 'submitted' },
        { kind: 'openEmailLink', match: { fromDomain: 'example.com' }, onlyIfAsked: ['check your email'] },
        { kind: 'expectText', anyText: ['confirmed'], marks: 'confirmed' },
      ],
    };
    const parsed = PlaybookSchema.parse(base);
    expect(parsed.steps[1]).toMatchObject({ kind: 'fillRequestForm', facts: REQUEST_FORM_FACTS });
    expect(PlaybookSchema.safeParse({ ...base, lastVerified: '2026-11-01' }).success).toBe(false);
    const emailFirst = { ...base, steps: [base.steps[0], base.steps[2], base.steps[1], base.steps[3]] };
    expect(PlaybookSchema.safeParse(emailFirst).success).toBe(false);
    const noText = { ...base, steps: [base.steps[0], base.steps[1], { kind: 'expectText' }] };
    expect(PlaybookSchema.safeParse(noText).success).toBe(false);
  });
});
