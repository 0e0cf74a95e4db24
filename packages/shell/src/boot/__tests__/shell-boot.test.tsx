import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from 'shared-auth/testing';
import { renderApp } from 'ui-kit/testing';
import { ADMIN, fakeLoader, meAnswers } from '../../test/render-shell';
import { RemoteConfigError } from '../../federation/remote-config';
import type { RemoteLoader } from '../../federation/remote-loader';
import { ShellBoot } from '../shell-boot';

test('if /remotes.json cannot be read, a full-page error with Retry replaces the console', async () => {
  await signInAs(ADMIN);
  meAnswers();
  const start = jest
    .fn<Promise<RemoteLoader>, []>()
    .mockRejectedValueOnce(new RemoteConfigError('/remotes.json answered HTTP 502'))
    .mockResolvedValueOnce(fakeLoader());
  const user = userEvent.setup();
  renderApp(<ShellBoot start={start} />, { path: '/app/cms' });

  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'Pokayoke Admin could not start' }),
  ).toBeInTheDocument();
  expect(within(alert).getByText('/remotes.json answered HTTP 502')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Loaded cms ./CmsRoutes')).toBeInTheDocument();
  expect(start).toHaveBeenCalledTimes(2);
});

test('nothing renders a route before the configuration is read', async () => {
  const start = jest.fn(() => new Promise<RemoteLoader>(() => undefined));
  renderApp(<ShellBoot start={start} />);
  expect(await screen.findByText('Mohon Tunggu')).toBeInTheDocument();
  expect(screen.queryByText(/Loaded/)).not.toBeInTheDocument();
});
