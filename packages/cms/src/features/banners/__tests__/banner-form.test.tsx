import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, signInAs } from 'shared-auth/testing';
import { currentPath, renderApp, signInForEachTest } from 'ui-kit/testing';
import { BANNER, cmsServer, ok } from '../../../test/fixtures';
import { fill } from '../../../test/fill';
import { CMS_ROUTES } from '../../../test/routes';

signInForEachTest('admin');

const user = () => userEvent.setup({ delay: null });

function pngFile(bytes = 64): File {
  return new File([new Uint8Array(bytes)], 'promo.png', { type: 'image/png' });
}

test('every field of a banner, and its messages on submit', async () => {
  const api = mockHttp(cmsServer({}).handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/banners/create', history: ['/app/cms'] });

  expect(await screen.findByRole('heading', { name: 'Add banner' })).toBeInTheDocument();
  for (const name of ['Title', 'Description', 'Image', 'Details', 'Link', 'Order']) {
    expect(
      screen.getByRole(name === 'Order' ? 'spinbutton' : 'textbox', {
        name: new RegExp(`^${name}`),
      }),
    ).toBeInTheDocument();
  }
  expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();

  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Title is required')).toBeInTheDocument();
  expect(screen.getByText('Description is required')).toBeInTheDocument();
  expect(screen.getByText('Image URL is required')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();

  const order = screen.getByRole('spinbutton', { name: 'Order' });
  await u.clear(order);
  await u.type(order, '-1');
  expect(await screen.findByText('Order must be 0 or greater')).toBeInTheDocument();
  await fill(u, screen.getByRole('textbox', { name: /^Image/ }), 'javascript:alert(1)');
  expect(
    await screen.findByText('Image URL must be an http(s) address or an uploaded image'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Image preview' })).not.toBeInTheDocument();
  expect(api.calls('POST', '/cms/banners')).toHaveLength(0);
});

test('create: an uploaded image fills the address with a preview; Save POSTs and toasts Banner created successfully', async () => {
  const server = cmsServer({});
  const api = mockHttp((request) => {
    if (request.method === 'POST' && request.url === '/cms/uploads') {
      request.reportUpload(32, 64);
      return ok(
        {
          url: '/api/public/uploads/abc.png',
          name: 'abc.png',
          contentType: 'image/png',
          width: 10,
          height: 10,
          bytes: 64,
        },
        201,
      );
    }
    return server.handler(request);
  });
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/banners/create', history: ['/app/cms?tab=banners'] });

  await fill(u, await screen.findByRole('textbox', { name: /^Title/ }), 'Promo Merdeka');
  await fill(u, screen.getByRole('textbox', { name: /^Description/ }), 'Internet cepat');
  await u.upload(screen.getByLabelText('Upload Image'), pngFile());

  expect(await screen.findByRole('img', { name: 'Image preview' })).toHaveAttribute(
    'src',
    '/api/public/uploads/abc.png',
  );
  expect(screen.getByRole('textbox', { name: /^Image/ })).toHaveValue(
    '/api/public/uploads/abc.png',
  );
  const upload = api.calls('POST', '/cms/uploads')[0]!;
  expect(upload.body).toBeInstanceOf(FormData);
  expect((upload.body as FormData).get('file')).toBeInstanceOf(File);

  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Banner created successfully')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/app/cms'));
  expect(api.calls('POST', '/cms/banners')[0]?.body).toEqual({
    title: 'Promo Merdeka',
    description: 'Internet cepat',
    image: '/api/public/uploads/abc.png',
    details: '',
    link: '',
    order: 0,
    isActive: true,
  });
});

test('an upload the server refuses shows its reason, and a file that is not an image never leaves', async () => {
  const api = mockHttp((request) =>
    request.url === '/cms/uploads'
      ? {
          status: 415,
          data: { success: false, error: 'Only PNG, JPEG or WebP images can be uploaded' },
        }
      : undefined,
  );
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/banners/create' });

  await u.upload(await screen.findByLabelText('Upload Image'), pngFile());
  expect(
    await screen.findByText('Only PNG, JPEG or WebP images can be uploaded'),
  ).toBeInTheDocument();

  const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
  const input = screen.getByLabelText('Upload Image');
  // The picker filters by `accept`; a drop does not, so the field checks again.
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [svg], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeInTheDocument();
  expect(api.calls('POST', '/cms/uploads')).toHaveLength(1);
});

test('edit loads the banner, PUTs the change and toasts Banner updated successfully', async () => {
  const server = cmsServer({ banners: [BANNER] });
  const api = mockHttp(server.handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: `/app/cms/banners/${BANNER.id}`, history: ['/app/cms'] });

  const title = await screen.findByRole('textbox', { name: /^Title/ });
  expect(screen.getByRole('heading', { name: 'Edit banner' })).toBeInTheDocument();
  expect(title).toHaveValue('Promo Merdeka');
  expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', BANNER.image);
  await u.clear(title);
  await fill(u, title, 'Promo Kemerdekaan');
  await u.click(screen.getByRole('checkbox', { name: 'Active' }));
  await u.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Banner updated successfully')).toBeInTheDocument();
  expect(api.calls('PUT', `/cms/banners/${BANNER.id}`)[0]?.body).toMatchObject({
    title: 'Promo Kemerdekaan',
    isActive: false,
  });
});

test("a failed save toasts the server's text, else 'Error saving banner'; a validation_error lands on its field", async () => {
  let reply: { status: number; data: unknown } = { status: 500, data: {} };
  mockHttp((request) => (request.method === 'POST' ? reply : undefined));
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/banners/create' });

  await fill(u, await screen.findByRole('textbox', { name: /^Title/ }), 'Promo');
  await fill(u, screen.getByRole('textbox', { name: /^Description/ }), 'Cepat');
  await fill(u, screen.getByRole('textbox', { name: /^Image/ }), 'https://cdn.example.com/a.png');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Error saving banner')).toBeInTheDocument();

  reply = { status: 500, data: { success: false, error: 'Database is read-only' } };
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Database is read-only')).toBeInTheDocument();

  reply = {
    status: 400,
    data: {
      message: 'validation_error',
      errors: [{ path: 'title', message: 'Title must be at most 200 characters' }],
    },
  };
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please fix the validation errors below')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
    'Title must be at most 200 characters',
  );
});

test("a banner that does not exist: 'Error fetching banner', then back to /app/cms", async () => {
  mockHttp(cmsServer({}).handler);
  renderApp(CMS_ROUTES, { path: '/app/cms/banners/missing', history: ['/app/cms'] });

  expect(await screen.findByText('Error fetching banner')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/app/cms'));
});

test('unsaved changes ask before leaving', async () => {
  mockHttp(cmsServer({}).handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/banners/create', history: ['/app/cms'] });

  await fill(u, await screen.findByRole('textbox', { name: /^Title/ }), 'Draft');
  await u.click(screen.getByRole('button', { name: 'kembali' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page?');
  await u.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(currentPath()).toBe('/app/cms/banners/create');
});

test('a plain user sees the banner read-only', async () => {
  await signInAs('user');
  mockHttp(cmsServer({ banners: [BANNER] }).handler);
  renderApp(CMS_ROUTES, { path: `/app/cms/banners/${BANNER.id}` });

  expect(await screen.findByRole('heading', { name: 'Banner' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
  expect(screen.queryByLabelText('Upload Image')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('the preview shows the banner as the landing page does, every text as text', async () => {
  const script = '<img src=x onerror=alert(1)>';
  mockHttp(
    cmsServer({ banners: [{ ...BANNER, title: script, link: 'javascript:alert(1)' }] }).handler,
  );
  renderApp(CMS_ROUTES, { path: `/app/cms/banners/${BANNER.id}/view` });

  const heading = await screen.findByRole('heading', { name: script });
  expect(heading.innerHTML).not.toContain('<img');
  expect(screen.queryByRole('link', { name: /See details/ })).not.toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test("the preview of a banner that does not exist: 'Error fetching banner', then back to /app/cms", async () => {
  mockHttp(cmsServer({}).handler);
  renderApp(CMS_ROUTES, { path: '/app/cms/banners/nope/view' });

  expect(await screen.findByText('Error fetching banner')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/app/cms'));
});
