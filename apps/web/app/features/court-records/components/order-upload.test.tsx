import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderUpload } from './order-upload';

const PDF = new File(['%PDF-1.4\n'], 'order.pdf', { type: 'application/pdf' });
const joined = { takedownId: 't1', reference: 'REQ-12', url: 'https://unicourt.com/case/1', site: 'UniCourt' };

async function uploadWith(answer: { removalsOpened: number; addedToOpen: (typeof joined)[] }, isForClient = false) {
  const upload = vi.fn().mockResolvedValue(answer);
  render(<OrderUpload upload={upload} isForClient={isForClient} />);
  await userEvent.upload(screen.getByLabelText('The order'), PDF);
  await userEvent.click(screen.getByRole('button', { name: 'Upload the order' }));
  expect(upload).toHaveBeenCalledTimes(1);
  return screen.findByRole('status');
}

describe('the court order upload', () => {
  it('says which open request the order joined instead of counting a new one', async () => {
    const status = await uploadWith({ removalsOpened: 2, addedToOpen: [joined] });
    expect(status.textContent).toBe(
      'The order is on file. We opened 2 removal requests for the pages that show the case. We added the order to your open request REQ-12 for UniCourt instead of opening another.',
    );
  });

  it('speaks of the client’s request to the partner attorney', async () => {
    const status = await uploadWith({ removalsOpened: 0, addedToOpen: [joined] }, true);
    expect(status.textContent).toBe(
      'The order is on file. We added the order to your client’s open request REQ-12 for UniCourt instead of opening another.',
    );
  });
});
