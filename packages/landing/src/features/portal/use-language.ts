import { useCallback, useEffect, useState } from 'react';
import type { Language } from './portal-text';

/** Where the visitor's choice is kept (docs/rules/portal.md#the-page-akun). */
export const LANGUAGE_KEY = 'pokayoke.lang';

function storedLanguage(): Language {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(LANGUAGE_KEY) === 'en'
      ? 'en'
      : 'id';
  } catch {
    return 'id';
  }
}

/** Indonesian unless the visitor chose English; the choice survives a reload. */
export function useLanguage(): [Language, (language: Language) => void] {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const choose = useCallback((next: Language) => {
    setLanguage(next);
    try {
      window.localStorage.setItem(LANGUAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts this visit.
    }
  }, []);
  return [language, choose];
}
