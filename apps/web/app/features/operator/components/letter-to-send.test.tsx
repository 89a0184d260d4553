import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Letter } from '@cleardocket/domain/requests/contract';
import { LetterToSend } from './letter-to-send';

const letter: Letter = {
  removalId: 'r1',
  subject: 'Court order to remove a sealed case: 2019-CR-4821 (REM-000001)',
  body: 'To the records team at UniCourt,\n\nPage: https://unicourt.com/case/1\n\nTravis County District Court entered an order of sealing.',
  sentBy: 'team',
  sendTo: {
    email: null,
    formUrl: null,
    guidance: 'Each record page carries a request link.',
    sources: ['https://unicourt.com/public-records-policy', 'javascript:alert(1)'],
  },
  orderDocumentId: 'doc 1',
};

afterEach(() => vi.restoreAllMocks());

describe('the letter an operator sends by hand', () => {
  it('shows the subject, the whole letter and where it goes, from what the server sent', () => {
    render(<LetterToSend letter={letter} site="UniCourt" />);
    const section = screen.getByRole('region', { name: 'The letter to send' });
    expect(within(section).getByTestId('letter-subject').textContent).toBe(letter.subject);
    expect(within(section).getByTestId('letter-body').textContent).toBe(letter.body);
    expect(
      within(section).getByText('How UniCourt takes requests: Each record page carries a request link.'),
    ).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'https://unicourt.com/public-records-policy' }).getAttribute('href'),
    ).toBe('https://unicourt.com/public-records-policy');
    // An address that is not a web link is shown, never linked.
    expect(within(section).queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
    expect(within(section).queryByText(/no removal address or form/)).toBeNull();
    // The order it goes with, from the operator's audited download.
    expect(within(section).getByRole('link', { name: 'Download the court order' }).getAttribute('href')).toBe(
      '/api/admin/court-records/orders/doc%201',
    );
  });

  it('says so when the catalogue knows no route, and names the address and form when it does', () => {
    const { rerender } = render(
      <LetterToSend
        letter={{
          ...letter,
          sendTo: { email: null, formUrl: null, guidance: null, sources: [] },
          orderDocumentId: null,
        }}
        site="Trellis"
      />,
    );
    expect(screen.getByText(/Our catalogue has no removal address or form for Trellis/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download the court order' })).toBeNull();
    rerender(
      <LetterToSend
        letter={{
          ...letter,
          sendTo: {
            email: 'records@site.example',
            formUrl: 'https://site.example/remove',
            guidance: null,
            sources: [],
          },
        }}
        site="Site"
      />,
    );
    expect(screen.getByText('records@site.example')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://site.example/remove' })).toBeTruthy();
    expect(screen.queryByText(/no removal address or form/)).toBeNull();
  });

  it('copies the subject and the letter, and says so; says when it could not', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<LetterToSend letter={letter} site="UniCourt" />);
    await user.click(screen.getByRole('button', { name: 'Copy the letter' }));
    expect(writeText).toHaveBeenCalledWith(`${letter.subject}\n\n${letter.body}`);
    expect((await screen.findByRole('status')).textContent).toMatch(/^The letter is copied/);
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy the letter' }));
    expect((await screen.findByText(/^Could not copy/)).getAttribute('role')).toBe('status');
  });
});
