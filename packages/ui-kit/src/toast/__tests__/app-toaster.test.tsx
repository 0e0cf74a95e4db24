import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { UiProvider } from '../../provider/ui-provider';
import { notify } from '../notify';
import {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
  isSwipeDismiss,
} from '../toast-constants';

function renderToaster() {
  return render(<UiProvider />);
}

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications' });
}

/** The toasts on screen in document order, which is newest first (the region stacks upwards). */
function shownToasts(): HTMLElement[] {
  const all = [
    ...within(toastRegion()).queryAllByRole('status'),
    ...within(toastRegion()).queryAllByRole('alert'),
  ];
  return all
    .filter((el) => el.getAttribute('data-state') === 'open')
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toast.remove();
  });
  jest.useRealTimers();
});

test('figures (docs/rules/README.md#toasts)', () => {
  expect({
    TOAST_LIMIT,
    TOAST_WIDTH_PX,
    TOAST_GAP_PX,
    TOAST_DURATION_MS,
    TOAST_SWIPE_THRESHOLD_PX,
    TOAST_REMOVE_DELAY_MS,
  }).toEqual({
    TOAST_LIMIT: 3,
    TOAST_WIDTH_PX: 356,
    TOAST_GAP_PX: 14,
    TOAST_DURATION_MS: 4000,
    TOAST_SWIPE_THRESHOLD_PX: 45,
    TOAST_REMOVE_DELAY_MS: 200,
  });
});

test('the swipe threshold is 45 px either way', () => {
  expect(isSwipeDismiss(44)).toBe(false);
  expect(isSwipeDismiss(-44.9)).toBe(false);
  expect(isSwipeDismiss(45)).toBe(true);
  expect(isSwipeDismiss(-45)).toBe(true);
  expect(isSwipeDismiss(0)).toBe(false);
});

test('success and error fall back to the shared default texts', () => {
  renderToaster();
  act(() => {
    notify.success();
    notify.error();
  });
  expect(screen.getByRole('status')).toHaveTextContent(DEFAULT_SUCCESS_MESSAGE);
  expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_ERROR_MESSAGE);
  expect(DEFAULT_SUCCESS_MESSAGE).toBe('Sukses');
  expect(DEFAULT_ERROR_MESSAGE).toBe('Terjadi kesalahan');
});

test('each kind is shown with its own marker; errors are announced assertively', () => {
  renderToaster();
  act(() => {
    notify.info('Router polling resumed');
    notify.warning('Router R1 is slow');
    notify.loading('Importing…');
  });
  act(() => {
    notify.success('Router added successfully');
  });
  const kinds = shownToasts().map((el) => [el.getAttribute('data-toast-kind'), el.textContent]);
  expect(kinds).toEqual([
    ['success', 'Router added successfully'],
    ['loading', 'Importing…'],
    ['warning', 'Router R1 is slow'],
  ]);
  act(() => {
    notify.error('Failed to add router');
  });
  expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  expect(shownToasts()[0]).toHaveAttribute('data-toast-kind', 'error');
});

test('at most three are visible, newest first; the rest wait their turn', () => {
  renderToaster();
  act(() => {
    for (const n of [1, 2, 3, 4, 5]) notify.info(`Message ${n}`, { duration: Infinity });
  });
  expect(shownToasts().map((el) => el.textContent)).toEqual([
    'Message 5',
    'Message 4',
    'Message 3',
  ]);

  act(() => {
    notify.dismiss(shownToasts()[0]?.dataset.toastId);
  });
  act(() => {
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  expect(shownToasts().map((el) => el.textContent)).toEqual([
    'Message 4',
    'Message 3',
    'Message 2',
  ]);
});

test('a toast stays 4000 ms, then leaves within the 200 ms removal animation', () => {
  renderToaster();
  act(() => {
    notify.success('Banner created successfully');
  });

  act(() => {
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
  });
  expect(screen.getByText('Banner created successfully')).toBeInTheDocument();

  act(() => {
    jest.advanceTimersByTime(1);
  });
  const leaving = screen.getByText('Banner created successfully').closest('[data-state]');
  expect(leaving).toHaveAttribute('data-state', 'closed');

  act(() => {
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  expect(screen.queryByText('Banner created successfully')).not.toBeInTheDocument();
});

test('a loading toast stays until it is dismissed or replaced', () => {
  renderToaster();
  let id = '';
  act(() => {
    id = notify.loading('Importing file');
  });
  act(() => {
    jest.advanceTimersByTime(60_000);
  });
  expect(screen.getByText('Importing file')).toBeInTheDocument();

  act(() => {
    notify.success('Imported 120 rows', { id });
  });
  expect(shownToasts()).toHaveLength(1);
  expect(shownToasts()[0]).toHaveAttribute('data-toast-kind', 'success');
});

test('notify.promise turns the loading toast into the result', async () => {
  renderToaster();
  let resolve: (value: number) => void = () => undefined;
  const work = new Promise<number>((r) => {
    resolve = r;
  });
  act(() => {
    void notify.promise(work, { loading: 'Saving', success: (n) => `Saved ${n} rows` });
  });
  expect(shownToasts()[0]).toHaveAttribute('data-toast-kind', 'loading');

  await act(async () => {
    resolve(3);
    await work;
  });
  expect(shownToasts()[0]).toHaveTextContent('Saved 3 rows');
  expect(shownToasts()[0]).toHaveAttribute('data-toast-kind', 'success');
});

function swipe(element: HTMLElement, deltaX: number) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 200 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 200 + deltaX / 2 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 200 + deltaX });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 200 + deltaX });
}

test(`a swipe shorter than ${TOAST_SWIPE_THRESHOLD_PX} px snaps back`, () => {
  renderToaster();
  act(() => {
    notify.info('Keep me', { duration: Infinity });
  });

  swipe(screen.getByRole('status'), TOAST_SWIPE_THRESHOLD_PX - 1);

  expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
  expect(screen.getByRole('status').style.transform).toContain('translate(0px');
});

test.each([TOAST_SWIPE_THRESHOLD_PX, -TOAST_SWIPE_THRESHOLD_PX - 30])(
  'a swipe of %i px dismisses it and it is gone after the removal animation',
  (deltaX) => {
    renderToaster();
    act(() => {
      notify.info('Swipe me', { duration: Infinity });
    });

    swipe(screen.getByRole('status'), deltaX);

    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');
    act(() => {
      jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  },
);

test('the close button dismisses a toast', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderToaster();
  act(() => {
    notify.warning('Router R2 is offline', { duration: Infinity });
  });

  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  act(() => {
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });

  expect(screen.queryByText('Router R2 is offline')).not.toBeInTheDocument();
});

test('hovering the toasts pauses their timers', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderToaster();
  act(() => {
    notify.info('Read me slowly');
  });

  await user.hover(screen.getByRole('status'));
  act(() => {
    jest.advanceTimersByTime(TOAST_DURATION_MS * 2);
  });
  expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');

  await user.unhover(screen.getByRole('status'));
  act(() => {
    jest.advanceTimersByTime(TOAST_DURATION_MS);
  });
  expect(screen.getByText('Read me slowly').closest('[data-state]')).toHaveAttribute(
    'data-state',
    'closed',
  );
});
