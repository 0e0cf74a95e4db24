import { Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { HarnessProviders } from 'dev-harness';
import { Link as RouterLink, Route, Routes, useNavigate } from 'react-router-dom';
import { useSessionStore } from 'shared-auth';
import { NotFound } from 'ui-kit/layout';
import Landing from './routes/landing';
import Login from './routes/login';
import PayStatus from './routes/pay-status';
import Account from './routes/account';

/**
 * Standalone page for `pnpm --filter landing dev` (port 3001): the providers the shell gives a remote
 * (CONTRACTS.md), the exposed screens at the paths the shell mounts them on, and in place of the
 * console at /app a small page to sign out again. /api is proxied to the API on port 8080.
 *
 * The other remotes use the `dev-harness` package, which signs in first and then shows the remote;
 * this remote's screens are the signed-out ones (and the sign-in itself), so they cannot sit behind
 * that gate.
 */
export function Harness() {
  return <HarnessProviders element={<HarnessRoutes />} />;
}

function HarnessRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="/login" element={<Login />} />
      <Route path="/pay/:merchantRef" element={<PayStatus />} />
      <Route path="/akun" element={<Account />} />
      <Route path="/app/*" element={<HarnessConsole />} />
      <Route path="*" element={<NotFound homeHref="/" />} />
    </Routes>
  );
}

function HarnessConsole() {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const logout = useSessionStore((state) => state.logout);
  return (
    <Stack as="main" gap="4" p="10" maxW="xl">
      <Heading as="h1" size="xl">
        Landing harness: signed in
      </Heading>
      <Text>
        The console lives in the shell. Signed in as <Code>{user?.username ?? 'unknown'}</Code>.
      </Text>
      <Stack direction="row" gap="3">
        <Button
          onClick={() => {
            logout();
            navigate('/login');
          }}
        >
          Sign out
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/">Open /</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
