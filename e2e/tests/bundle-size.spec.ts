// Loading budgets (README.md#measured), in bytes, which are deterministic for a build (times are not, and are
// only printed by `pnpm --filter e2e bench`): the JavaScript a new visitor downloads for `/` and
// `/login` (an order's status page `/pay/…`, an invoice's pay page `/bayar/…` and the subscriber portal `/akun`), and a signed-in admin for `/app`, as gzip -9 of each file, with no file fetched twice.
// A budget that fails names the files, biggest first. The Chakra side of the budget (a package
// importing a Chakra name outside the shared facade) is config/__tests__/chakra-facade.test.cjs.
import type { Page, Response } from '@playwright/test';
import zlib from 'node:zlib';
import { expect, headerTitle, test } from '../fixtures';

const KIB = 1024;
const BUDGETS = { visitor: 250 * KIB, console: 400 * KIB };

interface JsFile {
  path: string;
  gzip: number;
}

async function coldLoad(page: Page, url: string, ready: () => Promise<unknown>): Promise<JsFile[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<JsFile | null>[] = [];
  const onResponse = (response: Response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await cdp.detach();
  return (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
}

function expectWithin(files: JsFile[], budget: number, label: string) {
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const list = [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `${file.path} ${(file.gzip / KIB).toFixed(1)} KiB`)
    .join(', ');
  const paths = files.map((file) => file.path);
  // The figure itself, for the README (a budget is asserted, a size is only printed).
  console.log(`${label}: ${(total / KIB).toFixed(1)} KiB gzip of JS in ${files.length} files`);
  expect(
    paths.filter((p, i) => paths.indexOf(p) !== i),
    `${label}: files fetched twice`,
  ).toEqual([]);
  expect(
    total,
    `${label}: ${(total / KIB).toFixed(1)} KiB gzip of JS, budget ${budget / KIB} KiB (${list})`,
  ).toBeLessThanOrEqual(budget);
}

test.describe('a new visitor', () => {
  test.use({ role: 'anonymous' });

  test('/ loads at most 250 KiB of gzipped JavaScript, none of it twice', async ({ page }) => {
    const files = await coldLoad(page, '/', () =>
      page.getByRole('link', { name: 'Get Started' }).first().waitFor(),
    );
    expectWithin(files, BUDGETS.visitor, '/');
  });

  test('/login loads at most 250 KiB of gzipped JavaScript, none of it twice', async ({ page }) => {
    const files = await coldLoad(page, '/login', () =>
      page.getByLabel('Username', { exact: true }).waitFor(),
    );
    expectWithin(files, BUDGETS.visitor, '/login');
  });

  test('/pay/{ref} loads at most 250 KiB of gzipped JavaScript, none of it twice', async ({
    page,
  }) => {
    const files = await coldLoad(page, '/pay/PKY-20260101-AAAAAAAAAA?t=unknown', () =>
      page.getByRole('heading', { name: 'Payment not found' }).waitFor(),
    );
    expectWithin(files, BUDGETS.visitor, '/pay/{ref}');
  });

  test('/bayar/{token} loads at most 250 KiB of gzipped JavaScript, none of it twice', async ({
    page,
  }) => {
    const files = await coldLoad(page, '/bayar/not-an-invoice-token-at-all', () =>
      page.getByRole('heading', { name: 'Tagihan tidak ditemukan' }).waitFor(),
    );
    expectWithin(files, BUDGETS.visitor, '/bayar/{token}');
  });

  test('/akun loads at most 250 KiB of gzipped JavaScript, none of it twice', async ({ page }) => {
    const files = await coldLoad(page, '/akun', () =>
      page.getByLabel('Nomor HP (WhatsApp)').waitFor(),
    );
    expectWithin(files, BUDGETS.visitor, '/akun');
  });
});

test('/app signed in loads at most 400 KiB of gzipped JavaScript, none of it twice', async ({
  page,
}) => {
  const files = await coldLoad(page, '/app', () =>
    expect(headerTitle(page)).toHaveText('Dashboard'),
  );
  expectWithin(files, BUDGETS.console, '/app');
});

// The billing remote is loaded on the way in like any other: its landing page, plans list, outbox,
// templates and settings stay within the console's budget (each screen is a lazy chunk of its own;
// a form page such as the settings loads ui-kit/form and ui-kit/common, not ui-kit/list's table and menus).
test('/app/billing, its plans, messages, templates and settings load at most 400 KiB of gzipped JavaScript each, none of it twice', async ({
  page,
}) => {
  const home = await coldLoad(page, '/app/billing', () =>
    expect(headerTitle(page)).toHaveText('Billing'),
  );
  expectWithin(home, BUDGETS.console, '/app/billing');
  const plans = await coldLoad(page, '/app/billing/plans', () =>
    page.getByRole('main').getByRole('button', { name: 'Columns' }).waitFor(),
  );
  expectWithin(plans, BUDGETS.console, '/app/billing/plans');
  const messages = await coldLoad(page, '/app/billing/messages', () =>
    page.getByRole('main').getByRole('button', { name: 'Columns' }).waitFor(),
  );
  expectWithin(messages, BUDGETS.console, '/app/billing/messages');
  const templates = await coldLoad(page, '/app/billing/templates', () =>
    page.getByRole('main').getByRole('heading', { name: 'Invoice issued' }).waitFor(),
  );
  expectWithin(templates, BUDGETS.console, '/app/billing/templates');
  const settings = await coldLoad(page, '/app/billing/settings', async () => {
    await expect(
      page.getByRole('main').getByRole('spinbutton', { name: 'Grace days' }),
    ).not.toHaveValue('');
    await page.getByRole('main').getByRole('form', { name: 'Channels' }).waitFor();
  });
  expectWithin(settings, BUDGETS.console, '/app/billing/settings');
});

// Chakra's facade groups (config/federation.cjs CHAKRA_GROUPS): a page downloads a group only when
// it uses one of its components, and a group's components run on the page's one Chakra (one
// provider, one system: a second copy would have no ChakraProvider above it and throw, or render
// without the theme's recipes). The shell spec checks that each group exists once in the share scope.
test('each console page loads only the Chakra facade groups it uses, styled by the one system', async ({
  page,
}) => {
  const GROUPS = ['@chakra-ui/react/facade/combobox', '@chakra-ui/react/facade/menu'];
  // Which groups the page has loaded, as the federation runtime records it: a shared module gets its
  // `lib` once something on the page has required it.
  const loaded = () =>
    page.evaluate((names) => {
      type Shared = { loaded?: boolean; lib?: unknown };
      type Scopes = Record<string, Record<string, Record<string, Shared>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scopes> } })
        .__FEDERATION__.__SHARE__;
      const out = new Set<string>();
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const name of names)
            for (const shared of Object.values(packages[name] ?? {}))
              if (shared.loaded || shared.lib) out.add(name.split('/').pop()!);
      return [...out].sort();
    }, GROUPS);

  await coldLoad(page, '/app', () => expect(headerTitle(page)).toHaveText('Dashboard'));
  expect(await loaded(), '/app').toEqual([]);

  // The billing page is cards and links: no menu until a list is opened.
  await coldLoad(page, '/app/billing', () => expect(headerTitle(page)).toHaveText('Billing'));
  expect(await loaded(), '/app/billing').toEqual([]);

  // A form page: ui-kit/form takes the confirm dialog and useCanWrite from ui-kit/common, so the
  // list's row and column menus are not loaded.
  await coldLoad(page, '/app/billing/settings', () =>
    page.getByRole('main').getByRole('form', { name: 'Channels' }).waitFor(),
  );
  expect(await loaded(), '/app/billing/settings').toEqual([]);

  // The delivery page's customer picker is the one combobox of the console.
  await coldLoad(page, '/app/delivery', () =>
    page.getByRole('main').getByRole('button', { name: 'Import', exact: true }).waitFor(),
  );
  expect(await loaded(), '/app/delivery').toEqual(['combobox', 'menu']);

  await coldLoad(page, '/app/customer', () =>
    page.getByRole('main').getByRole('button', { name: 'Columns' }).waitFor(),
  );
  expect(await loaded(), '/app/customer').toEqual(['menu']);
  await page.getByRole('main').getByRole('button', { name: 'Columns' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The menu recipe of the theme: a panel background, a shadow and rounded corners.
  const style = await menu.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      className: element.className,
      background: computed.backgroundColor,
      shadow: computed.boxShadow,
      radius: computed.borderRadius,
    };
  });
  expect(style.className).toContain('chakra-menu__content');
  expect(style.background).toBe('rgb(255, 255, 255)');
  expect(style.shadow).not.toBe('none');
  expect(style.radius).not.toBe('0px');
});
