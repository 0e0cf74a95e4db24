/** @jest-environment jsdom */
import { getErrorMessage } from '../../errors/error-message';
import { mockHttp, signInAs, signOut } from '../../testing';
import { blobText, downloadFile } from '../download';

let saved: { href: string; download: string }[];
let blobs: Blob[];

beforeEach(async () => {
  saved = [];
  blobs = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:test-${blobs.length}`;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  await signInAs('admin');
});

afterEach(async () => {
  jest.restoreAllMocks();
  await signOut();
});

test('GETs through the session client (bearer, params) and saves the answer under the name given', async () => {
  const api = mockHttp({
    'GET /routers/1/payments.csv': {
      status: 200,
      data: new Blob(['"a","b"\r\n'], { type: 'text/csv' }),
      headers: { 'content-type': 'text/csv' },
    },
  });
  const size = await downloadFile('/routers/1/payments.csv', 'payments.csv', {
    params: { status: 'PAID' },
  });
  expect(size).toBe(9);
  expect(saved).toEqual([{ href: 'blob:test-1', download: 'payments.csv' }]);
  expect(await blobText(blobs[0]!)).toBe('"a","b"\r\n');
  const [call] = api.calls('GET', '/routers/1/payments.csv');
  expect(call?.authorization).toBe('Bearer access-1');
  expect(call?.params).toEqual({ status: 'PAID' });
  expect(document.querySelector('a[download]')).toBeNull();
});

test('a refused download keeps the server’s words, read back from the blob', async () => {
  mockHttp({
    'GET /routers/9/payments.csv': {
      status: 404,
      data: new Blob([JSON.stringify({ success: false, error: 'Router not found' })]),
    },
  });
  const failure = await downloadFile('/routers/9/payments.csv', 'x.csv').catch(
    (error: unknown) => error,
  );
  expect(getErrorMessage(failure, 'fallback')).toBe('Router not found');
  expect(saved).toEqual([]);
});
