import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { signOut } from 'shared-auth/testing';
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
} from '../../federation/remote-loader';
import { hasPrerendered, PRERENDERED_ELEMENT_ID, watchPrerenderedSubmit } from '../prerendered';

// Issue 8: the server sends `/` and `/login` prerendered (packages/api/src/lib/prerendered.ts). The
// shell keeps that markup on screen instead of a spinner until the remote's page (or an error) is
// in the DOM, then removes it, moving what the visitor typed and the focus to the real form.

/** What the server puts before #root. */
function serverMarkup(path: string) {
  const element = document.createElement('div');
  element.id = PRERENDERED_ELEMENT_ID;
  element.dataset.path = path;
  element.innerHTML =
    '<main><h1>Prerendered page</h1><form method="post"><input name="username" aria-label="Server username" />' +
    '<input name="password" type="password" aria-label="Server password" />' +
    '<button type="button" data-submit="">Server login</button></form></main>';
  document.body.prepend(element);
  // What the entry chunk does on such a page (src/index.ts).
  watchPrerenderedSubmit();
  return element;
}

/** A remote's login form: controlled fields, and the state React holds for them. */
function LoginRemote(): ReactElement {
  const [values, setValues] = useState({ username: '', password: '' });
  const [submitted, setSubmitted] = useState<string | null>(null);
  const change = (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [event.target.name]: event.target.value }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(`${values.username}/${values.password.length}`);
      }}
    >
      <h1>Remote login</h1>
      <input name="username" aria-label="Username" value={values.username} onChange={change} />
      <input
        name="password"
        aria-label="Password"
        type="password"
        value={values.password}
        onChange={change}
      />
      <p>{`state: ${values.username}/${values.password.length}`}</p>
      {submitted ? <p>{`submitted: ${submitted}`}</p> : null}
      <button type="submit">Login</button>
    </form>
  );
}

function deferred() {
  let resolve!: (module: RemoteComponentModule) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<RemoteComponentModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(async () => {
  await signOut();
  meAnswers(ADMIN);
});

afterEach(() => document.getElementById(PRERENDERED_ELEMENT_ID)?.remove());

test('the prerendered page stays, with no spinner over it, until the remote page replaces it', async () => {
  const element = serverMarkup('/login');
  const pending = deferred();
  renderShell(
    '/login',
    fakeLoader(() => pending.promise),
  );

  // Loading: the server's page is what shows; the spinner does not cover it.
  expect(screen.queryByText('Mohon Tunggu')).not.toBeInTheDocument();
  expect(hasPrerendered()).toBe(true);

  // The visitor types before the scripts are done.
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Server username'), 'budi');
  await user.type(screen.getByLabelText('Server password'), 'rahasia');
  expect(element).toContainElement(document.activeElement as HTMLElement);
  // And presses Enter: the prerendered form cannot submit; the real one will, once it is there.
  await user.keyboard('{Enter}');

  await act(async () => pending.resolve({ default: LoginRemote }));

  expect(await screen.findByRole('heading', { name: 'Remote login' })).toBeInTheDocument();
  expect(element).not.toBeInTheDocument();
  expect(hasPrerendered()).toBe(false);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Remote login');
  // What was typed is in the real form, in React's state too, and the focus followed.
  expect(screen.getByLabelText('Username')).toHaveValue('budi');
  expect(screen.getByLabelText('Password')).toHaveValue('rahasia');
  expect(screen.getByText('state: budi/7')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(await screen.findByText('submitted: budi/7')).toBeInTheDocument();
});

test('without a submit asked for, the real form is not submitted at the handover', async () => {
  serverMarkup('/login');
  const pending = deferred();
  renderShell(
    '/login',
    fakeLoader(() => pending.promise),
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Server username'), 'budi');
  await act(async () => pending.resolve({ default: LoginRemote }));
  expect(await screen.findByText('state: budi/0')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByText(/submitted:/)).not.toBeInTheDocument();
});

test('a remote that cannot load replaces the prerendered page with its error and Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const element = serverMarkup('/');
  const loader = fakeLoader((ref: RemoteModuleRef) =>
    Promise.reject(new RemoteLoadError(ref.remote, 'remoteEntry.js answered HTTP 503')),
  );
  renderShell('/', loader);

  expect(await screen.findByRole('alert')).toHaveTextContent('remoteEntry.js answered HTTP 503');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(element).not.toBeInTheDocument();
});

test('without prerendered markup a public page shows the spinner while it loads, as before', async () => {
  const pending = deferred();
  renderShell(
    '/',
    fakeLoader(() => pending.promise),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Mohon Tunggu');
  await act(async () =>
    pending.resolve(fakeRemoteModule({ remote: 'landing', module: './Landing' })),
  );
  expect(await screen.findByText('Loaded landing ./Landing')).toBeInTheDocument();
});

test('a page that is not public takes the screen at once', async () => {
  const element = serverMarkup('/');
  renderShell('/no/such/page');
  expect(element).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
});
