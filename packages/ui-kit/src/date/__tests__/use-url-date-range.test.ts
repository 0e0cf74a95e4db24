import { act, renderHook } from '@testing-library/react';
import type { DateRange } from '../date-range-picker';
import { useUrlDateRange } from '../use-url-date-range';

const day = (text: string) => new Date(`${text}T00:00:00`);

function renderRange(from: string | null, to: string | null) {
  return renderHook(({ from, to }) => useUrlDateRange(from, to), {
    initialProps: { from, to },
  });
}

describe('useUrlDateRange', () => {
  test('starts from the address: a range, one day, or none', () => {
    expect(renderRange('2026-11-01', '2026-11-07').result.current[0]).toEqual([
      day('2026-11-01'),
      day('2026-11-07'),
    ]);
    expect(renderRange('2026-11-01', null).result.current[0]).toEqual([
      day('2026-11-01'),
      day('2026-11-01'),
    ]);
    expect(renderRange(null, null).result.current[0]).toEqual([null, null]);
  });

  test('follows the address when it changes (Back, a link, a reset)', () => {
    const view = renderRange('2026-11-01', '2026-11-07');
    view.rerender({ from: '2026-10-01', to: '2026-10-31' });
    expect(view.result.current[0]).toEqual([day('2026-10-01'), day('2026-10-31')]);
    view.rerender({ from: null, to: null });
    expect(view.result.current[0]).toEqual([null, null]);
  });

  test('keeps a half-chosen range the address already means (the first click of two)', () => {
    const view = renderRange(null, null);
    const half: DateRange = [day('2026-11-03'), null];
    act(() => view.result.current[1](half));
    // The page writes the one day to the address: the picker keeps waiting for the second click.
    view.rerender({ from: '2026-11-03', to: '2026-11-03' });
    expect(view.result.current[0]).toBe(half);
  });
});
