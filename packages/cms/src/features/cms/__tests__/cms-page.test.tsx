import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, signInAs } from 'shared-auth/testing';
import { currentPath, pageTitle, renderApp, signInForEachTest } from 'ui-kit/testing';
import {
  BANNER,
  CONTACT,
  HIDDEN_BANNER,
  PACKAGE,
  PROFILE,
  cmsServer,
} from '../../../test/fixtures';
import { CMS_ROUTES } from '../../../test/routes';

signInForEachTest('admin');

const user = () => userEvent.setup({ delay: null });

test('the tabs: Banners, Packages, Company Profile, Contact Info, and Pages disabled as coming soon', async () => {
  mockHttp(cmsServer({ banners: [BANNER] }).handler);
  renderApp(CMS_ROUTES, { path: '/app/cms' });

  expect(await screen.findByRole('heading', { name: 'CMS', level: 1 })).toBeInTheDocument();
  expect(pageTitle()).toBe('CMS');
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual([
    'Banners',
    'Packages',
    'Company Profile',
    'Contact Info',
    'Pagescoming soon',
  ]);
  expect(screen.getByRole('tab', { name: /Pages/ })).toBeDisabled();
  expect(screen.getByRole('tab', { name: 'Banners' })).toHaveAttribute('aria-selected', 'true');
});

test('banner cards in order with Active/Inactive, and edit, preview and delete icons', async () => {
  mockHttp(cmsServer({ banners: [BANNER, HIDDEN_BANNER] }).handler);
  renderApp(CMS_ROUTES, { path: '/app/cms' });

  const list = await screen.findByRole('list', { name: 'Banners' });
  const cards = within(list).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Old promo',
    'Promo Merdeka',
  ]);
  expect(within(cards[0]!).getByText('Inactive')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('Active')).toBeInTheDocument();
  expect(
    within(cards[1]!).getByRole('link', { name: 'Edit banner Promo Merdeka' }),
  ).toHaveAttribute('href', `/app/cms/banners/${BANNER.id}`);
  expect(
    within(cards[1]!).getByRole('link', { name: 'View banner Promo Merdeka' }),
  ).toHaveAttribute('href', `/app/cms/banners/${BANNER.id}/view`);
  expect(
    within(cards[1]!).getByRole('button', { name: 'Delete banner Promo Merdeka' }),
  ).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Add banner' })).toHaveAttribute(
    'href',
    '/app/cms/banners/create',
  );
});

test('package cards: price in rupiah, the original struck through, category and the Popular badge', async () => {
  mockHttp(
    cmsServer({
      packages: [PACKAGE, { ...PACKAGE, id: 'p2', name: 'Bisnis 50', isPopular: false, order: 2 }],
    }).handler,
  );
  renderApp(CMS_ROUTES, { path: '/app/cms?tab=packages' });

  const list = await screen.findByRole('list', { name: 'Packages' });
  const [family, business] = within(list).getAllByRole('listitem');
  expect(within(family!).getByText('Popular')).toBeInTheDocument();
  expect(within(family!).getByText('Rp 150.000')).toBeInTheDocument();
  expect(within(family!).getByText('Rp 200.000').tagName).toBe('S');
  expect(within(family!).getByText('Rumahan')).toBeInTheDocument();
  expect(within(family!).getByText('Unlimited')).toBeInTheDocument();
  expect(within(business!).queryByText('Popular')).not.toBeInTheDocument();
});

test('company profile is one record: a create button when there is none', async () => {
  mockHttp(cmsServer({}).handler);
  renderApp(CMS_ROUTES, { path: '/app/cms?tab=company-profile' });

  expect(await screen.findByText('No company profile yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create company profile' })).toHaveAttribute(
    'href',
    '/app/cms/company-profile/create',
  );
});

test('company profile: the record with its stats, social links and edit icon; no second create', async () => {
  mockHttp(cmsServer({ 'company-profile': [PROFILE] }).handler);
  renderApp(CMS_ROUTES, { path: '/app/cms?tab=company-profile' });

  expect(await screen.findByRole('heading', { name: 'PT Pokayoke Net' })).toBeInTheDocument();
  expect(screen.getByText('1.000+')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'instagram' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  expect(
    screen.getByRole('link', { name: 'Edit company profile PT Pokayoke Net' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Create company profile' })).not.toBeInTheDocument();
});

test('contact cards show the type (hours as Operating Hours), title and value', async () => {
  mockHttp(
    cmsServer({
      'contact-info': [
        CONTACT,
        { ...CONTACT, id: 'c2', type: 'hours', title: 'Jam buka', value: '08.00–17.00', order: 1 },
      ],
    }).handler,
  );
  renderApp(CMS_ROUTES, { path: '/app/cms?tab=contact-info' });

  const list = await screen.findByRole('list', { name: 'Contact Info' });
  const [wa, hours] = within(list).getAllByRole('listitem');
  expect(within(wa!).getByText('whatsapp')).toBeInTheDocument();
  expect(within(wa!).getByText('6281234567890')).toBeInTheDocument();
  expect(within(hours!).getByText('Operating Hours')).toBeInTheDocument();
});

test('switching tabs keeps the tab in the address', async () => {
  mockHttp(cmsServer({ banners: [BANNER], packages: [PACKAGE] }).handler);
  const u = user();
  const { router } = renderApp(CMS_ROUTES, { path: '/app/cms' });

  await screen.findByRole('list', { name: 'Banners' });
  await u.click(screen.getByRole('tab', { name: 'Packages' }));
  expect(await screen.findByRole('list', { name: 'Packages' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?tab=packages');
});

test("a failed read shows 'Failed to fetch CMS data' with Retry, which loads the cards", async () => {
  let fail = true;
  const server = cmsServer({ banners: [BANNER] });
  mockHttp((request) =>
    fail ? { status: 500, data: { success: false, error: 'boom' } } : server.handler(request),
  );
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms' });

  // The message on the tab and as a toast.
  await waitFor(() => expect(screen.getAllByText('Failed to fetch CMS data')).toHaveLength(2));
  fail = false;
  await u.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Promo Merdeka' })).toBeInTheDocument();
});

test("delete asks with the lists' dialog, then toasts '{type} deleted successfully' and drops the card", async () => {
  const server = cmsServer({ banners: [BANNER, HIDDEN_BANNER] });
  const api = mockHttp(server.handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms' });

  await u.click(await screen.findByRole('button', { name: 'Delete banner Promo Merdeka' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Apakah anda yakin akan menghapus data ini?');
  await u.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));

  expect(await screen.findByText('Banner deleted successfully')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'Promo Merdeka' })).not.toBeInTheDocument(),
  );
  expect(api.calls('DELETE', `/cms/banners/${BANNER.id}`)).toHaveLength(1);
});

test("a failed delete toasts 'Error deleting {type}' unless the server says why", async () => {
  const server = cmsServer({ packages: [PACKAGE] });
  let reply: { status: number; data: unknown } = { status: 500, data: {} };
  mockHttp((request) => (request.method === 'DELETE' ? reply : server.handler(request)));
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms?tab=packages' });

  await u.click(await screen.findByRole('button', { name: 'Delete package Paket Keluarga' }));
  await u.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Konfirmasi' }),
  );
  expect(await screen.findAllByText('Error deleting Package')).not.toHaveLength(0);

  reply = { status: 403, data: { success: false, error: 'Forbidden: admin role required' } };
  await u.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Konfirmasi' }),
  );
  expect(await screen.findAllByText('Forbidden: admin role required')).not.toHaveLength(0);
});

test('a plain user reads the CMS: no Add, edit and delete disabled with the lists’ titles', async () => {
  await signInAs('user');
  mockHttp(cmsServer({ banners: [BANNER], packages: [PACKAGE] }).handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms' });

  await screen.findByRole('heading', { name: 'Promo Merdeka' });
  expect(screen.queryByRole('link', { name: 'Add banner' })).not.toBeInTheDocument();
  const edit = screen.getByRole('button', { name: 'Edit banner Promo Merdeka' });
  expect(edit).toBeDisabled();
  expect(edit).toHaveAttribute('title', 'User role cannot edit records');
  const remove = screen.getByRole('button', { name: 'Delete banner Promo Merdeka' });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAttribute('title', 'User role cannot delete records');

  await u.click(screen.getByRole('tab', { name: 'Packages' }));
  expect(await screen.findByRole('link', { name: 'View package Paket Keluarga' })).toHaveAttribute(
    'href',
    `/app/cms/packages/${PACKAGE.id}`,
  );
  expect(currentPath()).toBe('/app/cms');
});
