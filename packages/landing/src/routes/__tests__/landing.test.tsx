import { act, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from 'shared-auth';
import { mockHttp, signOut, type MockNetwork } from 'shared-auth/testing';
import { createTestQueryClient, dismissToasts, renderApp } from 'ui-kit/testing';
import { landingContentQueryOptions } from '../../features/landing/api/get-landing-content';
import { LANDING_ROUTES } from '../../test/routes';

const SIGNED_IN = {
  user: { username: 'admin', fullName: 'Administrator', role: 'admin' },
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};

const CMS_PAYLOAD = {
  success: true,
  data: {
    banners: [
      {
        id: 1,
        title: 'Ramadan promo',
        description: 'Double speed for the first month',
        image: 'https://cdn.example.com/promo.jpg',
        details: 'Until 30 April',
        link: 'https://example.com/promo',
        order: 0,
        isActive: true,
      },
    ],
    packages: [
      {
        id: 'p2',
        name: 'Bisnis 50',
        speed: '50 Mbps',
        price: '450000',
        originalPrice: null,
        features: 'not json',
        category: 'Bisnis',
        isPopular: false,
        order: 2,
      },
      {
        id: 'p1',
        name: 'Rumahan 20',
        speed: '20 Mbps',
        price: '150000',
        originalPrice: '200000',
        features: '["Unlimited quota","Free installation"]',
        category: 'Rumahan',
        isPopular: true,
        order: 1,
      },
    ],
    companyProfile: {
      companyName: 'Acme Net',
      description: '<img src=x onerror="alert(1)"> We connect villages.',
      vision: 'Internet for every home',
      mission: 'Fast, fair and local',
      stats: '[{"label":"Customers","value":"1,200+"},{"label":"Routers","value":"40"}]',
      socialMedia: '{"instagram":"https://instagram.com/acmenet","evil":"javascript:alert(1)"}',
    },
    contactInfo: [
      {
        id: 'c1',
        type: 'whatsapp',
        title: 'WhatsApp',
        value: '0812-3456-7890',
        order: 0,
        isActive: 1,
      },
      { id: 'c2', type: 'email', title: 'Email', value: 'hello@acme.net', order: 1, isActive: 1 },
      { id: 'c3', type: 'phone', title: 'Office', value: '+62 21 555 0100', order: 2, isActive: 1 },
      {
        id: 'c4',
        type: 'hours',
        title: 'Operating Hours',
        value: 'Mon–Sat 08:00–17:00',
        order: 3,
        isActive: 1,
      },
    ],
  },
};

let network: MockNetwork;

beforeEach(async () => {
  await signOut();
  network = mockHttp({
    'GET /public/landing': { status: 404, data: { message: 'Not Found' } },
  });
});

afterEach(() => {
  jest.useRealTimers();
  useSessionStore.setState({ isHydrated: true });
  dismissToasts();
});

describe('splash at /', () => {
  test('shows the logo, product name, tagline and "Checking your session..." while the session loads', () => {
    useSessionStore.setState({ isHydrated: false });
    renderApp(LANDING_ROUTES, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pokayoke Admin' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(
      screen.getByText('Smart WiFi management for hotspots and small ISPs'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    // Nothing public is fetched for a visitor who may be on the way to the console.
    expect(network.requests).toEqual([]);
  });

  test('a signed-in visitor sees the splash for exactly 2000 ms, then the console', () => {
    useSessionStore.getState().login(SIGNED_IN);
    jest.useFakeTimers();
    renderApp(LANDING_ROUTES, { path: '/' });
    expect(screen.getByText('Checking your session...')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Checking your session...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Console' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Console' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your session...')).not.toBeInTheDocument();
  });

  test('the 2000 ms count starts when the stored session has loaded', () => {
    useSessionStore.setState({ isHydrated: false });
    jest.useFakeTimers();
    renderApp(LANDING_ROUTES, { path: '/' });
    act(() => jest.advanceTimersByTime(1500));
    act(() => {
      useSessionStore.getState().login(SIGNED_IN);
      useSessionStore.setState({ isHydrated: true });
    });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Checking your session...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Console' })).toBeInTheDocument();
  });

  test('leaving before the 2000 ms are up cancels the redirect', () => {
    useSessionStore.getState().login(SIGNED_IN);
    jest.useFakeTimers();
    const { unmount } = renderApp(LANDING_ROUTES, { path: '/' });
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('public landing page at /', () => {
  test('a visitor who is not signed in gets the landing page with every marketing button going to /login', async () => {
    renderApp(LANDING_ROUTES, { path: '/' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Smart WiFi Management System' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Monitor users, manage access and optimise performance/),
    ).toBeInTheDocument();
    for (const name of ['Get Started', 'Start Free Trial', 'Learn More', 'Sign Up Now']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/login');
    }
    await waitFor(() => expect(network.requests).toHaveLength(1));
  });

  test('lists the three features and ends with a copyright footer, in landmarks with one h1', () => {
    renderApp(LANDING_ROUTES, { path: '/' });
    for (const feature of ['Secure Access Control', 'High Performance', 'User Management']) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Pokayoke Admin. All rights reserved.`,
    );
  });

  test('clicking a marketing button opens the login page', async () => {
    renderApp(LANDING_ROUTES, { path: '/' });
    act(() => screen.getByRole('link', { name: 'Sign Up Now' }).click());
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  test('CMS content from GET /api/public/landing appears in its own sections, as text', async () => {
    network = mockHttp({ 'GET /public/landing': { status: 200, data: CMS_PAYLOAD } });
    const { container } = renderApp(LANDING_ROUTES, { path: '/' });

    const promotions = await screen.findByRole('region', { name: 'Promotions and news' });
    expect(within(promotions).getByRole('heading', { name: 'Ramadan promo' })).toBeInTheDocument();
    expect(within(promotions).getByText('Double speed for the first month')).toBeInTheDocument();
    const bannerImage = container.querySelector('img[src="https://cdn.example.com/promo.jpg"]');
    expect(bannerImage).toHaveAttribute('loading', 'lazy');
    expect(bannerImage).toHaveAttribute('width', '640');
    expect(bannerImage).toHaveAttribute('height', '360');
    expect(within(promotions).getByRole('link', { name: /See details/ })).toHaveAttribute(
      'href',
      'https://example.com/promo',
    );

    const packages = screen.getByRole('region', { name: 'Internet packages' });
    const cards = within(packages).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Rumahan 20', 'Bisnis 50']);
    expect(within(packages).getByText('Popular')).toBeInTheDocument();
    expect(within(packages).getByText('Unlimited quota')).toBeInTheDocument();
    expect(within(packages).getByText('Free installation')).toBeInTheDocument();
    expect(within(packages).getByText('Rp 150.000')).toBeInTheDocument();
    const struck = within(packages).getByText('Rp 200.000');
    expect(struck.tagName).toBe('S');
    expect(within(packages).getByText('Rumahan')).toBeInTheDocument();
    // A features value that is not JSON is read as one feature per line rather than dropped.
    expect(within(packages).getByText('not json')).toBeInTheDocument();

    const about = screen.getByRole('region', { name: 'About Acme Net' });
    expect(
      within(about).getByText('<img src=x onerror="alert(1)"> We connect villages.'),
    ).toBeInTheDocument();
    expect(about.querySelector('img[src="x"]')).toBeNull();
    expect(within(about).getByText('Internet for every home')).toBeInTheDocument();
    expect(within(about).getByText('1,200+')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: /instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/acmenet',
    );
    expect(within(about).queryByRole('link', { name: /evil/ })).not.toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: /0812-3456-7890/ })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
    expect(within(contact).getByRole('link', { name: 'hello@acme.net' })).toHaveAttribute(
      'href',
      'mailto:hello@acme.net',
    );
    expect(within(contact).getByRole('link', { name: '+62 21 555 0100' })).toHaveAttribute(
      'href',
      'tel:+62215550100',
    );
    expect(within(contact).getByText('Mon–Sat 08:00–17:00').closest('a')).toBeNull();

    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Acme Net. All rights reserved.`,
    );
    expect(screen.getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '#packages');
    expect(network.requests[0]).toMatchObject({ method: 'GET', url: '/public/landing' });
    expect(network.requests[0]?.headers.Authorization).toBeUndefined();
  });

  test.each([
    ['a 404 (older server without the endpoint)', { status: 404, data: { message: 'Not Found' } }],
    ['a server error', { status: 500, data: { message: 'Database unavailable' } }],
    ['no answer at all', { networkError: true as const }],
    ['a body of the wrong shape', { status: 200, data: '<html>proxy error</html>' }],
  ])(
    'with %s the static page shows without CMS sections and without a toast',
    async (_case, reply) => {
      network = mockHttp({ 'GET /public/landing': reply });
      const queryClient = createTestQueryClient();
      renderApp(LANDING_ROUTES, { path: '/', queryClient });
      // Settled: the call has been answered and handled, so anything it would show is showing.
      await waitFor(() => {
        const state = queryClient.getQueryState(landingContentQueryOptions().queryKey);
        expect(state?.fetchStatus).toBe('idle');
        expect(state?.status).not.toBe('pending');
      });
      expect(network.requests).toHaveLength(1);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Smart WiFi Management System' }),
      ).toBeInTheDocument();
      for (const name of ['Promotions and news', 'Internet packages', 'Contact us']) {
        expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('region', { name: /^About/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
      expect(
        screen.getAllByRole('link', {
          name: /Get Started|Start Free Trial|Learn More|Sign Up Now/,
        }),
      ).toHaveLength(4);
    },
  );
});
