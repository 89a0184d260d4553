import { describe, expect, it } from 'vitest';
import { memberStepLine } from './step-words';

describe('memberStepLine', () => {
  it('says what each step did in plain words', () => {
    expect(memberStepLine('navigate', 'ok')).toBe('Opened the site’s removal page');
    expect(memberStepLine('fill', 'ok')).toBe('Filled in one of your details');
    expect(memberStepLine('expectText', 'ok')).toBe('The site confirmed it received the request');
  });

  it('says a step that did not happen in the same words, by its outcome', () => {
    expect(memberStepLine('openEmailLink', 'waiting')).toBe('Waiting to open the confirmation link the site emails');
    expect(memberStepLine('click', 'failed')).toBe('Could not press a button on the form; our team takes it from here');
    expect(memberStepLine('openEmailLink', 'skipped')).toBe(
      'Not needed this time: open the confirmation link the site emails',
    );
    expect(memberStepLine('fill', 'cancelled')).toBe('Stopped before we could fill in one of your details');
  });

  it('has words for a kind of step it does not know, never the raw name', () => {
    expect(memberStepLine('typeSlowly', 'ok')).toBe('Did one step of the filing');
    expect(memberStepLine('constructor', 'ok')).toBe('Did one step of the filing');
  });
});
