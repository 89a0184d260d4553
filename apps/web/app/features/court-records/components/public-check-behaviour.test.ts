import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkEligibility } from '@cleardocket/domain/court-records/eligibility/index';
import type { EligibilityAnswers } from '@cleardocket/domain/court-records/contract';
import { prefillAssessment } from '~/lib/behaviours/assessment-link';
import { attachPublicCheck } from './public-check-behaviour';

/** The public pre-check's controls, named as public-check-form.tsx names them. */
function page() {
  const root = document.createElement('div');
  root.innerHTML = `
    <form data-court-check>
      <p data-form-error hidden></p>
      <select name="state"><option value=""></option><option value="CA">California</option></select>
      <p data-error-for="state" id="e-state" hidden></p>
      <select name="caseType"><option value=""></option><option value="criminal">Criminal</option><option value="civil">Civil</option></select>
      <p data-error-for="caseType" id="e-caseType" hidden></p>
      <select name="chargeLevel"><option value=""></option><option value="misdemeanor">Misdemeanor</option></select>
      <p data-error-for="chargeLevel" id="e-chargeLevel" hidden></p>
      <select name="offenceCategory"><option value=""></option><option value="property">Property</option></select>
      <p data-error-for="offenceCategory" id="e-offenceCategory" hidden></p>
      <select name="disposition"><option value=""></option><option value="dismissed">Dismissed</option></select>
      <p data-error-for="disposition" id="e-disposition" hidden></p>
      <input name="offenceDate" /><input name="dispositionDate" /><p data-error-for="dispositionDate" id="e-dispositionDate" hidden></p>
      <input name="sentenceCompletedDate" /><input type="checkbox" name="pending" /><input name="laterConvictionDate" />
      <button type="submit">Check</button>
    </form>
    <div data-court-check-result hidden></div>`;
  document.body.append(root);
  const form = root.querySelector('form');
  const result = root.querySelector<HTMLElement>('[data-court-check-result]');
  if (!form || !result) throw new Error('markup');
  return { form, result };
}

const set = (form: HTMLFormElement, name: string, value: string) => {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('the public pre-check on /seal-court-records', () => {
  it('marks what is missing and sends nothing', async () => {
    const { form } = page();
    const send = vi.fn();
    set(form, 'caseType', 'criminal');
    attachPublicCheck(form, send);
    form.requestSubmit();
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(form.querySelector('[data-error-for="state"]')?.textContent).toBe('Choose the state where the case was.');
    expect(form.querySelector('[data-error-for="chargeLevel"]')?.textContent).toBe('Choose the charge level.');
    expect(form.querySelector('[data-error-for="dispositionDate"]')?.textContent).toBe(
      'Enter the date the case ended.',
    );
    expect(form.querySelector('[data-form-error]')?.hasAttribute('hidden')).toBe(false);
  });

  it('shows the rules’ answer with the statute and links into the free assessment with the answers', async () => {
    const { form, result } = page();
    for (const [name, value] of Object.entries({
      state: 'CA',
      caseType: 'criminal',
      chargeLevel: 'misdemeanor',
      offenceCategory: 'property',
      disposition: 'dismissed',
      dispositionDate: '2019-09-01',
    }))
      set(form, name, value);
    const send = vi.fn(async (answers: EligibilityAnswers) => ({
      ...checkEligibility(answers, '2026-11-24'),
      waitingDaysLeft: null,
      checkedOn: '2026-11-24',
    }));
    attachPublicCheck(form, send);
    form.requestSubmit();
    await settle();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        state: 'CA',
        chargeLevel: 'misdemeanor',
        offenceDate: null,
        otherCases: { pending: false, laterConvictionDates: [] },
      }),
    );
    const expected = checkEligibility(send.mock.calls[0]![0], '2026-11-24');
    expect(result.hidden).toBe(false);
    expect(result.textContent).toContain(expected.notLegalAdvice);
    for (const statute of expected.statutes) expect(result.textContent).toContain(statute.citation);
    const link = [...result.querySelectorAll('a')].find((a) => a.textContent?.includes('free assessment'));
    expect(link?.getAttribute('href')).toBe('/free-assessment?kinds=criminal-case&outcome=dismissed&state=CA');
  });

  it('prefills the free assessment from its link, only with answers the form offers', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input type="checkbox" name="kinds" value="criminal-case" /><input type="checkbox" name="kinds" value="mugshot" />
      <input type="radio" name="outcome" value="dismissed" /><input type="radio" name="outcome" value="not-sure" checked />
      <select name="state"><option value=""></option><option value="CA">CA</option></select>`;
    prefillAssessment(form, '?kinds=criminal-case&kinds=%3Cscript%3E&outcome=dismissed&state=CA');
    const checked = [...form.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.value);
    expect(checked).toEqual(['criminal-case', 'dismissed']);
    expect(form.querySelector('select')?.value).toBe('CA');
    prefillAssessment(form, '?state=ZZ');
    expect(form.querySelector('select')?.value).toBe('CA');
  });
});
