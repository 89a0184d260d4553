import { describe, expect, it } from 'vitest';
import { memberFailureNote, plainFailureReason } from './member-failure-note';

describe('the member’s note when automatic filing stops', () => {
  it('says a site that could not be reached in plain words, without the browser’s error code', () => {
    const detail =
      'The browser could not run the playbook (page.goto: net::ERR_TUNNEL_CONNECTION_FAILED at https://x.test/).';
    const note = memberFailureNote('PeopleFinder', detail);
    expect(note).toBe('Automatic filing at PeopleFinder stopped: the site could not be reached. Our team has it now.');
    expect(note).not.toMatch(/net::|ERR_|page\.goto/);
  });

  it('says a page or run that timed out as the site taking too long', () => {
    expect(plainFailureReason('The navigate step page.goto: Timeout 30000ms exceeded.')).toBe(
      'the site took too long to answer',
    );
    expect(plainFailureReason('The run took longer than 120 s.')).toBe('the site took too long to answer');
  });

  it('says a field the playbook waited for in vain as the form not going as expected, not as slowness', () => {
    expect(
      plainFailureReason("The fill step locator.fill: Timeout 5000ms exceeded. waiting for locator('#first')"),
    ).toBe('the site’s form did not go as expected');
    expect(plainFailureReason('The fill step took longer than 15 s.')).toBe('the site’s form did not go as expected');
  });

  it('says any other failure as the form not going as expected, with none of the runner’s words', () => {
    const note = memberFailureNote('Spokeo', 'The fill step found no element for #first-name.');
    expect(note).toBe(
      'Automatic filing at Spokeo stopped: the site’s form did not go as expected. Our team has it now.',
    );
    expect(note).not.toContain('#first-name');
    expect(plainFailureReason(null)).toBe('the site’s form did not go as expected');
  });
});
