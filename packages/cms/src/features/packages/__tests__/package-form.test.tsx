import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-auth/testing';
import { currentPath, renderApp, signInForEachTest } from 'ui-kit/testing';
import { fill } from '../../../test/fill';
import { PACKAGE, ROUTER_ID, cmsServer, listOk } from '../../../test/fixtures';
import { CMS_ROUTES } from '../../../test/routes';

signInForEachTest('admin');

const user = () => userEvent.setup({ delay: null });

/** The hotspot's answers the package form reads when a package is sold online. */
function hotspot(request: { method: string; url: string }) {
  if (request.method === 'GET' && request.url === '/dashboard/routers') {
    return listOk([
      { id: ROUTER_ID, routerName: 'Kantor Pusat', isOnline: true },
      { id: 'r2', routerName: 'Cabang', isOnline: false },
    ]);
  }
  if (request.method === 'GET' && request.url === `/ppp/${ROUTER_ID}/profiles`) {
    return listOk([
      { id: '*1', name: 'paket-20M', rateLimit: '20M/20M' },
      { id: '*2', name: 'paket-50M', rateLimit: '50M/50M' },
    ]);
  }
  if (request.method === 'GET' && request.url === `/hotspot/${ROUTER_ID}/profiles`) {
    return listOk([
      { id: '*0', name: 'default', rateLimit: '' },
      { id: '*3', name: '1hari', rateLimit: '2M/3M' },
    ]);
  }
  if (request.method === 'GET' && request.url === '/ppp/r2/profiles') {
    return { status: 504, data: { success: false, error: 'Router timed out' } };
  }
  return undefined;
}

test('the messages of a package on submit', async () => {
  const api = mockHttp(cmsServer({}).handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/packages/create' });

  await u.click(await screen.findByRole('button', { name: 'Save' }));
  for (const message of [
    'Package name is required',
    'Speed is required',
    'Price is required',
    'Features are required',
    'Category is required',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(api.calls('POST', '/cms/packages')).toHaveLength(0);
});

test('features are added one by one with Enter or the plus button, and removed one by one', async () => {
  mockHttp(cmsServer({}).handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/packages/create' });

  const entry = await screen.findByRole('textbox', { name: /^Features/ });
  const add = screen.getByRole('button', { name: 'Add feature' });
  expect(add).toBeDisabled();
  await u.type(entry, 'Unlimited{Enter}');
  expect(entry).toHaveValue('');
  await u.type(entry, '  Free install  ');
  await u.click(add);
  // The same entry again is not added twice; a blank one not at all.
  await u.type(entry, 'Unlimited{Enter}   {Enter}');

  const list = screen.getByRole('list', { name: 'Features' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Unlimited', 'Free install']);
  await u.click(screen.getByRole('button', { name: 'Remove feature Unlimited' }));
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Free install']);
  // Enter in the entry added a feature; it never submitted the form.
  expect(screen.queryByText('Package name is required')).not.toBeInTheDocument();
});

test('prices are typed in rupiah with grouping and sent as whole numbers; a new package is POSTed', async () => {
  const server = cmsServer({});
  const api = mockHttp(server.handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/packages/create', history: ['/app/cms?tab=packages'] });

  await fill(u, await screen.findByRole('textbox', { name: /^Package name/ }), 'Paket Keluarga');
  await fill(u, screen.getByRole('textbox', { name: /^Speed/ }), '20 Mbps');
  const price = screen.getByRole('textbox', { name: /^Price/ });
  await u.type(price, '150000');
  expect(price).toHaveValue('150.000');
  await u.type(screen.getByRole('textbox', { name: /^Original price/ }), 'Rp 200.000');
  expect(screen.getByRole('textbox', { name: /^Original price/ })).toHaveValue('200.000');
  await u.type(screen.getByRole('textbox', { name: /^Features/ }), 'Unlimited{Enter}');
  await u.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Rumahan');
  expect(
    Array.from(screen.getByRole('combobox', { name: /^Category/ }).querySelectorAll('option')).map(
      (option) => option.textContent,
    ),
  ).toEqual(['Choose a category', 'Rumahan', 'Bisnis', 'Enterprise']);
  await u.click(screen.getByRole('checkbox', { name: 'Popular' }));
  await u.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Package created successfully')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/app/cms'));
  expect(api.calls('POST', '/cms/packages')[0]?.body).toEqual({
    name: 'Paket Keluarga',
    speed: '20 Mbps',
    price: 150000,
    originalPrice: 200000,
    features: ['Unlimited'],
    category: 'Rumahan',
    isPopular: true,
    isActive: true,
    order: 0,
    routerId: null,
    pppProfile: null,
    durationDays: 30,
    saleKind: 'ppp',
    hotspotProfile: null,
  });
});

test("sold online: the router from the dashboard's list, a PPP profile from that router, and a duration", async () => {
  const server = cmsServer({ packages: [PACKAGE] }, hotspot);
  const api = mockHttp(server.handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: `/app/cms/packages/${PACKAGE.id}`, history: ['/app/cms'] });

  await u.click(await screen.findByRole('checkbox', { name: 'Sold online' }));
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Choose the router that sells this package')).toBeInTheDocument();
  expect(screen.getByText('PPP profile is required for a package sold online')).toBeInTheDocument();

  const router = screen.getByRole('combobox', { name: /^Router/ });
  await waitFor(() =>
    expect(within(router).getByRole('option', { name: 'Cabang (offline)' })).toBeInTheDocument(),
  );
  // An unreachable router says why; its profiles cannot be chosen.
  await u.selectOptions(router, 'r2');
  expect(await screen.findByText('Router timed out')).toBeInTheDocument();

  await u.selectOptions(router, ROUTER_ID);
  const profile = screen.getByRole('combobox', { name: /^PPP profile/ });
  await waitFor(() =>
    expect(
      within(profile).getByRole('option', { name: 'paket-50M (50M/50M)' }),
    ).toBeInTheDocument(),
  );
  await u.selectOptions(profile, 'paket-50M');
  const duration = screen.getByRole('spinbutton', { name: /^Duration/ });
  await u.clear(duration);
  await u.type(duration, '0');
  expect(await screen.findByText('Duration must be 1 to 3650 days')).toBeInTheDocument();
  await u.clear(duration);
  await u.type(duration, '90');
  await u.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Package updated successfully')).toBeInTheDocument();
  expect(api.calls('PUT', `/cms/packages/${PACKAGE.id}`)[0]?.body).toMatchObject({
    routerId: ROUTER_ID,
    pppProfile: 'paket-50M',
    durationDays: 90,
  });
});

test('sold online as a hotspot voucher: a hotspot profile of the router, no duration', async () => {
  const server = cmsServer({ packages: [PACKAGE] }, hotspot);
  const api = mockHttp(server.handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: `/app/cms/packages/${PACKAGE.id}`, history: ['/app/cms'] });

  await u.click(await screen.findByRole('checkbox', { name: 'Sold online' }));
  await u.selectOptions(screen.getByRole('combobox', { name: /^Sells/ }), 'voucher');
  expect(screen.queryByRole('spinbutton', { name: /^Duration/ })).toBeNull();
  await u.selectOptions(screen.getByRole('combobox', { name: /^Router/ }), ROUTER_ID);
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Hotspot profile is required for a voucher sold online'),
  ).toBeInTheDocument();
  const profile = screen.getByRole('combobox', { name: /^Hotspot profile/ });
  await waitFor(() =>
    expect(within(profile).getByRole('option', { name: '1hari (2M/3M)' })).toBeInTheDocument(),
  );
  await u.selectOptions(profile, '1hari');
  await u.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Package updated successfully')).toBeInTheDocument();
  expect(api.calls('PUT', `/cms/packages/${PACKAGE.id}`)[0]?.body).toMatchObject({
    routerId: ROUTER_ID,
    saleKind: 'voucher',
    hotspotProfile: '1hari',
    pppProfile: null,
  });
});

test("a failed save toasts 'Error saving package' when the server gives no text", async () => {
  const server = cmsServer({ packages: [PACKAGE] });
  mockHttp((request) =>
    request.method === 'PUT' ? { status: 502, data: {} } : server.handler(request),
  );
  const u = user();
  renderApp(CMS_ROUTES, { path: `/app/cms/packages/${PACKAGE.id}` });

  await fill(u, await screen.findByRole('textbox', { name: /^Speed/ }), '0');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Error saving package')).toBeInTheDocument();
});
