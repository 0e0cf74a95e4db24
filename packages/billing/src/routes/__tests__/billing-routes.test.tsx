import { screen, within } from '@testing-library/react';
import { pageTitle, renderMounted } from 'ui-kit/testing';
import { signInAs, signOut } from 'shared-auth/testing';
import { BillingRoutes } from '../billing-routes';

beforeEach(async () => {
  await signInAs('admin');
});

afterEach(async () => {
  await signOut();
});

test('/app/billing is titled Billing and links to each billing screen', async () => {
  renderMounted('/app/billing/*', <BillingRoutes />, '/app/billing');

  const list = await screen.findByRole('list');
  expect(pageTitle()).toBe('Billing');
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Subscribers', '/app/billing/subscribers'],
    ['Invoices', '/app/billing/invoices'],
    ['Messages', '/app/billing/messages'],
    ['Templates', '/app/billing/templates'],
    ['Plans', '/app/billing/plans'],
    ['Settings', '/app/billing/settings'],
  ]);
});

test('an unknown billing sub-path shows the not-found page', async () => {
  renderMounted('/app/billing/*', <BillingRoutes />, '/app/billing/old-plans');

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
