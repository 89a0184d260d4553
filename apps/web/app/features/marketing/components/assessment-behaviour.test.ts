import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadFindings } from '@cleardocket/domain/assessment/contract';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { ApiError } from '~/lib/api-client';
import { showAssessmentResult } from './assessment-behaviour';

/** The result page's parts, as preview-results.tsx writes them (hidden until the script shows one). */
function page(): HTMLElement {
  const root = document.createElement('section');
  root.innerHTML = `
    <div data-result="none" hidden><p data-none-message>Take the free assessment first</p></div>
    <div data-result="code" hidden>
      <form data-lead-code><p data-form-error hidden></p><input name="code" /><p id="code-error" data-error-for="code" hidden></p><button type="submit">Show my results</button></form>
    </div>
    <div data-result="scanning" hidden>Scanning…</div>
    <div data-result="failed" hidden><p>We could not finish the scan. Try again.</p><button type="button" data-retry>Try again</button></div>
    <div data-result="found" hidden>
      <h2 tabindex="-1">What we found</h2>
      <p data-when-found><span data-total></span> <span data-needs-action></span></p>
      <p data-when-empty hidden>This scan found nothing about you.</p>
      <span data-severity-count="high">0</span><span data-severity-count="medium">0</span><span data-severity-count="low">0</span>
      <ul data-kinds></ul><ul data-findings></ul><ul data-removal-paths></ul>
      <ul data-routes><li data-route="opt-out" hidden></li><li data-route="sealing-review" hidden></li></ul>
      <div data-plan="basic" hidden></div><div data-plan="premium" hidden></div><div data-plan="monitoring" hidden></div>
    </div>`;
  document.body.append(root);
  return root;
}

const visible = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-result]')]
    .filter((part) => !part.hidden)
    .map((part) => part.dataset.result);

const preview = (overrides: Partial<LeadFindings> = {}): LeadFindings => ({
  status: 'done',
  expiresAt: '2026-12-01T10:00:00.000Z',
  answers: { kinds: ['arrest'], outcome: 'dismissed', places: ['people-search-sites'], state: 'TX' },
  total: 3,
  needsAction: 2,
  needsReview: 0,
  bySeverity: { high: 2, medium: 0, low: 1 },
  byKind: [
    { kind: 'court-records', label: 'Court-record sites', count: 2 },
    { kind: 'other', label: 'Other pages', count: 1 },
  ],
  findings: [{ site: 'UniCourt', kind: 'court-records', severity: 'high', title: 'State v. ████ ████' }],
  removalPaths: [{ kind: 'court-records', label: 'Court-record sites', title: 'Sealing', text: 'A partner attorney…' }],
  ...overrides,
});

const noSleep = () => Promise.resolve();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
});

describe('the assessment result page', () => {
  it('asks for the assessment first when this tab has no lead', () => {
    const root = page();
    const fetchPreview = vi.fn();
    showAssessmentResult(root, { fetchPreview });
    expect(visible(root)).toEqual(['none']);
    expect(fetchPreview).not.toHaveBeenCalled();
  });

  it('polls while the scan runs, then writes the scan’s counts, findings and removal paths', async () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.assessmentLead, 'token-1');
    const root = page();
    const fetchPreview = vi
      .fn()
      .mockResolvedValueOnce(preview({ status: 'running', total: 0 }))
      .mockResolvedValueOnce(preview());
    showAssessmentResult(root, { fetchPreview, sleep: noSleep });
    expect(visible(root)).toEqual(['scanning']);
    await vi.waitFor(() => expect(visible(root)).toEqual(['found']));
    expect(fetchPreview).toHaveBeenCalledWith('token-1');
    expect(root.querySelector('[data-total]')?.textContent).toBe('3');
    expect(root.querySelector('[data-severity-count="high"]')?.textContent).toBe('2');
    expect(root.querySelector('[data-severity-count="medium"]')?.textContent).toBe('0');
    expect([...root.querySelectorAll('[data-kinds] li')].map((item) => item.textContent)).toEqual([
      'Court-record sites2',
      'Other pages1',
    ]);
    expect(root.querySelector('[data-findings] li')?.textContent).toContain('State v. ████ ████');
    expect(root.querySelector('[data-removal-paths] li')?.textContent).toContain('Sealing');
    expect(root.querySelector<HTMLElement>('[data-route="sealing-review"]')?.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-when-empty]')?.hidden).toBe(true);
  });

  it('shows nothing about the name until the emailed code is entered, then polls the scan (issue 32 item 4)', async () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.assessmentLead, 'token-code');
    const root = page();
    const fetchPreview = vi
      .fn()
      .mockResolvedValueOnce({ status: 'needs_code', expiresAt: '2026-12-01T10:00:00.000Z' })
      .mockResolvedValueOnce(preview());
    const verifyCode = vi.fn().mockResolvedValue({ ok: true });
    showAssessmentResult(root, { fetchPreview, verifyCode, sleep: noSleep });
    await vi.waitFor(() => expect(visible(root)).toEqual(['code']));
    const form = root.querySelector<HTMLFormElement>('form[data-lead-code]');
    const input = form?.querySelector<HTMLInputElement>('input[name="code"]');
    if (!form || !input) throw new Error('no code form');
    input.value = '12';
    form.requestSubmit();
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(verifyCode).not.toHaveBeenCalled();
    input.value = '123456';
    form.requestSubmit();
    await vi.waitFor(() => expect(visible(root)).toEqual(['found']));
    expect(verifyCode).toHaveBeenCalledWith('token-code', '123456');
  });

  it('says honestly when the scan found nothing', async () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.assessmentLead, 'token-2');
    const root = page();
    const empty = preview({
      total: 0,
      needsAction: 0,
      bySeverity: { high: 0, medium: 0, low: 0 },
      byKind: [],
      findings: [],
      removalPaths: [],
    });
    showAssessmentResult(root, { fetchPreview: vi.fn().mockResolvedValue(empty), sleep: noSleep });
    await vi.waitFor(() => expect(visible(root)).toEqual(['found']));
    expect(root.querySelector<HTMLElement>('[data-when-empty]')?.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-when-found]')?.hidden).toBe(true);
  });

  it('gives up after the timeout with a retry that polls again', async () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.assessmentLead, 'token-3');
    const root = page();
    const fetchPreview = vi.fn().mockResolvedValue(preview({ status: 'running' }));
    showAssessmentResult(root, { fetchPreview, sleep: noSleep, timeoutMs: 0 });
    await vi.waitFor(() => expect(visible(root)).toEqual(['failed']));
    fetchPreview.mockResolvedValue(preview());
    root.querySelector<HTMLButtonElement>('[data-retry]')?.click();
    await vi.waitFor(() => expect(visible(root)).toEqual(['found']));
  });

  it('forgets an expired lead and says why', async () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.assessmentLead, 'token-4');
    const root = page();
    const gone = new ApiError('This assessment has expired or does not exist.', 404, 'not_found', 'api');
    showAssessmentResult(root, { fetchPreview: vi.fn().mockRejectedValue(gone), sleep: noSleep });
    await vi.waitFor(() => expect(visible(root)).toEqual(['none']));
    await settle();
    expect(root.querySelector('[data-none-message]')?.textContent).toMatch(/expired/);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.assessmentLead)).toBeNull();
  });
});
