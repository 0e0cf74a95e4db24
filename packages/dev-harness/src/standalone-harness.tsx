import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  NavLink,
  Route,
  RouterProvider,
  Routes,
} from 'react-router-dom';
import { configureHttp, useCurrentUser, useSessionStore } from 'shared-auth';
import { LoadingScreen, usePageTitleStore } from 'ui-kit/layout';
import { UiProvider } from 'ui-kit/provider';
import { SignInForm } from './sign-in-form';

export interface HarnessLink {
  to: string;
  label: string;
}

export interface HarnessOptions {
  /** The remote's name, shown in the harness bar and on the sign-in card. */
  remote: string;
  /** The tiny nav: the remote's screens, at the same paths the shell mounts them. */
  links: readonly HarnessLink[];
  /** <Route> elements mounting the remote's exposed components, e.g. `/app/delivery/*`. */
  routes: ReactNode;
}

function HarnessBar({ remote, links }: Pick<HarnessOptions, 'remote' | 'links'>): ReactElement {
  const title = usePageTitleStore((state) => state.title);
  const user = useSessionStore((state) => state.user);
  return (
    <Flex as="header" align="center" wrap="wrap" gap="4" px="4" py="2" bg="gray.900" color="white">
      <Text fontWeight="bold">{remote} · standalone</Text>
      <HStack as="nav" aria-label="Harness" gap="3" wrap="wrap">
        {links.map((link) => (
          <Link
            key={link.to}
            asChild
            color="gray.200"
            _currentPage={{ color: 'white', fontWeight: 'semibold' }}
          >
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </Link>
        ))}
      </HStack>
      <Text ms="auto" textStyle="sm" color="gray.300">
        Page title: <strong>{title ?? '(none)'}</strong> · {user?.username}
      </Text>
      <Button
        size="xs"
        variant="outline"
        color="white"
        onClick={() => useSessionStore.getState().logout()}
      >
        Sign out
      </Button>
    </Flex>
  );
}

function SignedIn({ remote, children }: { remote: string; children: ReactNode }): ReactElement {
  const currentUser = useCurrentUser();
  const rejected = currentUser.isError && currentUser.data === undefined;
  useEffect(() => {
    if (rejected) useSessionStore.getState().logout();
  }, [rejected]);
  if (currentUser.data !== undefined) return <>{children}</>;
  if (rejected) return <SignInForm remote={remote} />;
  return <LoadingScreen />;
}

function Harness({ remote, links, routes }: HarnessOptions): ReactElement {
  const isHydrated = useSessionStore((state) => state.isHydrated);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  const home = links[0]?.to ?? '/';

  useEffect(() => {
    // The store's logout already brings the sign-in form back; no navigation needed.
    configureHttp({ onSessionExpired: () => undefined });
  }, []);

  if (!isHydrated) return <LoadingScreen />;
  if (!isAuthenticated) return <SignInForm remote={remote} />;
  return (
    <SignedIn remote={remote}>
      <HarnessBar remote={remote} links={links} />
      <Box as="main" minH="calc(100dvh - 3rem)">
        <Routes>
          {routes}
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </Box>
    </SignedIn>
  );
}

/**
 * What the shell provides around a remote (QueryClient, a data router like the shell's so that
 * useBlocker works, UiProvider), with `element` answering every path. Also used by landing, whose
 * signed-out screens cannot sit behind StandaloneHarness's sign-in gate.
 */
export function HarnessProviders({ element }: { element: ReactElement }): ReactElement {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }),
  );
  const [router] = useState(() => createBrowserRouter([{ path: '*', element }]));
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>
  );
}

/** A remote running alone on its own dev server: signed in first, then its routes. Never part of an exposed module. */
export function StandaloneHarness(options: HarnessOptions): ReactElement {
  return <HarnessProviders element={<Harness {...options} />} />;
}
