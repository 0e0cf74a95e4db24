import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from 'shared-auth/testing';
import { currentPath } from 'ui-kit/testing';
import { ADMIN, fakeLoader, meAnswers, renderShell } from '../../test/render-shell';
import { useSidebarStore } from '../sidebar-store';
import { MOBILE_QUERY } from '../use-is-mobile';

type Listener = (event: MediaQueryListEvent) => void;

/** A viewport `width` px wide, as matchMedia reports it for the sidebar's breakpoint. */
function setViewportWidth(width: number): { resize(width: number): void } {
  const listeners = new Set<Listener>();
  let current = width;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === MOBILE_QUERY && current < 768;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    resize(next) {
      current = next;
      act(() =>
        listeners.forEach((listener) => listener({ matches: next < 768 } as MediaQueryListEvent)),
      );
    },
  };
}

const originalMatchMedia = window.matchMedia;

beforeEach(async () => {
  localStorage.clear();
  useSidebarStore.setState({ collapsed: false, drawerOpen: false });
  await signInAs(ADMIN);
  meAnswers();
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('desktop (1280px)', () => {
  beforeEach(() => setViewportWidth(1280));

  test('expanded: title, user name and email, labelled entries, Logout; the current entry is marked', async () => {
    renderShell('/app/user/12');

    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Pokayoke Admin')).toBeInTheDocument();
    expect(within(sidebar).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(sidebar).getByText('budi@example.com')).toBeInTheDocument();
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'User', 'Routers', 'Billing', 'CMS', 'Audit']);
    expect(within(nav).getByRole('link', { name: 'User' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  test('a plain user has no Audit entry', async () => {
    await signInAs({ ...ADMIN, role: 'user' });
    meAnswers({ ...ADMIN, role: 'user' });
    renderShell('/app');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'User', 'Routers', 'Billing', 'CMS']);
  });

  test('collapsing leaves icons only (labels as accessible names), and the choice is remembered', async () => {
    const user = userEvent.setup();
    renderShell('/app');

    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    await user.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));

    expect(sidebar).toHaveAttribute('data-collapsed');
    expect(within(sidebar).queryByText('Pokayoke Admin')).not.toBeInTheDocument();
    expect(within(sidebar).queryByText('Budi Santoso')).not.toBeInTheDocument();
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['', '', '', '', '', '']);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Dashboard',
      'User',
      'Routers',
      'Billing',
      'CMS',
      'Audit',
    ]);
    expect(JSON.parse(localStorage.getItem('pokayoke-sidebar') ?? '{}')).toMatchObject({
      state: { collapsed: true },
    });

    await user.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    expect(within(sidebar).getByText('Pokayoke Admin')).toBeInTheDocument();
  });

  test('pointing at or focusing an entry preloads its remote', async () => {
    const user = userEvent.setup();
    const loader = fakeLoader();
    renderShell('/app', loader);

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.hover(within(nav).getByRole('link', { name: 'Routers' }));
    expect(loader.preloads).toContainEqual(
      expect.objectContaining({ remote: 'hotspot', module: './RouterRoutes' }),
    );

    within(nav).getByRole('link', { name: 'CMS' }).focus();
    expect(loader.preloads).toContainEqual(
      expect.objectContaining({ remote: 'cms', module: './CmsRoutes' }),
    );
  });

  test('there is no menu button on desktop', async () => {
    renderShell('/app');
    await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});

/** Opens the drawer and waits until it holds the focus (its focus trap is then in place). */
async function openDrawer(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  return drawer;
}

describe('below 768px (390px)', () => {
  beforeEach(() => setViewportWidth(390));

  test('starts closed: no sidebar in the page, a menu button in the header', async () => {
    renderShell('/app');

    const header = await screen.findByRole('banner');
    const menu = within(header).getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  test('the menu button opens the drawer; choosing an entry navigates and closes it', async () => {
    const user = userEvent.setup();
    renderShell('/app');

    const drawer = await openDrawer(user);
    // The drawer is modal: the page behind it leaves the accessibility tree while it is open.
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(drawer).getByText('Pokayoke Admin')).toBeInTheDocument();
    expect(within(drawer).getByText('Budi Santoso')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'Routers' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    expect(currentPath()).toBe('/app/routers');
    expect(await screen.findByText('Loaded hotspot ./RouterRoutes')).toBeInTheDocument();
  });

  test('Escape closes the drawer', async () => {
    const user = userEvent.setup();
    renderShell('/app');

    await openDrawer(user);
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    expect(currentPath()).toBe('/app');
  });

  test('tapping the backdrop closes the drawer', async () => {
    const user = userEvent.setup();
    renderShell('/app');

    const drawer = await openDrawer(user);
    const backdrop = document.querySelector<HTMLElement>('[data-part="backdrop"]');
    expect(backdrop).not.toBeNull();
    expect(drawer).not.toContainElement(backdrop);
    // A modal layer turns pointer events off outside itself, so a tap on the backdrop reaches the
    // document element: that is the press the drawer must treat as "outside". The layer starts
    // listening a frame after it opens, hence pressing until it reacts.
    await waitFor(async () => {
      await user.pointer({ keys: '[MouseLeft]', target: document.documentElement });
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });

  test('widening the window past the breakpoint brings the in-page sidebar back', async () => {
    const viewport = setViewportWidth(390);
    renderShell('/app');
    await screen.findByRole('button', { name: 'Open menu' });

    viewport.resize(1024);

    expect(await screen.findByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
