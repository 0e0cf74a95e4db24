import { screen } from '@testing-library/react';
import { pageTitle, renderMounted } from 'ui-kit/testing';
import { CmsRoutes } from '../cms-routes';

const mount = (path: string) => renderMounted('/app/cms/*', <CmsRoutes />, path);

test('/app/cms shows the CMS tabs screen titled CMS', async () => {
  mount('/app/cms');

  expect(await screen.findByRole('heading', { name: 'CMS' })).toBeInTheDocument();
  expect(pageTitle()).toBe('CMS');
});

test.each([
  ['banners', 'banner', 'Banner'],
  ['packages', 'package', 'Package'],
  ['company-profile', 'company profile', 'Company profile'],
  ['contact-info', 'contact info', 'Contact info'],
])('the %s form: create (any case) and edit', async (segment, item, capitalised) => {
  const first = mount(`/app/cms/${segment}/Create`);
  expect(await screen.findByRole('heading', { name: `New ${item}` })).toBeInTheDocument();
  expect(pageTitle()).toBe('CMS');
  first.unmount();

  mount(`/app/cms/${segment}/12`);
  expect(await screen.findByRole('heading', { name: `${capitalised} 12` })).toBeInTheDocument();
  expect(
    screen.getByText(new RegExp(`^Edit mode for the ${item} with id 12\\.`)),
  ).toBeInTheDocument();
});

test('/app/cms/banners/{id}/view is the banner preview', async () => {
  mount('/app/cms/banners/9/view');

  expect(await screen.findByRole('heading', { name: 'Banner 9 preview' })).toBeInTheDocument();
});

test.each([
  '/app/cms/banners/create/view',
  '/app/cms/banners',
  '/app/cms/pages',
  '/app/cms/packages/3/view',
])('%s shows the not-found page', async (path) => {
  mount(path);

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
