import { renderToString } from 'react-dom/server';
import { LANDING_TITLE, LOGIN_TITLE } from '../../features/brand/components/brand';
import { INVOICE_PAY_TEXT } from '../../features/purchase/components/invoice-pay-page';
import { PRERENDERED_PAGES, PRERENDERED_STYLESHEETS } from '../pages';

// What scripts/prerender.ts writes at build time for `/` and `/login`: the static page a
// visitor sees before any script, the same markup the routes render first.

function page(path: string) {
  const found = PRERENDERED_PAGES.find((p) => p.path === path);
  if (!found) throw new Error(`no prerendered page for ${path}`);
  const container = document.createElement('div');
  container.innerHTML = renderToString(found.element);
  return { ...found, container };
}

test('/ is the landing page without CMS content: header, hero, features, footer', () => {
  const { title, container } = page('/');
  expect(title).toBe(LANDING_TITLE);
  expect(container.querySelectorAll('h1')).toHaveLength(1);
  expect(container.querySelector('h1')).toHaveTextContent('Smart WiFi Management System');
  expect(container.querySelector('header')).not.toBeNull();
  expect(container.querySelector('main#main-content')).not.toBeNull();
  expect(container.querySelector('footer')).not.toBeNull();
  expect(container.querySelector('#features')).not.toBeNull();
  // CMS sections fill in later, from GET /api/public/landing.
  expect(container.querySelector('#packages')).toBeNull();
  expect(container.querySelector('#contact')).toBeNull();
  // Links work before the scripts do.
  const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toContain('/login');
});

test('/login is the empty login form, posting (never a GET with the password) if sent before the scripts', () => {
  const { title, container } = page('/login');
  expect(title).toBe(LOGIN_TITLE);
  const form = container.querySelector('form');
  expect(form?.getAttribute('method')).toBe('post');
  expect(container.querySelector('input[name="username"]')).toHaveValue('');
  expect(container.querySelector('input[name="password"]')).toHaveAttribute('type', 'password');
  expect(container.querySelector('button[type="submit"]')).toHaveTextContent('Login');
});

test('/bayar/* is the invoice pay page loading, in Indonesian, as the route first renders it', () => {
  const { title, container } = page('/bayar/*');
  expect(title).toBe(INVOICE_PAY_TEXT.loading.title);
  expect(container.querySelector('main')?.getAttribute('lang')).toBe('id');
  expect(container.querySelector('h1')).toHaveTextContent(INVOICE_PAY_TEXT.loading.title);
  expect(container.querySelector('form')).toBeNull();
});

test('the stylesheets exist, relative to the package', () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  for (const file of PRERENDERED_STYLESHEETS)
    expect(fs.existsSync(path.join(__dirname, '..', '..', '..', file))).toBe(true);
});
