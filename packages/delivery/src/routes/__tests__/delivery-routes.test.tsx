import { screen } from '@testing-library/react';
import { renderMounted } from 'ui-kit/testing';
import { CUSTOMERS } from '../../test/fixtures';
import { expectOnlyPlannedRequests, listReply, mockApi } from '../../test/mock-api';
import { signInAs, signOut } from '../../test/session';
import { DeliveryRoutes } from '../delivery-routes';

beforeEach(async () => {
  await signInAs('admin');
  mockApi((request) => (request.url === '/customers' ? listReply(CUSTOMERS) : undefined));
});

afterEach(() => {
  signOut();
  expectOnlyPlannedRequests();
});

test('/app/delivery shows the delivery screen titled Delivery', async () => {
  renderMounted('/app/delivery/*', <DeliveryRoutes />, '/app/delivery');

  expect(
    await screen.findByRole('heading', { name: 'Choose a customer to see its deliveries' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Page title' })).toHaveTextContent('Delivery');
  expect(screen.getByRole('combobox', { name: 'Choose customer' })).toBeInTheDocument();
});

test('an unknown delivery sub-path shows the not-found page', async () => {
  renderMounted('/app/delivery/*', <DeliveryRoutes />, '/app/delivery/old-import');

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
