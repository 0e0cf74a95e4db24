import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { RemoteLoadError } from './remote-loader';
import { describeLoadFailure } from './remote-runtime-plugin';

export interface RemoteAreaErrorProps {
  area: string;
  error: unknown;
  onRetry: () => void;
  /** A public page (landing, login) has no console around it: the error takes the whole page. */
  fullPage?: boolean;
}

/** What a remote's area shows when its code could not be loaded or crashed. */
export function RemoteAreaError({
  area,
  error,
  onRetry,
  fullPage = false,
}: RemoteAreaErrorProps): ReactElement {
  const isLoadError = error instanceof RemoteLoadError;
  const heading = isLoadError
    ? `The ${area} module could not be loaded`
    : `The ${area} module stopped because of an error`;
  return (
    <Box
      p={{ base: '4', md: '6' }}
      w="full"
      {...(fullPage ? { minH: '100dvh', display: 'grid', placeItems: 'center' } : {})}
    >
      <Stack
        role="alert"
        gap="3"
        align="flex-start"
        maxW="2xl"
        bg="bg"
        borderWidth="1px"
        borderColor="border.error"
        borderLeftWidth="4px"
        rounded="md"
        p={{ base: '4', md: '6' }}
      >
        <Stack direction="row" align="center" gap="2" color="fg.error">
          <LuTriangleAlert aria-hidden />
          <Heading as="h2" size="md">
            {heading}
          </Heading>
        </Stack>
        <Text color="fg.muted">
          {fullPage ? '' : 'The rest of the console still works. '}
          {isLoadError
            ? 'Check the connection, then try again.'
            : 'Try again, or reload the page if it keeps happening.'}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          Cause: <Code wordBreak="break-word">{describeLoadFailure(error)}</Code>
        </Text>
        <Button onClick={onRetry} colorPalette="brand" size="sm">
          <LuRefreshCw aria-hidden />
          Retry
        </Button>
      </Stack>
    </Box>
  );
}
