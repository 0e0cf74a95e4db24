import type { ReactElement } from 'react';
import type { SessionUser } from 'shared-auth';
import { mockHttp, type MockNetwork } from 'shared-auth/testing';
import { usePageTitle } from 'ui-kit/layout';
import { renderApp, type AppRender } from 'ui-kit/testing';
import { App } from '../app';
import type {
  RemoteComponentModule,
  RemoteLoader,
  RemoteModuleRef,
} from '../federation/remote-loader';
import { REMOTE_ROUTES } from '../routes/route-table';

/** A full profile, as `/auth/me` returns it for an admin: the header and sidebar show every field. */
export const ADMIN: SessionUser = {
  id: '1',
  username: 'admin',
  fullName: 'Budi Santoso',
  role: 'admin',
  email: 'budi@example.com',
  nik: '3174012345',
  createdAt: '2024-03-05T08:00:00.000Z',
};

/**
 * A stand-in for a remote's exposed module: shows which remote and module the shell loaded, and
 * sets the area's page title the way the real remotes do.
 */
export function fakeRemoteModule(ref: RemoteModuleRef): RemoteComponentModule {
  const title =
    REMOTE_ROUTES.find((r) => r.remote === ref.remote && r.module === ref.module)?.title ?? null;
  function FakeRemote(): ReactElement {
    usePageTitle(title);
    return <p>{`Loaded ${ref.remote} ${ref.module}`}</p>;
  }
  return { default: FakeRemote };
}

export interface FakeLoader extends RemoteLoader {
  loads: RemoteModuleRef[];
  preloads: RemoteModuleRef[];
  resets: string[];
}

/** A loader answering from `resolve` (default: every module loads), recording every call. */
export function fakeLoader(
  resolve: (ref: RemoteModuleRef) => Promise<RemoteComponentModule> = (ref) =>
    Promise.resolve(fakeRemoteModule(ref)),
): FakeLoader {
  const loader: FakeLoader = {
    loads: [],
    preloads: [],
    resets: [],
    load(ref) {
      loader.loads.push(ref);
      return resolve(ref);
    },
    preload(ref) {
      loader.preloads.push(ref);
    },
    loaded() {
      return undefined;
    },
    reset(remote) {
      loader.resets.push(remote);
    },
  };
  return loader;
}

/** The whole shell (routes, guard, layout) at `path`, with the real providers and a fake loader. */
export function renderShell(path: string, loader: RemoteLoader = fakeLoader()): AppRender {
  return renderApp(<App loader={loader} />, { path });
}

/** `GET /auth/me` answers with `user`, and Sign Out's `POST /auth/logout` succeeds. */
export function meAnswers(user: SessionUser = ADMIN): MockNetwork {
  return mockHttp({
    'GET /auth/me': { status: 200, data: { result: user } },
    'POST /auth/logout': { status: 200, data: { message: 'Signed out' } },
  });
}
