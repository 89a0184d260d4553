import { createContext, useContext } from 'react';
import { create } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@cleardocket/domain/constants';

/** Toasts (spec §2, §4): at most 5, newest first, removed 300 ms after they are dismissed. */
export const TOAST_VARIANTS = ['default', 'destructive', 'success', 'warning', 'info'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: string; open: boolean; variant: ToastVariant };

type ToastStore = {
  toasts: ToastItem[];
  add(toast: ToastItem): void;
  dismiss(id?: string): void;
  remove(id: string): void;
};

let counter = 0;

export const useToastStore = create<ToastStore>((set, get) => ({
  toasts: [],
  add: (toast) => set({ toasts: [toast, ...get().toasts].slice(0, TOAST_LIMIT) }),
  dismiss: (id) => {
    const targets = get().toasts.filter((toast) => toast.open && (id === undefined || toast.id === id));
    if (targets.length === 0) return;
    set({
      toasts: get().toasts.map((toast) => (targets.includes(toast) ? { ...toast, open: false } : toast)),
    });
    for (const toast of targets) {
      setTimeout(() => get().remove(toast.id), TOAST_REMOVE_DELAY_MS);
    }
  },
  remove: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

/** Shows a toast from anywhere (event handlers, API callbacks). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  useToastStore.getState().add({ ...input, variant: input.variant ?? 'default', id, open: true });
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}

/** Set by <Toaster>; the hook refuses to work without it (spec §8 "Other"). */
export const ToasterContext = createContext(false);

export function useToast() {
  if (!useContext(ToasterContext)) {
    throw new Error('useToast must be used within a <Toaster>');
  }
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return { toasts, toast, dismiss };
}
