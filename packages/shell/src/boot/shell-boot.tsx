import { Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { LuRefreshCw, LuServerCrash } from 'react-icons/lu';
import { LoadingScreen } from 'ui-kit';
import { App } from '../app';
import type { RemoteLoader } from '../federation/remote-loader';

type BootState =
  | { status: 'loading' }
  | { status: 'ready'; loader: RemoteLoader }
  | { status: 'failed'; error: unknown };

function ConfigErrorScreen({
  error,
  onRetry,
}: {
  error: unknown;
  onRetry: () => void;
}): ReactElement {
  return (
    <Stack
      role="alert"
      align="center"
      justify="center"
      textAlign="center"
      gap="4"
      minH="100dvh"
      px="6"
      bg="bg"
    >
      <Stack fontSize="5xl" color="fg.error" aria-hidden>
        <LuServerCrash />
      </Stack>
      <Heading as="h1" size="2xl">
        Pokayoke Admin could not start
      </Heading>
      <Text color="fg.muted" maxW="lg">
        The console could not read its module configuration from the server. Check that the server
        is running, then try again.
      </Text>
      <Text textStyle="sm" color="fg.muted" maxW="lg">
        Cause:{' '}
        <Code wordBreak="break-word">{error instanceof Error ? error.message : String(error)}</Code>
      </Text>
      <Button onClick={onRetry} colorPalette="brand">
        <LuRefreshCw aria-hidden />
        Retry
      </Button>
    </Stack>
  );
}

/**
 * Reads the remote configuration (`/remotes.json`) before any route renders, because every screen
 * is a remote. If that file cannot be read, a full-page error with Retry replaces the console.
 */
export function ShellBoot({ start }: { start: () => Promise<RemoteLoader> }): ReactElement {
  const [state, setState] = useState<BootState>({ status: 'loading' });

  const run = useCallback(() => {
    setState({ status: 'loading' });
    start().then(
      (loader) => setState({ status: 'ready', loader }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [start]);

  useEffect(run, [run]);

  if (state.status === 'ready') return <App loader={state.loader} />;
  if (state.status === 'failed') return <ConfigErrorScreen error={state.error} onRetry={run} />;
  return <LoadingScreen />;
}
