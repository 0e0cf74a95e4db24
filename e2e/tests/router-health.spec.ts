// Router health over time and live traffic (docs/rules/routers.md#router-health) against the production build and a
// RouterOS simulator started here: the dashboard loads no chart code; the router page's live chart
// moves; a simulated outage shows as an error on the live chart, then as availability under 100 %
// and an outage in the list; the Detailed View's live chart; a new router (collecting, no traffic
// interface) and a router offline now (last values greyed). Screens are saved desktop and 390 px
// wide in docs/screenshots/router-health/.
import type { Locator, Page, TestInfo } from '@playwright/test';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import { apiAsAdmin, expect, headerTitle, test } from '../fixtures';
import { shootBothSizes } from '../shots';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'router-health');
const SIM_USER = 'admin';
const SIM_PASSWORD = 'sim-secret';

function shoot(page: Page, testInfo: TestInfo, name: string, show?: Locator) {
  return shootBothSizes(page, testInfo, SHOTS, name, show ? { show } : {});
}

/** Which of `names` the page's federation share scope has loaded. */
function sharedLoaded(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    type Shared = { loaded?: boolean; lib?: unknown };
    type Scopes = Record<string, Record<string, Record<string, Shared>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scopes> } })
      .__FEDERATION__.__SHARE__;
    const out = new Set<string>();
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const name of wanted)
          for (const shared of Object.values(packages[name] ?? {}))
            if (shared.loaded || shared.lib) out.add(name);
    return [...out].sort();
  }, names);
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let sim: Simulator;
let routerId = '';
let newRouterId = '';
const ROUTER_NAME = 'Health E2E';

test.beforeAll(async ({ baseURL }) => {
  sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    user: SIM_USER,
    password: SIM_PASSWORD,
    version: '7.19',
  });
  const created = await apiAsAdmin<{ data: { id: string } }>(String(baseURL), 'POST', '/routers', {
    routerName: ROUTER_NAME,
    routerHost: `127.0.0.1:${sim.port}`,
    routerUser: SIM_USER,
    routerPass: SIM_PASSWORD,
    trafficInterface: 'ether1',
  });
  routerId = created.body.data.id;
});

test.afterAll(async ({ baseURL }) => {
  await sim?.close().catch(() => undefined);
  for (const id of [routerId, newRouterId].filter(Boolean)) {
    await apiAsAdmin(String(baseURL), 'DELETE', `/routers/${id}`, undefined, [404, 409]).catch(
      () => undefined,
    );
  }
});

/** Scripts the page downloads that hold uPlot's code (its `u-wrap` element class). */
function collectUplotScripts(page: Page): Promise<string[]>[] {
  const found: Promise<string[]>[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    found.push(
      response
        .text()
        .then((body) => (body.includes('"u-wrap"') ? [new URL(response.url()).pathname] : []))
        .catch(() => []),
    );
  });
  return found;
}

test('the dashboard loads no chart code until a chart is shown', async ({ page }) => {
  const scripts = collectUplotScripts(page);
  await page.goto('/app');
  await expect(headerTitle(page)).toHaveText('Dashboard');
  await page.waitForLoadState('networkidle');
  expect(await sharedLoaded(page, ['uplot', 'ui-kit/chart'])).toEqual([]);
  expect((await Promise.all(scripts)).flat()).toEqual([]);
});

test('the live chart moves, once a second', async ({ page }) => {
  const scripts = collectUplotScripts(page);
  await page.goto('/app/routers');
  await page
    .getByRole('article', { name: ROUTER_NAME })
    .getByRole('link', { name: 'Health' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/routers/${routerId}$`));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: ROUTER_NAME }),
  ).toBeVisible();
  const live = page.getByRole('region', { name: 'Live traffic' });
  await expect(live.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
  const chart = live.getByRole('img');
  await expect(chart).toHaveAccessibleName(/Download \(rx\) latest [\d.]+ Mbit\/s/);
  const rows = live.getByRole('table').getByRole('row');
  const before = await rows.count();
  const label = await chart.getAttribute('aria-label');
  // The simulator's rates wave: in a few seconds there are more points and other values.
  await expect(async () => {
    expect(await rows.count()).toBeGreaterThan(before + 1);
    expect(await chart.getAttribute('aria-label')).not.toBe(label);
  }).toPass({ timeout: 10_000 });
  // A canvas with pixels painted: the chart is drawn, not only described.
  const painted = await live
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    });
  expect(painted).toBeGreaterThan(500);
  // The chart page loads ui-kit/chart from the share scope, and uPlot's code in one file.
  expect(await sharedLoaded(page, ['ui-kit/chart'])).toEqual(['ui-kit/chart']);
  expect((await Promise.all(scripts)).flat()).toHaveLength(1);
});

test('a simulated outage: an error on the live chart, then availability and the outage', async ({
  page,
}, testInfo) => {
  await page.goto(`/app/routers/${routerId}`);
  const live = page.getByRole('region', { name: 'Live traffic' });
  await expect(live.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
  // Some rounds online first (the monitor checks every second in the e2e server).
  await page.waitForTimeout(8000);
  await sim.setFaults({ refuse: true });
  await expect(live.getByText('Router not answering')).toBeVisible({ timeout: 15_000 });
  await expect(live.getByRole('alert')).not.toBeEmpty();
  await page.waitForTimeout(5000);
  await sim.setFaults({ refuse: false });
  await expect(live.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(4000);

  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: '1 h' }).click();
    const availability = page.getByRole('group', { name: 'Availability' });
    await expect(availability).toHaveText(/\d+(\.\d+)?%/, { timeout: 10_000 });
    const percent = Number(/([\d.]+)%/.exec((await availability.textContent()) ?? '')?.[1]);
    expect(percent).toBeLessThan(100);
    expect(percent).toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: 'Outages' }).getByRole('row')).not.toHaveCount(1);
  }).toPass({ timeout: 60_000, intervals: [2000] });
  const outage = page.getByRole('table', { name: 'Outages' }).getByRole('row').nth(1);
  await expect(outage).toContainText('WIB');
  await expect(outage).toContainText(/\d+ s|\d+ min/);
  await expect(
    page.getByRole('region', { name: 'CPU load' }).getByRole('img'),
  ).toHaveAccessibleName(/CPU latest \d/);
  await expect(
    page.getByRole('region', { name: 'Live traffic' }).getByText('Live', { exact: true }),
  ).toBeVisible();
  // A minute of live values on the chart before it is saved.
  await page.waitForTimeout(20_000);
  await shoot(page, testInfo, 'router-page', page.getByRole('heading', { name: 'Live traffic' }));
  await shoot(page, testInfo, 'router-page-history', page.getByRole('table', { name: 'Outages' }));
});

test('the dashboard Detailed View shows the live traffic', async ({ page }, testInfo) => {
  await page.goto('/app');
  await page.getByRole('tab', { name: 'Detailed View' }).click();
  const panel = page.getByRole('region', { name: `Live traffic of ${ROUTER_NAME}` });
  await expect(panel.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('img')).toHaveAccessibleName(/Download \(rx\) latest/);
  await page.waitForTimeout(3000);
  await shoot(page, testInfo, 'dashboard-detailed-view', panel);
});

test('a new router: collecting, and how to set the traffic interface', async ({
  page,
  baseURL,
}, testInfo) => {
  const created = await apiAsAdmin<{ data: { id: string } }>(String(baseURL), 'POST', '/routers', {
    routerName: 'New Router',
    routerHost: `127.0.0.1:${sim.port}`,
    routerUser: SIM_USER,
    routerPass: SIM_PASSWORD,
  });
  newRouterId = created.body.data.id;
  // The monitor samples every second here: the page is shown as it is before the first round
  // is stored (the metrics answer held at "no points yet").
  await page.route(`**/api/routers/${newRouterId}/metrics**`, (route) =>
    route.fulfill({
      json: {
        success: true,
        data: { range: '24h', stepSeconds: 300, points: [], availability: null, outages: [] },
      },
    }),
  );
  await page.goto(`/app/routers/${newRouterId}`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'New Router' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Collecting: first points in a minute' }).first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Live traffic' })
      .getByText(
        'This router has no Traffic Interface: set one with Edit router → Traffic Interface',
      ),
  ).toBeVisible();
  await shoot(page, testInfo, 'router-page-new');
  await shoot(
    page,
    testInfo,
    'router-page-new-history',
    page.getByText('No outages in the last 24h.'),
  );
});

test('the first minutes: one sample on a 24 h axis, and since when it collects', async ({
  page,
}, testInfo) => {
  // The new router's history held at its first sample, two minutes old.
  const at = new Date(Date.now() - 120_000);
  at.setUTCSeconds(0, 0);
  const values = {
    latencyMs: 4,
    cpuLoad: 12,
    freeMemory: 180 * 1024 * 1024,
    totalMemory: 256 * 1024 * 1024,
    pppActive: 3,
    hotspotActive: 7,
    rxBps: null,
    txBps: null,
  };
  await page.route(`**/api/routers/${newRouterId}/metrics**`, (route) =>
    route.fulfill({
      json: {
        success: true,
        data: {
          range: '24h',
          stepSeconds: 300,
          points: [{ at: at.toISOString(), online: true, ...values, min: null, max: null }],
          availability: 100,
          outages: [],
        },
      },
    }),
  );
  await page.goto(`/app/routers/${newRouterId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'New Router' })).toBeVisible({
    timeout: 30_000,
  });
  const wib = new Date(at.getTime() + 7 * 3_600_000);
  const hhmm = [wib.getUTCHours(), wib.getUTCMinutes()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  await expect(main.getByText(`Collecting since ${hhmm} WIB`, { exact: false })).toBeVisible();
  const cpu = page.getByRole('region', { name: 'CPU load' });
  await expect(cpu.getByRole('img')).toHaveAccessibleName(/CPU latest 12%/);
  await expect(cpu.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(main.getByRole('link', { name: 'Manage Hotspot' })).toHaveAttribute(
    'href',
    `/app/routers/${newRouterId}/hotspot`,
  );
  await shoot(
    page,
    testInfo,
    'router-page-first-sample',
    page.getByRole('region', { name: 'CPU load' }),
  );
});

test('a router offline now: its last values, greyed', async ({ page }, testInfo) => {
  await sim.setFaults({ refuse: true });
  await expect(async () => {
    await page.goto(`/app/routers/${routerId}`);
    await expect(page.getByText('Offline now: the last values it sent are shown')).toBeVisible({
      timeout: 5000,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: '1 h' }).click();
  await expect(page.locator('[data-muted="true"]').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Live traffic' }).getByText('Router not answering'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await shoot(page, testInfo, 'router-page-offline');
  await shoot(
    page,
    testInfo,
    'router-page-offline-history',
    page.getByRole('region', { name: 'Active users' }),
  );
  await sim.setFaults({ refuse: false });
});
