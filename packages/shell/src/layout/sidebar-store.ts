import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SidebarState {
  /** Desktop: icons only. Remembered across visits, a per-person preference. */
  collapsed: boolean;
  /** Small screens: the overlay drawer; always starts closed. */
  drawerOpen: boolean;
  toggleCollapsed(): void;
  setDrawerOpen(open: boolean): void;
}

export const SIDEBAR_STORAGE_KEY = 'pokayoke-sidebar';
/** The drawer's element id, for the header's menu button (aria-controls). */
export const SIDEBAR_DRAWER_ID = 'sidebar-drawer';

export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      collapsed: false,
      drawerOpen: false,
      toggleCollapsed: () => set((state) => ({ collapsed: !state.collapsed })),
      setDrawerOpen: (open) => set({ drawerOpen: open }),
    }),
    {
      name: SIDEBAR_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ collapsed: state.collapsed }),
    },
  ),
);
