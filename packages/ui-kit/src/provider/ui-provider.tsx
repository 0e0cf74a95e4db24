import { ChakraProvider } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { system } from '../theme/system';
import { AppToaster } from '../toast/app-toaster';

export interface UiProviderProps {
  children?: ReactNode;
}

/**
 * The console's look and its toaster. The shell renders it once around every remote; a remote
 * renders it itself only in its standalone harness. Emotion's cache comes from the shared
 * @emotion/react singleton, so styles of every remote land in one cache.
 */
export function UiProvider({ children }: UiProviderProps): ReactElement {
  return (
    <ChakraProvider value={system}>
      {children}
      <AppToaster />
    </ChakraProvider>
  );
}
