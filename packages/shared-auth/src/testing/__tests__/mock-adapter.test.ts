import axios, { AxiosError, type AxiosProgressEvent } from 'axios';
import { http, waitForHydration } from '../../instance';
import {
  createMockAdapter,
  deferredReply,
  expectOnlyPlannedRequests,
  listReply,
  mockHttp,
  seenByServer,
  type Handler,
  type ReplyTable,
} from '..';

function client(plan: Handler | ReplyTable) {
  const network = createMockAdapter(plan);
  return { network, api: axios.create({ baseURL: '/api', adapter: network.adapter }) };
}

test('records a request as the server sees it and answers from the handler', async () => {
  const { network, api } = client(() => ({ status: 201, data: { result: { id: 'c1' } } }));

  const response = await api.post(
    '/customers',
    { name: 'Budi' },
    { params: { draft: true }, headers: { Authorization: 'Bearer a' } },
  );

  expect(response).toMatchObject({ status: 201, data: { result: { id: 'c1' } } });
  expect(network.requests).toHaveLength(1);
  expect(network.requests[0]).toMatchObject({
    method: 'POST',
    url: '/customers',
    fullUrl: '/api/customers',
    params: { draft: true },
    body: { name: 'Budi' },
    authorization: 'Bearer a',
    headers: { Authorization: 'Bearer a' },
  });
  expect(network.requests.map(seenByServer)).toEqual([
    { method: 'POST', url: '/api/customers', authorization: 'Bearer a', body: { name: 'Budi' } },
  ]);
  expect(network.calls('POST', '/customers')).toHaveLength(1);
  expect(network.calls('GET', '/customers')).toHaveLength(0);
});

test('a reply table answers by METHOD /path, with fixed replies or handlers', async () => {
  const { network, api } = client({
    'GET /public/landing': { status: 200, data: 'fixed' },
    'POST /auth/login': (request) => ({ status: 200, data: request.body }),
  });

  await expect(api.get('/public/landing')).resolves.toMatchObject({ data: 'fixed' });
  await expect(api.post('/auth/login', { username: 'admin' })).resolves.toMatchObject({
    data: { username: 'admin' },
  });
  expect(network.unplanned).toEqual([]);
});

test('a request without a planned answer fails and is listed', async () => {
  const { network, api } = client({ 'GET /customers': { status: 200 } });

  await expect(api.delete('/customers/1')).rejects.toThrow('No test reply for DELETE /customers/1');
  await expect(api.post('/customers')).rejects.toThrow('No test reply for POST /customers');
  expect(network.unplanned).toEqual(['DELETE /customers/1', 'POST /customers']);
});

test.each([
  [400, AxiosError.ERR_BAD_REQUEST],
  [404, AxiosError.ERR_BAD_REQUEST],
  [503, AxiosError.ERR_BAD_RESPONSE],
])('a %i answer fails as axios fails it, with the response', async (status, code) => {
  const { api } = client(() => ({ status, data: { message: 'No' } }));

  const error: unknown = await api.get('/customers').catch((e: unknown) => e);

  expect(axios.isAxiosError(error)).toBe(true);
  expect(error).toMatchObject({ code, response: { status, data: { message: 'No' } } });
});

test('a network error has no response', async () => {
  const { api } = client(() => ({ networkError: true }));

  const error: unknown = await api.get('/customers').catch((e: unknown) => e);

  expect(error).toBeInstanceOf(AxiosError);
  expect(error).toMatchObject({ code: AxiosError.ERR_NETWORK });
  expect((error as AxiosError).response).toBeUndefined();
});

test('upload progress reaches the caller; an aborted request fails as cancelled', async () => {
  const answer = deferredReply();
  const { network, api } = client(() => answer.reply);
  const progress: AxiosProgressEvent[] = [];
  const controller = new AbortController();
  const form = new FormData();
  form.append('customerId', 'c1');

  const pending = api.post('/deliveries/import', form, {
    signal: controller.signal,
    onUploadProgress: (event) => progress.push(event),
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [sent] = network.requests;
  expect(sent?.body).toBe(form);
  expect(sent?.signal).toBe(controller.signal);
  sent?.reportUpload(250, 1000);
  controller.abort();

  const error: unknown = await pending.catch((e: unknown) => e);
  expect(axios.isCancel(error)).toBe(true);
  expect(progress).toMatchObject([{ loaded: 250, total: 1000, progress: 0.25, upload: true }]);
});

test('mockHttp answers the page client; an unplanned request fails the after-test check', async () => {
  await waitForHydration();
  const first = mockHttp({ 'GET /customers': listReply([{ id: 'c1' }], 1, 5, 11) });
  await expect(http.get('/customers')).resolves.toMatchObject({
    data: { result: [{ id: 'c1' }], pagination: { page: 1, perPage: 5, total: 11, totalPages: 3 } },
  });
  await expect(http.get('/users')).rejects.toThrow('No test reply for GET /users');
  // Replacing the plan keeps what the first one saw.
  mockHttp(() => ({ status: 200 }));
  expect(first.unplanned).toEqual(['GET /users']);

  expect(() => expectOnlyPlannedRequests()).toThrow();
  // Checked once: the next test starts clean.
  expect(() => expectOnlyPlannedRequests()).not.toThrow();
});
