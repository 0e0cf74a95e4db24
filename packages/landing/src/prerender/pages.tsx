import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LANDING_TITLE, LOGIN_TITLE, PRODUCT_NAME } from '../features/brand/components/brand';
import { LandingPage } from '../features/landing/components/landing-page';
import { LoginPage } from '../features/login/components/login-page';
import { INVOICE_PAY_TEXT, InvoiceLoading } from '../features/purchase/components/invoice-pay-page';
import { PayCard } from '../features/purchase/components/pay-parts';
import { PortalPage } from '../features/portal/components/portal-page';
import { PORTAL_TEXT } from '../features/portal/portal-text';

/**
 * The public pages rendered to HTML at build time (scripts/prerender.ts, run by `pnpm build`): the
 * server answers `/`, `/login` and `/akun` with this markup already in the page, so it paints before any
 * script has loaded; the shell keeps it on screen until the remote's page replaces it (shell
 * `src/public/prerendered.ts`). What renders here is what a visitor sees first: the landing page
 * without CMS content (its sections fill in after `GET /api/public/landing`, as without the
 * prerender) and the empty login form.
 */
export interface PrerenderedPage {
  /** The exact path the shell mounts the page on, or a prefix ending in `/*` (every path below it). */
  path: string;
  title: string;
  element: ReactElement;
}

function Providers({ path, children }: { path: string; children: ReactElement }) {
  // A client that never fetches: useQuery stays pending, so the CMS sections render nothing.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: '/',
    title: LANDING_TITLE,
    element: (
      <Providers path="/">
        <LandingPage />
      </Providers>
    ),
  },
  {
    path: '/login',
    title: LOGIN_TITLE,
    element: (
      <Providers path="/login">
        <LoginPage />
      </Providers>
    ),
  },
  {
    // An invoice's pay page (/bayar/{token}, the link in every invoice message, often opened on a
    // phone): the card and its loading state, which the route renders first for any token.
    path: '/bayar/*',
    title: INVOICE_PAY_TEXT.loading.title,
    element: (
      <Providers path="/bayar/prerender">
        <PayCard lang="id">
          <InvoiceLoading />
        </PayCard>
      </Providers>
    ),
  },
  {
    // The subscriber portal's phone step in Indonesian: what /akun renders until GET /portal/me
    // answers (a visitor who chose English sees it switch at once).
    path: '/akun',
    title: `${PORTAL_TEXT.id.title} · ${PRODUCT_NAME}`,
    element: (
      <Providers path="/akun">
        <PortalPage />
      </Providers>
    ),
  },
];

/**
 * The stylesheets the prerendered markup needs before any script (the ones the routes import),
 * relative to the package: linked from the page's head as files of the remote's build.
 */
export const PRERENDERED_STYLESHEETS = ['src/styles/public.css'];
