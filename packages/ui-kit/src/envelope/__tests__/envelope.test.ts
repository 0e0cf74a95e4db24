import { FailedAnswerError, getErrorMessage } from 'shared-auth';
import { resolveEnvelope, resultEnvelope, successEnvelope } from '../envelope';

describe('the { result, pagination } envelope', () => {
  test('reads a page, a record and a write', () => {
    const page = { page: 2, perPage: 5, total: 7, totalPages: 2 };
    expect(resultEnvelope.readList({ result: [{ id: 1 }], pagination: page }, 5)).toEqual({
      result: [{ id: 1 }],
      pagination: page,
    });
    expect(resultEnvelope.readRecord({ result: { id: 1 } })).toEqual({ id: 1 });
    expect(resultEnvelope.readSave({ message: 'Customer saved', result: { id: 1 } })).toEqual({
      message: 'Customer saved',
      result: { id: 1 },
    });
  });

  test('a body without result is an error, not an empty list', () => {
    expect(() => resultEnvelope.readList({ success: true, data: [] }, 5)).toThrow(
      'without a result array',
    );
    expect(() => resultEnvelope.readRecord({ data: {} })).toThrow('without a result');
  });
});

describe('the { success, data } envelope', () => {
  test('an unpaged array is the whole list as one page', () => {
    const rows = [{ id: '*1' }, { id: '*2' }, { id: '*3' }];
    expect(successEnvelope.readList({ success: true, data: rows }, 10)).toEqual({
      result: rows,
      pagination: { page: 1, perPage: 3, total: 3, totalPages: 1 },
    });
    expect(successEnvelope.readList({ success: true, data: [] }, 10).pagination.totalPages).toBe(0);
  });

  test('a paged answer keeps its pagination', () => {
    const body = {
      success: true,
      data: [{ id: 1 }],
      pagination: { page: 3, perPage: 10, total: 21, totalPages: 3 },
    };
    expect(successEnvelope.readList(body, 10).pagination).toEqual(body.pagination);
  });

  test('keeps the totals a list answers beside its pagination (numbers only), none without them', () => {
    const body = {
      success: true,
      data: [{ id: 1 }],
      pagination: { page: 1, perPage: 10, total: 1, totalPages: 1 },
      totals: { count: 12, amount: 1_500_000, note: 'x', broken: Number.NaN },
    };
    expect(successEnvelope.readList(body, 10).totals).toEqual({ count: 12, amount: 1_500_000 });
    expect(
      resultEnvelope.readList({ result: [], pagination: body.pagination, totals: { count: 0 } }, 10)
        .totals,
    ).toEqual({ count: 0 });
    expect(successEnvelope.readList({ success: true, data: [] }, 10)).not.toHaveProperty('totals');
  });

  test('reads a record and a write', () => {
    expect(successEnvelope.readRecord({ success: true, data: { id: 4 } })).toEqual({ id: 4 });
    expect(successEnvelope.readSave({ success: true, data: { id: 4 } })).toEqual({
      message: undefined,
      result: { id: 4 },
    });
  });

  test('{ success: false, error } is a failure whose message is the error', () => {
    let thrown: unknown;
    try {
      successEnvelope.readList({ success: false, error: 'Router unreachable' }, 10);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FailedAnswerError);
    expect(getErrorMessage(thrown, 'fallback')).toBe('Router unreachable');
    expect(() => successEnvelope.readRecord({ success: false, error: 'Not found' })).toThrow(
      FailedAnswerError,
    );
    expect(() => successEnvelope.readSave({ success: false, error: 'Nope' })).toThrow('Nope');
  });

  test('a body that is not the envelope is an error', () => {
    expect(() => successEnvelope.readList({ result: [] }, 5)).toThrow('without success');
    expect(() => successEnvelope.readList({ success: true, data: {} }, 5)).toThrow(
      'without a data array',
    );
  });
});

test('an envelope is chosen by name or given as an adapter', () => {
  expect(resolveEnvelope()).toBe(resultEnvelope);
  expect(resolveEnvelope('success')).toBe(successEnvelope);
  const own = { ...successEnvelope };
  expect(resolveEnvelope(own)).toBe(own);
});
