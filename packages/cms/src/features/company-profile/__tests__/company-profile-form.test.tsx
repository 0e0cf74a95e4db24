import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-auth/testing';
import { currentPath, renderApp, signInForEachTest } from 'ui-kit/testing';
import { fill } from '../../../test/fill';
import { PROFILE, cmsServer } from '../../../test/fixtures';
import { CMS_ROUTES } from '../../../test/routes';

signInForEachTest('admin');

const user = () => userEvent.setup({ delay: null });

test('company name and description are required; email and website are checked when given', async () => {
  const api = mockHttp(cmsServer({}).handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/company-profile/create' });

  expect(await screen.findByRole('heading', { name: 'Add company profile' })).toBeInTheDocument();
  await fill(u, screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
  await fill(u, screen.getByRole('textbox', { name: /^Website/ }), 'javascript:alert(1)');
  await u.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Company name is required')).toBeInTheDocument();
  expect(screen.getByText('Description is required')).toBeInTheDocument();
  expect(screen.getByText('Invalid email format')).toBeInTheDocument();
  expect(screen.getByText('Invalid website URL')).toBeInTheDocument();
  expect(api.calls('POST', '/cms/company-profile')).toHaveLength(0);
});

test('stats as label/value rows and social media as platform/URL rows: added, checked, removed', async () => {
  const server = cmsServer({});
  const api = mockHttp(server.handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/company-profile/create', history: ['/app/cms'] });

  await fill(u, await screen.findByRole('textbox', { name: /^Company name/ }), 'PT Pokayoke Net');
  await fill(u, screen.getByRole('textbox', { name: /^Description/ }), 'Internet rumah');

  await u.click(screen.getByRole('button', { name: 'Add stat' }));
  await u.click(screen.getByRole('button', { name: 'Add stat' }));
  await fill(u, screen.getByRole('textbox', { name: 'Label 1' }), 'Customers');
  await fill(u, screen.getByRole('textbox', { name: 'Value 1' }), '1.000+');
  await fill(u, screen.getByRole('textbox', { name: 'Label 2' }), 'Towers');

  await u.click(screen.getByRole('button', { name: 'Add social link' }));
  await fill(u, screen.getByRole('textbox', { name: 'Platform 1' }), 'instagram');
  await fill(u, screen.getByRole('textbox', { name: 'URL 1' }), 'instagram.com/x');
  await u.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Stat value is required')).toBeInTheDocument();
  expect(screen.getByText('Invalid social media URL')).toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: 'Remove stat 2' }));
  const url = screen.getByRole('textbox', { name: 'URL 1' });
  await u.clear(url);
  await fill(u, url, 'https://instagram.com/pokayoke');
  await u.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Company profile created successfully')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/app/cms'));
  expect(api.calls('POST', '/cms/company-profile')[0]?.body).toEqual({
    companyName: 'PT Pokayoke Net',
    description: 'Internet rumah',
    vision: '',
    mission: '',
    address: '',
    phone: '',
    email: '',
    website: '',
    logo: '',
    heroImage: '',
    stats: [{ label: 'Customers', value: '1.000+' }],
    socialMedia: { instagram: 'https://instagram.com/pokayoke' },
  });
}, 20_000);

test("edit fills the rows from the record and PUTs; a failed save toasts 'Failed to save company profile'", async () => {
  const server = cmsServer({ 'company-profile': [PROFILE] });
  let fail = true;
  const api = mockHttp((request) =>
    request.method === 'PUT' && fail ? { status: 500, data: {} } : server.handler(request),
  );
  const u = user();
  renderApp(CMS_ROUTES, { path: `/app/cms/company-profile/${PROFILE.id}`, history: ['/app/cms'] });

  expect(await screen.findByRole('textbox', { name: 'Label 1' })).toHaveValue('Customers');
  expect(screen.getByRole('textbox', { name: 'URL 1' })).toHaveValue(
    'https://instagram.com/pokayoke',
  );
  const group = screen.getByRole('group', { name: 'Social media' });
  await u.click(within(group).getByRole('button', { name: 'Add social link' }));
  await fill(u, screen.getByRole('textbox', { name: 'Platform 2' }), 'Instagram');
  await fill(u, screen.getByRole('textbox', { name: 'URL 2' }), 'https://instagram.com/b');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  // The API keeps platform → URL: a platform named twice would lose one.
  expect(await screen.findByText('Each platform once')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Platform 2' })).toHaveAccessibleDescription(
    'Each platform once',
  );
  await u.click(screen.getByRole('button', { name: 'Remove social link 2' }));

  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to save company profile')).toBeInTheDocument();
  fail = false;
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Company profile updated successfully')).toBeInTheDocument();
  expect(api.calls('PUT', `/cms/company-profile/${PROFILE.id}`)[1]?.body).toMatchObject({
    stats: [{ label: 'Customers', value: '1.000+' }],
    socialMedia: { instagram: 'https://instagram.com/pokayoke' },
  });
});

test("a create that fails toasts 'Error saving company profile'", async () => {
  mockHttp((request) => (request.method === 'POST' ? { status: 500, data: {} } : undefined));
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/company-profile/create' });

  await fill(u, await screen.findByRole('textbox', { name: /^Company name/ }), 'PT Pokayoke Net');
  await fill(u, screen.getByRole('textbox', { name: /^Description/ }), 'Internet rumah');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Error saving company profile')).toBeInTheDocument();
});

test("a company profile that does not exist: 'Error fetching company profile', then back", async () => {
  mockHttp(cmsServer({}).handler);
  renderApp(CMS_ROUTES, { path: '/app/cms/company-profile/gone' });

  expect(await screen.findByText('Error fetching company profile')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/app/cms'));
});
