import { useEffect } from 'react';

/** Public pages have no shell header; the tab title is what names them. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
