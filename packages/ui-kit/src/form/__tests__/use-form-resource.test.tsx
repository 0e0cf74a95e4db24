import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getErrorMessage } from 'shared-auth';
import { mockHttp } from 'shared-auth/testing';
import { useFormResource } from '../use-form-resource';

interface Banner {
  id: number;
  title: string;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

test('reads and saves a { success, data } record', async () => {
  const api = mockHttp((request) =>
    request.method === 'GET'
      ? { status: 200, data: { success: true, data: { id: 5, title: 'Promo' } } }
      : { status: 200, data: { success: true, data: { id: 5, title: 'Promo 2' } } },
  );
  const { result } = renderHook(
    () => useFormResource<Banner, Omit<Banner, 'id'>>('/cms/banners', '5', { envelope: 'success' }),
    { wrapper },
  );

  await waitFor(() => expect(result.current.record).toEqual({ id: 5, title: 'Promo' }));
  expect(result.current.mode).toBe('edit');
  let saved: unknown;
  await act(async () => {
    saved = await result.current.save({ title: 'Promo 2' });
  });
  expect(saved).toEqual({ message: undefined, result: { id: 5, title: 'Promo 2' } });
  expect(api.calls('PUT', '/cms/banners/5')).toHaveLength(1);
});

test('a save answered { success: false, error } fails with that error', async () => {
  mockHttp(() => ({ status: 200, data: { success: false, error: 'Title is taken' } }));
  const { result } = renderHook(
    () => useFormResource<Banner>('/cms/banners', 'CREATE', { envelope: 'success' }),
    { wrapper },
  );
  expect(result.current.isCreate).toBe(true);

  let failure: unknown;
  await act(async () => {
    await result.current.save({ title: 'x' }).catch((error: unknown) => {
      failure = error;
    });
  });
  expect(getErrorMessage(failure)).toBe('Title is taken');
});

test('an empty param is not found, without a call; a parsed param is taken as it is', async () => {
  const api = mockHttp(() => ({ status: 200, data: { result: { id: 1, title: 'x' } } }));
  const empty = renderHook(() => useFormResource<Banner>('/customers', '  '), { wrapper });
  expect(empty.result.current).toMatchObject({ isCreate: false, id: null, isNotFound: true });
  expect(empty.result.current.isLoading).toBe(false);

  const parsed = renderHook(
    () => useFormResource<Banner>('/customers', { mode: 'edit', id: '1' }),
    { wrapper },
  );
  await waitFor(() => expect(parsed.result.current.record).toEqual({ id: 1, title: 'x' }));
  expect(api.requests.map((request) => request.url)).toEqual(['/customers/1']);
});
