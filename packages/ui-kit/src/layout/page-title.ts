import { useEffect } from 'react';
import { create } from 'zustand';

interface PageTitleState {
  title: string | null;
  setTitle(title: string | null): void;
}

/** The title the shell's header shows; one store per page because ui-kit is a singleton. */
export const usePageTitleStore = create<PageTitleState>()((set) => ({
  title: null,
  setTitle: (title) => set({ title }),
}));

/** Shows `title` in the header while the calling page is mounted. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    const { setTitle } = usePageTitleStore.getState();
    setTitle(title);
    return () => {
      // Only clear what this page set: the next page may already have put its own title up.
      if (usePageTitleStore.getState().title === title) setTitle(null);
    };
  }, [title]);
}
