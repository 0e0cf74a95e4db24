import { Flex, Spinner, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export const DEFAULT_LOADING_TEXT = 'Mohon Tunggu';

export interface LoadingScreenProps {
  text?: string;
}

/** Covers the whole viewport while the app cannot show anything else yet (docs/rules/landing.md#splash). */
export function LoadingScreen({ text = DEFAULT_LOADING_TEXT }: LoadingScreenProps): ReactElement {
  return (
    <Flex
      role="status"
      aria-live="polite"
      position="fixed"
      inset="0"
      zIndex="overlay"
      direction="column"
      align="center"
      justify="center"
      gap="4"
      bg="bg"
    >
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden />
      <Text textStyle="md" color="fg.muted" fontWeight="medium">
        {text}
      </Text>
    </Flex>
  );
}
