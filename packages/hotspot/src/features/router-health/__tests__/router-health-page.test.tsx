// The router page (/app/routers/{id}) and the Detailed View's live charts: states from the metrics
// route (data, collecting, offline), the live stream (live, router error, refusal, reconnect), and
// the SSE parsing. The stream reader is replaced (jsdom has no streaming fetch); the metrics go
// through the mocked HTTP client like every screen's calls.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveTrafficSample, RouterMetrics } from 'contracts/types';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import {
  LiveStreamRefused,
  parseSse,
  readLiveTraffic,
  type LiveHandlers,
} from '../../../api/router-health';
import { aRouter, failed, ok, serveHotspot } from '../../../test/hotspot-server';
import { collectingSinceText } from '../components/range-charts';
import { HOTSPOT_ROUTES } from '../../../test/routes';

jest.mock('../../../api/router-health', () => ({
  ...jest.requireActual('../../../api/router-health'),
  readLiveTraffic: jest.fn(),
}));
const read = readLiveTraffic as jest.MockedFunction<typeof readLiveTraffic>;

signInForEachTest('user');

// jsdom lays nothing out: a width lets the charts draw (into the stand-in below, which keeps the
// options each drawing was made with).
interface DrawnOptions {
  scales?: { x?: { range?: (u: unknown, min: number, max: number) => [number, number] } };
}
const drawn: DrawnOptions[] = [];
jest.mock('uplot', () => ({
  __esModule: true,
  default: class {
    constructor(options: DrawnOptions) {
      drawn.push(options);
    }
    setData() {}
    setSize() {}
    setScale() {}
    destroy() {}
    static tzDate(date: Date) {
      return date;
    }
  },
}));
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 200,
    top: 0,
    left: 0,
    right: 600,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});

const NOW = Date.now();
const iso = (msAgo: number) => new Date(NOW - msAgo).toISOString();

function point(msAgo: number, cpu: number | null) {
  const online = cpu !== null;
  const v = {
    latencyMs: online ? 12 : null,
    cpuLoad: cpu,
    freeMemory: online ? 100 * 1024 * 1024 : null,
    totalMemory: online ? 256 * 1024 * 1024 : null,
    pppActive: online ? 4 : null,
    hotspotActive: online ? 9 : null,
    rxBps: online ? 48_000_000 : null,
    txBps: online ? 9_000_000 : null,
  };
  return { at: iso(msAgo), online, ...v, min: v, max: v };
}

const METRICS: RouterMetrics = {
  range: '24h',
  stepSeconds: 300,
  points: [point(600_000, 20), point(300_000, null), point(0, 35)],
  availability: 98.5,
  outages: [{ from: '2026-11-28T01:00:00.000Z', to: '2026-11-28T01:12:00.000Z' }],
};
const EMPTY: RouterMetrics = {
  range: '24h',
  stepSeconds: 300,
  points: [],
  availability: null,
  outages: [],
};

function serve(metrics: RouterMetrics | 'fail', routers = [aRouter()]) {
  return serveHotspot({ routers }, (request) => {
    if (/^\/routers\/[^/]+\/metrics$/.test(request.url)) {
      return metrics === 'fail'
        ? failed(500, 'database down')
        : ok({ ...metrics, range: request.params?.range ?? '24h' });
    }
    return undefined;
  });
}

/** A stream that opens and sends what the test pushes; ends when the page leaves. */
function streamWith() {
  const viewers: LiveHandlers[] = [];
  read.mockImplementation((_id, _iface, handlers, signal) => {
    viewers.push(handlers);
    handlers.onOpen();
    return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
  });
  return {
    viewers,
    push(sample: Partial<LiveTrafficSample>) {
      act(() => {
        for (const viewer of viewers)
          viewer.onSample({
            at: new Date().toISOString(),
            interface: 'ether1',
            rxBps: 0,
            txBps: 0,
            ...sample,
          });
      });
    },
  };
}

beforeEach(() => {
  read.mockReset();
  drawn.length = 0;
});

test('the router page: live traffic, availability, the range charts and the outages in WIB', async () => {
  serve(METRICS);
  const stream = streamWith();
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1' });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Hotspot Kantor' }),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(read).toHaveBeenCalledWith('1', undefined, expect.anything(), expect.anything()),
  );
  stream.push({ rxBps: 48_200_000, txBps: 9_100_000 });
  const live = screen.getByRole('region', { name: 'Live traffic' });
  expect(within(live).getByText('Live')).toBeInTheDocument();
  expect(within(live).getByRole('img')).toHaveAccessibleName(
    /Live traffic of Hotspot Kantor: Download \(rx\) latest 48\.2 Mbit\/s.*Upload \(tx\) latest 9\.1 Mbit\/s/,
  );

  expect(await screen.findByRole('group', { name: 'Availability' })).toHaveTextContent('98.5%');
  expect(screen.getByRole('group', { name: 'Outages' })).toHaveTextContent('1');
  const cpu = screen.getByRole('region', { name: 'CPU load' });
  expect(within(cpu).getByRole('img')).toHaveAccessibleName(
    /CPU latest 35%, lowest 20%, highest 35%/,
  );
  expect(
    within(screen.getByRole('region', { name: 'Active users' })).getByRole('img'),
  ).toHaveAccessibleName(/PPP latest 4.*Hotspot latest 9/);
  const outages = within(screen.getByRole('table', { name: 'Outages' })).getAllByRole('row');
  // 01:00 UTC is 08:00 WIB.
  expect(outages[1]).toHaveTextContent('28/11/2026 08:00 WIB28/11/2026 08:12 WIB12 min');
  expect(screen.queryByText(/Offline now/)).not.toBeInTheDocument();
});

test('picking a range asks for it', async () => {
  const network = serve(METRICS);
  streamWith();
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1' });
  await screen.findByRole('group', { name: 'Availability' });
  await user.click(screen.getByRole('button', { name: '7 d' }));
  await waitFor(() =>
    expect(
      network.requests.some((r) => r.url === '/routers/1/metrics' && r.params?.range === '7d'),
    ).toBe(true),
  );
  expect(screen.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText('of the rounds in the last 7 d')).toBeInTheDocument();
});

test('a new router without a traffic interface: collecting, and how to set the interface', async () => {
  serve(EMPTY, [aRouter({ trafficInterface: '', lastSeenAt: null })]);
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1' });
  expect(await screen.findAllByText('Collecting: first points in a minute')).not.toHaveLength(0);
  expect(
    within(screen.getByRole('region', { name: 'Live traffic' })).getByText(
      'This router has no Traffic Interface: set one with Edit router → Traffic Interface',
    ),
  ).toBeInTheDocument();
  expect(read).not.toHaveBeenCalled();
  expect(screen.getByRole('group', { name: 'Availability' })).toHaveTextContent('–');
  expect(screen.getByText('No outages in the last 24h.')).toBeInTheDocument();
});

test('a router offline now: the last values, greyed, and why', async () => {
  serve(METRICS, [
    aRouter({ isOnline: false, lastError: 'Connection refused: the API service is off' }),
  ]);
  streamWith();
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1' });
  expect(
    await screen.findByText('Offline now: the last values it sent are shown'),
  ).toBeInTheDocument();
  expect(screen.getAllByText(/Connection refused: the API service is off/).length).toBeGreaterThan(
    0,
  );
  const cpu = await screen.findByRole('region', { name: 'CPU load' });
  await waitFor(() =>
    expect(within(cpu).getByRole('img').parentElement).toHaveAttribute('data-muted', 'true'),
  );
});

test('the live chart says when the router stops answering, and when the stream is refused', async () => {
  serve(METRICS);
  const stream = streamWith();
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1' });
  await waitFor(() => expect(stream.viewers).toHaveLength(1));
  stream.push({ rxBps: 1000 });
  act(() =>
    stream.viewers[0]!.onRouterError({ at: new Date().toISOString(), message: 'Router timed out' }),
  );
  const live = screen.getByRole('region', { name: 'Live traffic' });
  expect(within(live).getByText('Router not answering')).toBeInTheDocument();
  expect(within(live).getByRole('alert')).toHaveTextContent('Router timed out');
  stream.push({ rxBps: 2000 });
  expect(within(live).getByText('Live')).toBeInTheDocument();
  expect(within(live).queryByRole('alert')).not.toBeInTheDocument();
});

test('a dropped stream is opened again after a pause; a refusal is final', async () => {
  serve(METRICS);
  read
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockRejectedValueOnce(new LiveStreamRefused(400, 'This router has no Traffic Interface'));
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1' });
  const live = await screen.findByRole('region', { name: 'Live traffic' });
  expect(await within(live).findByText('Reconnecting…')).toBeInTheDocument();
  // The first wait is 1 s.
  expect(
    await within(live).findByText('Unavailable', undefined, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(read).toHaveBeenCalledTimes(2);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(read).toHaveBeenCalledTimes(2);
});

test('the router page links to its PPP, its hotspot and its payments, for a plain user too', async () => {
  serve(METRICS);
  streamWith();
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1' });
  await screen.findByRole('heading', { level: 1, name: 'Hotspot Kantor' });
  expect(screen.getByRole('link', { name: 'Manage PPP' })).toHaveAttribute(
    'href',
    '/app/routers/1/ppp',
  );
  expect(screen.getByRole('link', { name: 'Manage Hotspot' })).toHaveAttribute(
    'href',
    '/app/routers/1/hotspot',
  );
  expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute(
    'href',
    '/app/routers/1/payments',
  );
});

test('the first minutes: one sample, the axes span the range picked, and a note says since when', async () => {
  const firstAt = Math.floor((NOW - 10 * 60_000) / 60_000) * 60_000;
  serve({ ...METRICS, points: [{ ...point(0, 35), at: new Date(firstAt).toISOString() }] });
  streamWith();
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1' });
  // WIB is UTC+7.
  const wib = new Date(firstAt + 7 * 3_600_000);
  const hhmm = [wib.getUTCHours(), wib.getUTCMinutes()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  expect(
    await screen.findByText(new RegExp(`^Collecting since (\\d+ \\w+ )?${hhmm} WIB`)),
  ).toHaveTextContent('the charts fill the 24 h as samples arrive');

  /** The time window every history chart was last given, [from, to] in seconds. */
  const windows = () =>
    drawn
      .slice(-4)
      .map((options) => options.scales?.x?.range?.(null, firstAt / 1000, firstAt / 1000));
  const now = Date.now() / 1000;
  for (const window of windows()) {
    expect(window).toBeDefined();
    const [from, to] = window as [number, number];
    expect(to - from).toBe(86_400);
    expect(Math.abs(to - now)).toBeLessThan(120);
  }

  await user.click(screen.getByRole('button', { name: '7 d' }));
  await waitFor(() => {
    const [from, to] = windows()[0] as [number, number];
    expect(to - from).toBe(7 * 86_400);
  });
});

test('the collecting note names the day when the first sample is not from today', () => {
  const now = Date.UTC(2026, 10, 28, 10, 0, 0); // 17:00 WIB
  expect(collectingSinceText(Date.UTC(2026, 10, 28, 7, 5) / 1000, '24 h', now)).toBe(
    'Collecting since 14:05 WIB: the charts fill the 24 h as samples arrive',
  );
  // 27 Nov 20:00 UTC is 28 Nov 03:00 WIB: today in WIB.
  expect(collectingSinceText(Date.UTC(2026, 10, 27, 20, 0) / 1000, '7 d', now)).toMatch(
    /^Collecting since 03:00 WIB/,
  );
  expect(collectingSinceText(Date.UTC(2026, 10, 25, 1, 30) / 1000, '30 d', now)).toMatch(
    /^Collecting since 25 Nov 08:30 WIB/,
  );
});

test('an unknown router is a not-found page', async () => {
  serve(METRICS);
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/99' });
  expect(await screen.findByText(/not found/i)).toBeInTheDocument();
});

test('the Detailed View watches the first router live, and more on request (three at most)', async () => {
  const routers = [1, 2, 3, 4, 5].map((n) =>
    aRouter({
      id: String(n),
      routerName: `Router ${n}`,
      trafficInterface: n === 5 ? '' : 'ether1',
    }),
  );
  serve(METRICS, routers);
  streamWith();
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app' });
  await user.click(await screen.findByRole('tab', { name: 'Detailed View' }));
  expect(
    await screen.findByRole('region', { name: 'Live traffic of Router 1' }),
  ).toBeInTheDocument();
  for (const n of [2, 3, 4])
    await user.click(screen.getByRole('button', { name: `Live traffic of Router ${n}` }));
  await screen.findByRole('region', { name: 'Live traffic of Router 4' });
  expect(
    screen.queryByRole('region', { name: 'Live traffic of Router 1' }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Live traffic of Router 1' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const table = screen.getByRole('table', { name: 'Router details' });
  expect(
    within(within(table).getByRole('cell', { name: 'Router 5' }).closest('tr')!).getByText(
      'no interface',
    ),
  ).toBeInTheDocument();
  expect(within(table).getAllByRole('link', { name: 'Health of Router 2' })[0]).toHaveAttribute(
    'href',
    '/app/routers/2',
  );
}, 20_000);

describe('parseSse', () => {
  it('reads data and error events, skips comments, keeps an unfinished event for the next chunk', () => {
    const first = parseSse(
      'retry: 3000\n: watching ether1\n\ndata: {"a":1}\n\nevent: error\ndata: {"m',
    );
    expect(first.events).toEqual([{ event: 'message', data: '{"a":1}' }]);
    const second = parseSse(`${first.rest}":"x"}\n\n: keep-alive\n\n`);
    expect(second.events).toEqual([{ event: 'error', data: '{"m":"x"}' }]);
    expect(second.rest).toBe('');
  });
});
