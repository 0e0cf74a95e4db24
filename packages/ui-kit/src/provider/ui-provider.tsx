import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { system } from '../theme/system';
import { AppToaster } from '../toast/app-toaster';

export interface UiProviderProps {
  children?: ReactNode;
}

const InsideUiProvider = createContext(false);

/**
 * The console's look and its toaster. The shell renders it around the console (/app) only; the
 * public pages render without it. A remote renders it itself only in its standalone harness.
 * Emotion's cache comes from the shared @emotion/react singleton, so styles of every remote land in
 * one cache. Inside another UiProvider (a test's renderApp around the shell) it adds nothing: one
 * toaster per page.
 */
export function UiProvider({ children }: UiProviderProps): ReactElement {
  const nested = useContext(InsideUiProvider);
  if (nested) return <>{children}</>;
  return (
    <InsideUiProvider.Provider value>
      <ChakraProvider value={system}>
        {children}
        <AppToaster />
      </ChakraProvider>
    </InsideUiProvider.Provider>
  );
}
