import { describe, expect, it } from 'vitest';
import type { Step } from './playbook';
import { SENDING_STOPPED, planTakeover, submittingStepIndex } from './takeover';

const steps: Step[] = [
  { kind: 'navigate', url: 'https://example.com/optout' },
  { kind: 'fill', target: { label: 'First name' }, fact: 'firstName' },
  { kind: 'click', target: { role: 'button', name: 'Search' } },
  { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
  { kind: 'click', target: { role: 'button', name: 'Send' } },
  { kind: 'expectText', text: 'Check your email', marks: 'submitted' },
  { kind: 'openEmailLink', match: { fromDomain: 'example.com', link: '/confirm' }, waitHours: 48 },
  { kind: 'expectText', text: 'Confirmed', marks: 'confirmed' },
];
const playbook = { steps };

describe('taking over a dead worker’s run', () => {
  it('finds the click that sends the opt-out', () => {
    expect(submittingStepIndex(playbook)).toBe(4);
    expect(submittingStepIndex({ steps: steps.slice(0, 2) })).toBe(-1);
  });

  it('runs the part again when no acting step began', () => {
    expect(planTakeover(playbook, { stepIndex: 0, reached: null, actingStep: null, laterStepDone: false })).toEqual({
      kind: 'run',
      from: 0,
    });
  });

  it('needs a person when the submitting click began, whatever was logged after it', () => {
    for (const laterStepDone of [false, true])
      expect(planTakeover(playbook, { stepIndex: 0, reached: null, actingStep: 4, laterStepDone })).toEqual({
        kind: 'needs-attention',
        detail: SENDING_STOPPED,
      });
  });

  it('needs a person when an earlier click began and nothing after it was done', () => {
    expect(planTakeover(playbook, { stepIndex: 0, reached: null, actingStep: 2, laterStepDone: false }).kind).toBe(
      'needs-attention',
    );
  });

  it('runs the part again when an earlier click was followed by a step done', () => {
    expect(planTakeover(playbook, { stepIndex: 0, reached: null, actingStep: 2, laterStepDone: true })).toEqual({
      kind: 'run',
      from: 0,
    });
  });

  it('ignores an acting step of an earlier part of the run', () => {
    expect(planTakeover(playbook, { stepIndex: 6, reached: null, actingStep: 4, laterStepDone: false })).toEqual({
      kind: 'run',
      from: 6,
    });
  });

  it('goes on after the confirmation text once the site accepted the form', () => {
    expect(planTakeover(playbook, { stepIndex: 0, reached: 'submitted', actingStep: 4, laterStepDone: false })).toEqual(
      { kind: 'run', from: 6 },
    );
    expect(planTakeover(playbook, { stepIndex: 6, reached: 'confirmed', actingStep: 6, laterStepDone: false })).toEqual(
      { kind: 'run', from: 8 },
    );
  });

  it('treats the generic request form as the step that sends and marks the form (decision 038)', () => {
    const generic: Step[] = [
      { kind: 'navigate', url: 'https://example.com/privacy-request' },
      {
        kind: 'fillRequestForm',
        facts: ['firstName', 'lastName', 'email'],
        confirmation: ['request received'],
        marks: 'submitted',
      },
      { kind: 'openEmailLink', match: { fromDomain: 'example.com' }, waitHours: 72 },
      { kind: 'expectText', text: 'Confirmed', marks: 'confirmed' },
    ];
    expect(submittingStepIndex({ steps: generic })).toBe(1);
    expect(
      planTakeover({ steps: generic }, { stepIndex: 0, reached: null, actingStep: 1, laterStepDone: false }),
    ).toEqual({ kind: 'needs-attention', detail: SENDING_STOPPED });
    expect(
      planTakeover({ steps: generic }, { stepIndex: 0, reached: 'submitted', actingStep: 1, laterStepDone: false }),
    ).toEqual({ kind: 'run', from: 2 });
  });
});
