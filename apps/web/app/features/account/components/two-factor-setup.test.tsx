import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '~/lib/toast';
import { TwoFactorSetup } from './two-factor-setup';

const TOTP_URI = 'otpauth://totp/ClearDocket:jane%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=ClearDocket';
const CODES = ['abcde-12345', 'fghij-67890', 'klmno-13579'];

afterEach(() => {
  vi.restoreAllMocks();
  useToastStore.setState({ toasts: [] });
});

describe('TwoFactorSetup', () => {
  it('shows the authenticator link as a QR code image and the key for typing', async () => {
    render(<TwoFactorSetup totpUri={TOTP_URI} recoveryCodes={CODES} onConfirm={vi.fn()} />);
    const image = await screen.findByRole('img', { name: /QR code/ });
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
    expect(screen.getByLabelText('Authenticator setup key').textContent).toBe('JBSWY3DPEHPK3PXP');
  });

  it('offers the recovery codes as a downloadable text file holding every code', () => {
    render(<TwoFactorSetup totpUri={TOTP_URI} recoveryCodes={CODES} onConfirm={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Download recovery codes' });
    expect(link.getAttribute('download')).toBe('cleardocket-recovery-codes.txt');
    const file = decodeURIComponent((link.getAttribute('href') ?? '').replace(/^data:text\/plain;charset=utf-8,/, ''));
    for (const code of CODES) expect(file).toContain(code);
  });

  it('copies the recovery codes, one a line, and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<TwoFactorSetup totpUri={TOTP_URI} recoveryCodes={CODES} onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copy recovery codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((item) => item.title)).toContain('Recovery codes copied'),
    );
  });
});
