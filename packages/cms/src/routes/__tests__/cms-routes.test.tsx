import { screen } from '@testing-library/react';
import { mockHttp } from 'shared-auth/testing';
import { pageTitle, renderMounted, signInForEachTest } from 'ui-kit/testing';
import { BANNER, cmsServer } from '../../test/fixtures';
import { CmsRoutes } from '../cms-routes';

signInForEachTest('admin');

const mount = (path: string) => renderMounted('/app/cms/*', <CmsRoutes />, path);

test('/app/cms shows the CMS tabs screen titled CMS', async () => {
  mockHttp(cmsServer({}).handler);
  mount('/app/cms');

  expect(await screen.findByRole('heading', { name: 'CMS' })).toBeInTheDocument();
  expect(pageTitle()).toBe('CMS');
});

test.each([
  ['banners', 'banner'],
  ['packages', 'package'],
  ['company-profile', 'company profile'],
  ['contact-info', 'contact info'],
])('the %s form: create in any case, else edit', async (segment, noun) => {
  mockHttp(cmsServer({ [segment]: [{ ...BANNER, id: '12' }] }).handler);
  const first = mount(`/app/cms/${segment}/CREATE`);
  expect(await screen.findByRole('heading', { name: `Add ${noun}` })).toBeInTheDocument();
  expect(pageTitle()).toBe('CMS');
  first.unmount();

  mount(`/app/cms/${segment}/12`);
  expect(await screen.findByRole('heading', { name: `Edit ${noun}` })).toBeInTheDocument();
});

test('/app/cms/banners/{id}/view is the banner preview', async () => {
  mockHttp(cmsServer({ banners: [BANNER] }).handler);
  mount(`/app/cms/banners/${BANNER.id}/view`);

  expect(await screen.findByRole('heading', { name: 'Banner preview' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Promo Merdeka' })).toBeInTheDocument();
});

test.each([
  '/app/cms/banners/create/view',
  '/app/cms/banners',
  '/app/cms/pages',
  '/app/cms/packages/3/view',
])('%s shows the not-found page', async (path) => {
  mockHttp(() => undefined);
  mount(path);

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
