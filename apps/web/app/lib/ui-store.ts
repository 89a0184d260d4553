import { create } from 'zustand';

/**
 * The dashboard's client state (spec §2 "Dashboard", §3 "UI state"): the active view, the
 * sidebar's collapsed flag, the phone navigation's open flag, and one modal slot (an id plus its data, one at a time).
 */
type ModalSlot = { id: string; data?: unknown } | null;

type UiStore = {
  activeView: string;
  isSidebarCollapsed: boolean;
  /** The member navigation's panel on a phone (opened by the app header's menu button). */
  isNavOpen: boolean;
  modal: ModalSlot;
  setActiveView(view: string): void;
  toggleSidebar(): void;
  setNavOpen(isOpen: boolean): void;
  openModal(id: string, data?: unknown): void;
  closeModal(): void;
};

export const useUiStore = create<UiStore>((set) => ({
  activeView: 'overview',
  isSidebarCollapsed: false,
  isNavOpen: false,
  modal: null,
  setActiveView: (activeView) => set({ activeView }),
  toggleSidebar: () => set((state) => ({ isSidebarCollapsed: !state.isSidebarCollapsed })),
  setNavOpen: (isNavOpen) => set({ isNavOpen }),
  openModal: (id, data) => set({ modal: { id, data } }),
  closeModal: () => set({ modal: null }),
}));
