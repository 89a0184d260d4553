import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { toast, useToast, useToastStore } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most five toasts, newest first', () => {
    for (let i = 1; i <= 7; i += 1) toast({ title: `Toast ${i}` });
    expect(useToastStore.getState().toasts.map((item) => item.title)).toEqual([
      'Toast 7',
      'Toast 6',
      'Toast 5',
      'Toast 4',
      'Toast 3',
    ]);
  });

  it('removes a dismissed toast 300 ms later', () => {
    const { id, dismiss } = toast({ title: 'Saved', variant: 'success' });
    dismiss();
    expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(299);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('throws when the hook is used outside the Toaster', () => {
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used within a <Toaster>');
  });
});

describe('Toaster', () => {
  it('closes a toast after 5 seconds but keeps a destructive one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Profile updated' });
      toast({ title: 'Create Request Failed', variant: 'destructive' });
    });
    expect(screen.getByText('Profile updated')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Profile updated')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Create Request Failed')).toBeTruthy();
  });
});
