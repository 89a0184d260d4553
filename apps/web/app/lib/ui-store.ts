import { create } from 'zustand';

/**
 * The dashboard's client state (spec §2 "Dashboard", §3 "UI state"): the active view, the
 * sidebar's collapsed flag, and one modal slot (an id plus its data, one at a time).
 */
type ModalSlot = { id: string; data?: unknown } | null;

type UiStore = {
  activeView: string;
  isSidebarCollapsed: boolean;
  modal: ModalSlot;
  setActiveView(view: string): void;
  toggleSidebar(): void;
  openModal(id: string, data?: unknown): void;
  closeModal(): void;
};

export const useUiStore = create<UiStore>((set) => ({
  activeView: 'overview',
  isSidebarCollapsed: false,
  modal: null,
  setActiveView: (activeView) => set({ activeView }),
  toggleSidebar: () => set((state) => ({ isSidebarCollapsed: !state.isSidebarCollapsed })),
  openModal: (id, data) => set({ modal: { id, data } }),
  closeModal: () => set({ modal: null }),
}));
