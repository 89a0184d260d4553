import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MESSAGES, SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import { useToastStore } from '~/lib/toast';
import { SearchForm } from './search-form';

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

describe('search form', () => {
  it('answers a blank form with the spec’s Search error toast, not a field error', async () => {
    const onSearch = vi.fn();
    render(<SearchForm isSearching={false} onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.description)).toEqual([
        SEARCH_TOASTS.noTerm.description,
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBeNull();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('says what is wrong with a term under its field and keeps it', async () => {
    const onSearch = vi.fn();
    render(<SearchForm isSearching={false} onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(SEARCH_MESSAGES.invalidPhone).id).toBe(phone.getAttribute('aria-describedby'));
    expect((phone as HTMLInputElement).value).toBe('12');
    expect(phone.getAttribute('maxlength')).toBe('200');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches a name from first and last name, and starts from the search in the address', async () => {
    const onSearch = vi.fn();
    render(<SearchForm initial={{ type: 'name', term: 'Jane Doe' }} isSearching={false} onSearch={onSearch} />);
    expect((screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ type: 'name', firstName: 'Jane', lastName: 'Doe' }));
  });
});
