import { withQuery } from '../with-query';

describe('withQuery', () => {
  test('sets, replaces and removes keys, keeping the others', () => {
    const query = new URLSearchParams('status=PAID&page=2&from=2026-11-01');
    const next = withQuery(query, { status: 'UNPAID', from: null, to: '2026-11-30', page: '' });
    expect(next.toString()).toBe('status=UNPAID&to=2026-11-30');
  });

  test('undefined removes a key too, and the query given is left as it was', () => {
    const query = new URLSearchParams('profile=1h&batch=7');
    const next = withQuery(query, { batch: undefined });
    expect(next.toString()).toBe('profile=1h');
    expect(query.toString()).toBe('profile=1h&batch=7');
  });
});
