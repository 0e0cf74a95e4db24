import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { LOGIN_PATH } from 'contracts/paths';
import { useState, type FormEvent, type ReactElement } from 'react';
import { getErrorMessage, http, useSessionStore, type LoginPayload } from 'shared-auth';

/**
 * The harness's minimal sign-in: the real API (`POST /api/auth/login` through the dev server's
 * proxy) and the real session store, so the remote runs exactly as it will inside the shell.
 * The product's own login screen is the landing remote's; this one only serves remote developers.
 */
export function SignInForm({ remote }: { remote: string }): ReactElement {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { data } = await http.post<LoginPayload>(LOGIN_PATH, { username, password });
      if (!useSessionStore.getState().login(data))
        setError('The server answered without a session.');
    } catch (caught) {
      setError(getErrorMessage(caught, 'Login failed. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Box minH="100dvh" display="grid" placeItems="center" p="6" bg="bg.subtle">
      <Box asChild bg="bg" p="8" rounded="lg" shadow="md" w="full" maxW="sm">
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h1" size="lg">
                {remote} · standalone
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                Sign in against the API (proxied from this dev server to the API's port) to run the
                remote on its own.
              </Text>
            </Stack>
            <Field.Root required>
              <Field.Label>Username</Field.Label>
              <Input
                name="username"
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Password</Field.Label>
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field.Root>
            {error ? (
              <Text role="alert" color="fg.error" textStyle="sm">
                {error}
              </Text>
            ) : null}
            <Button
              type="submit"
              colorPalette="brand"
              loading={pending}
              loadingText="Signing in..."
            >
              Sign in
            </Button>
          </Stack>
        </form>
      </Box>
    </Box>
  );
}
