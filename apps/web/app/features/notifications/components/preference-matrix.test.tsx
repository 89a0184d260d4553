import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CATEGORIES, applyCategoryRules } from '@cleardocket/domain/notifications/notifications';
import { PreferenceMatrix } from './preference-matrix';

const OFF = { email: false, inApp: true, sms: false, push: false };

function renderMatrix() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const preferences = NOTIFICATION_CATEGORIES.map((category) => ({
    category: category.id,
    channels: applyCategoryRules(category, OFF),
  }));
  return render(
    <QueryClientProvider client={client}>
      <PreferenceMatrix userId="u1" categories={NOTIFICATION_CATEGORIES} preferences={preferences} />
    </QueryClientProvider>,
  );
}

describe('PreferenceMatrix', () => {
  it('shows the billing email switch on and locked, and says why, while other emails stay the member’s choice', () => {
    renderMatrix();
    const state = (name: string) => {
      const box = screen.getByRole<HTMLInputElement>('checkbox', { name });
      return { checked: box.checked, disabled: box.disabled };
    };
    expect(state('Billing: Email')).toEqual({ checked: true, disabled: true });
    expect(state('Account and security: Email')).toEqual({ checked: true, disabled: true });
    expect(state('Scan results: Email')).toEqual({ checked: false, disabled: false });
    expect(screen.getByText(/^Always emailed, whatever you choose here: Account and security, Billing\./)).toBeTruthy();
  });
});
