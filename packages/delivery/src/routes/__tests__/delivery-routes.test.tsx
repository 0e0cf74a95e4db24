import { screen } from '@testing-library/react';
import { pageTitle, renderMounted } from 'ui-kit/testing';
import { CUSTOMERS } from '../../test/fixtures';
import { listReply, mockHttp, signInAs, signOut } from 'shared-auth/testing';
import { DeliveryRoutes } from '../delivery-routes';

beforeEach(async () => {
  await signInAs('admin');
  mockHttp((request) => (request.url === '/customers' ? listReply(CUSTOMERS) : undefined));
});

afterEach(async () => {
  await signOut();
});

test('/app/delivery shows the delivery screen titled Delivery', async () => {
  renderMounted('/app/delivery/*', <DeliveryRoutes />, '/app/delivery');

  expect(
    await screen.findByRole('heading', { name: 'Choose a customer to see its deliveries' }),
  ).toBeInTheDocument();
  expect(pageTitle()).toBe('Delivery');
  expect(screen.getByRole('combobox', { name: 'Choose customer' })).toBeInTheDocument();
});

test('an unknown delivery sub-path shows the not-found page', async () => {
  renderMounted('/app/delivery/*', <DeliveryRoutes />, '/app/delivery/old-import');

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
