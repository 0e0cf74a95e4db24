import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { signInAs } from 'shared-auth/testing';
import {
  ADMIN,
  fakeLoader,
  fakeRemoteModule,
  meAnswers,
  renderShell,
} from '../../test/render-shell';
import {
  RemoteLoadError,
  type RemoteComponentModule,
  type RemoteModuleRef,
} from '../remote-loader';

beforeEach(async () => {
  await signInAs(ADMIN);
  meAnswers();
  // Failing remotes are the subject here: the boundary's console report is expected, not noise to show.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A remote that is down for the first `failures` attempts, then back. */
function flakyRemote(failures: number) {
  let attempts = 0;
  return (ref: RemoteModuleRef): Promise<RemoteComponentModule> => {
    attempts += 1;
    if (attempts <= failures) {
      return Promise.reject(new RemoteLoadError(ref.remote, 'mf-manifest.json answered HTTP 404'));
    }
    return Promise.resolve(fakeRemoteModule(ref));
  };
}

test('a remote that cannot load shows the error and Retry in its own area; header and sidebar keep working', async () => {
  const loader = fakeLoader(flakyRemote(1));
  renderShell('/app/delivery', loader);

  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'The Delivery module could not be loaded' }),
  ).toBeInTheDocument();
  expect(within(alert).getByText('mf-manifest.json answered HTTP 404')).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  // The rest of the console is untouched: the header keeps the area's title, the sidebar its entries.
  const main = screen.getByRole('main');
  expect(main).toContainElement(alert);
  expect(
    within(screen.getByRole('banner')).getByRole('heading', { level: 1, name: 'Delivery' }),
  ).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'CMS' }),
  );
  expect(await screen.findByText('Loaded cms ./CmsRoutes')).toBeInTheDocument();
});

test('Retry forgets the failed attempt and loads the remote once it is back, without a reload', async () => {
  const loader = fakeLoader(flakyRemote(2));
  const user = userEvent.setup();
  renderShell('/app/user/create', loader);

  await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
  // Still down: the error comes back, with its Retry.
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(loader.resets).toEqual(['admin-users']);

  await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Loaded admin-users ./UserRoutes')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loader.loads).toHaveLength(3);
  expect(loader.resets).toEqual(['admin-users', 'admin-users']);
});

test('a remote that crashes while rendering is contained too, and Retry renders it again', async () => {
  let crash = true;
  function Crashing(): ReactElement {
    if (crash) throw new Error('Cannot read properties of undefined');
    return <p>Routers page</p>;
  }
  const loader = fakeLoader(() => Promise.resolve({ default: Crashing }));
  const user = userEvent.setup();
  renderShell('/app/routers', loader);

  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'The Routers module stopped because of an error' }),
  ).toBeInTheDocument();
  expect(within(alert).getByText('Cannot read properties of undefined')).toBeInTheDocument();

  crash = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Routers page')).toBeInTheDocument();
  // A render crash is not a loading problem: the loaded code is kept.
  expect(loader.resets).toEqual([]);
});

test('while a remote loads, the page skeleton shows in the main area', async () => {
  const loader = fakeLoader(() => new Promise<never>(() => undefined));
  renderShell('/app/cms', loader);

  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('status', { name: 'Loading page' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(
    within(screen.getByRole('banner')).getByRole('heading', { level: 1, name: 'CMS' }),
  ).toBeInTheDocument();
});

test('going to an area whose remote is still loading shows the skeleton at once, not the old page', async () => {
  const loader = fakeLoader((ref) =>
    ref.remote === 'cms'
      ? new Promise<never>(() => undefined)
      : Promise.resolve(fakeRemoteModule(ref)),
  );
  const user = userEvent.setup();
  renderShell('/app', loader);
  expect(await screen.findByText('Loaded hotspot ./DashboardPage')).toBeInTheDocument();

  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name: 'CMS' }));

  const main = screen.getByRole('main');
  expect(await within(main).findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  expect(within(main).queryByText('Loaded hotspot ./DashboardPage')).not.toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'CMS' })).toHaveAttribute('aria-current', 'page');
});

test('a remote that has already loaded renders at once, without its loading skeleton', async () => {
  // load() never settles: only the module handed over by loaded() can show the page.
  const loader = {
    ...fakeLoader(() => new Promise<RemoteComponentModule>(() => undefined)),
    loaded: (ref: RemoteModuleRef) => fakeRemoteModule(ref),
  };
  renderShell('/app/cms', loader);
  expect(await screen.findByText('Loaded cms ./CmsRoutes')).toBeInTheDocument();
  expect(loader.loads).toEqual([]);
});
