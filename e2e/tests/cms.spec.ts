// The CMS console (cms remote + /api/cms/*, /api/cms/uploads) against the production build: one item
// of each area created, edited and deleted as an admin, an image uploaded, a script-looking title
// shown as text, and the read-only CMS of a plain user. Screenshots of every screen, desktop and
// 390 px wide, go to docs/screenshots/cms/ for people to look at, each also checked with axe.
import type { Browser, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describeFindings, failing, scan } from '../axe';
import { apiAsAdmin, expect, headerTitle, test } from '../fixtures';

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'cms');

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
const field = (page: Page, name: string) =>
  main(page).getByRole('textbox', { name: new RegExp(`^${name}`) });
const card = (page: Page, title: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * The page as it is now at 1440 px and at 390 px wide (the phone layout). The console scrolls inside
 * its main area, so the window is made as tall as that content (within reason) to show all of it.
 */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const [width, minHeight, suffix] of [
    [1440, 900, 'desktop'],
    [390, 844, '390'],
  ] as const) {
    await page.setViewportSize({ width, height: minHeight });
    const contentHeight = await main(page).evaluate((element) => {
      let scroller: Element | null = element;
      while (scroller && scroller.scrollHeight <= scroller.clientHeight)
        scroller = scroller.parentElement;
      return scroller ? scroller.scrollHeight + element.getBoundingClientRect().top : 0;
    });
    await page.setViewportSize({
      width,
      height: Math.min(3000, Math.max(minHeight, Math.ceil(contentHeight))),
    });
    await main(page).evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.screenshot({
      path: path.join(SHOTS, `${name}-${suffix}.png`),
      animations: 'disabled',
    });
    // Every screen shot is also checked with axe: no critical or serious finding in the CMS's own
    // area (the shell's header and sidebar have their own accessibility spec).
    const findings = failing(await scan(page, test.info(), `${suffix} ${name}`, 'main'));
    expect(findings, describeFindings(findings)).toEqual([]);
  }
  await page.setViewportSize(size);
}

async function noSideScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(overflow).toBeLessThanOrEqual(0);
}

async function confirmDelete(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Apakah anda yakin akan menghapus data ini?');
  await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(dialog).toBeHidden();
}

/** A visitor: a fresh browser context that is not signed in (the test's own options hold a session). */
const NOT_SIGNED_IN = { cookies: [], origins: [] };

/** A visitor's next load of `/` (fresh context, empty cache, not signed in), handed to `check`. */
async function asVisitor(
  browser: Browser,
  baseURL: string,
  check: (landing: Page) => Promise<void>,
) {
  const visitor = await browser.newContext({ baseURL, storageState: NOT_SIGNED_IN });
  try {
    const landing = await visitor.newPage();
    const content = landing.waitForResponse((response) =>
      response.url().endsWith('/api/public/landing'),
    );
    await landing.goto('/');
    await content;
    await check(landing);
  } finally {
    await visitor.close();
  }
}

/** A real PNG drawn in the browser: a 1280×720 banner picture. */
async function bannerPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1280, 720);
    gradient.addColorStop(0, '#0b4f8a');
    gradient.addColorStop(1, '#14b8a6');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1280, 720);
    context.fillStyle = '#ffffff';
    context.font = 'bold 96px sans-serif';
    context.fillText('Promo 100 Mbps', 80, 380);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

let sequence = 0;
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}`;
}

/** Each test starts from an empty area, so that the screenshots show only what it made. */
async function clearArea(baseURL: string, area: string): Promise<void> {
  const { body } = await apiAsAdmin<{ data: { id: string }[] }>(baseURL, 'GET', `/cms/${area}`);
  for (const record of body.data) await apiAsAdmin(baseURL, 'DELETE', `/cms/${area}/${record.id}`);
}

test.describe('as an admin', () => {
  test('the tabs, and a banner from empty form to deletion with an uploaded image and its preview', async ({
    page,
    baseURL,
    browser,
  }) => {
    await clearArea(baseURL!, 'banners');
    const title = unique('Promo Merdeka');
    await page.goto('/app/cms');
    await expect(headerTitle(page)).toHaveText('CMS');
    await expect(main(page).getByRole('tab', { name: 'Banners' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(main(page).getByRole('tab', { name: /Pages/ })).toBeDisabled();
    await expect(main(page).getByText('No banners yet')).toBeVisible();

    await main(page).getByRole('link', { name: 'Add banner' }).click();
    await page.waitForURL(/\/app\/cms\/banners\/create$/);
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByText('Title is required')).toBeVisible();
    await expect(main(page).getByText('Description is required')).toBeVisible();
    await expect(main(page).getByText('Image URL is required')).toBeVisible();
    await shoot(page, 'banner-form-errors');

    await field(page, 'Title').fill(title);
    await field(page, 'Description').fill('Internet cepat untuk rumah, gratis pasang bulan ini');
    await field(page, 'Details').fill('Berlaku sampai 31 Agustus.\nSyarat dan ketentuan berlaku.');
    await field(page, 'Link').fill('/login');
    const upload = page.waitForResponse((response) => response.url().endsWith('/api/cms/uploads'));
    await main(page)
      .getByLabel('Upload Image')
      .setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: await bannerPng(page) });
    expect((await upload).status()).toBe(201);
    // The response arrives before React puts its URL into the field: wait for the field, not the response.
    await expect(field(page, 'Image')).toHaveValue(/^\/api\/public\/uploads\/[\w-]+\.png$/);
    const preview = main(page).getByRole('img', { name: 'Image preview' });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
    await shoot(page, 'banner-form');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Banner created successfully')).toBeVisible();
    await page.waitForURL(/\/app\/cms(\?tab=banners)?$/);
    await expect(card(page, title)).toContainText('Active');
    await shoot(page, 'banners-tab');

    // A visitor (fresh context, not signed in) sees the saved banner on the next load of /.
    const visitor = await browser.newContext({ baseURL, storageState: NOT_SIGNED_IN });
    const landing = await visitor.newPage();
    await landing.goto('/');
    await expect(landing.getByRole('heading', { name: title })).toBeVisible();
    await visitor.close();

    // The preview: the banner as the landing page draws it.
    await card(page, title)
      .getByRole('link', { name: `View banner ${title}` })
      .click();
    await page.waitForURL(/\/app\/cms\/banners\/[\w-]+\/view$/);
    await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /See details/ })).toHaveAttribute(
      'href',
      '/login',
    );
    await shoot(page, 'banner-preview');

    // Edit: inactive, and a title that looks like a script is stored and shown as text.
    const script = `<img src=x onerror="window.__pwned=1">${title}`;
    await main(page).getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(/\/app\/cms\/banners\/[\w-]+$/);
    await expect(field(page, 'Title')).toHaveValue(title);
    await field(page, 'Title').fill(script);
    await main(page).getByText('Active', { exact: true }).click();
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Banner updated successfully')).toBeVisible();
    await page.goto('/app/cms');
    await expect(card(page, script)).toContainText('Inactive');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await main(page).locator('img[src="x"]').count()).toBe(0);

    // Inactive: gone from / for a visitor.
    const later = await browser.newContext({ baseURL, storageState: NOT_SIGNED_IN });
    const again = await later.newPage();
    const content = again.waitForResponse((response) =>
      response.url().endsWith('/api/public/landing'),
    );
    await again.goto('/');
    const landingBody = (await (await content).json()) as {
      data: { banners: { title: string }[] };
    };
    expect(landingBody.data.banners.map((banner) => banner.title)).not.toContain(script);
    await expect(again.getByText(title)).toHaveCount(0);
    await later.close();
    await noSideScroll(page);

    await card(page, script)
      .getByRole('button', { name: `Delete banner ${script}` })
      .click();
    await confirmDelete(page);
    await expect(toast(page, 'Banner deleted successfully')).toBeVisible();
    await expect(card(page, script)).toHaveCount(0);
  });

  test('a package: features one by one, rupiah prices, Popular; edited and deleted', async ({
    page,
    baseURL,
    browser,
  }) => {
    await clearArea(baseURL!, 'packages');
    const name = unique('Paket Keluarga');
    await page.goto('/app/cms?tab=packages');
    await main(page).getByRole('link', { name: 'Add package' }).click();
    await page.waitForURL(/\/app\/cms\/packages\/create$/);
    await main(page).getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Package name is required',
      'Speed is required',
      'Price is required',
      'Features are required',
      'Category is required',
    ]) {
      await expect(main(page).getByText(message)).toBeVisible();
    }
    await field(page, 'Package name').fill(name);
    await field(page, 'Speed').fill('20 Mbps');
    await field(page, 'Price').pressSequentially('150000');
    await expect(field(page, 'Price')).toHaveValue('150.000');
    await field(page, 'Original price').pressSequentially('200000');
    const features = field(page, 'Features');
    await features.fill('Unlimited tanpa FUP');
    await features.press('Enter');
    await features.fill('Gratis instalasi');
    await main(page).getByRole('button', { name: 'Add feature' }).click();
    await features.fill('Router WiFi dipinjamkan');
    await features.press('Enter');
    await main(page)
      .getByRole('button', { name: 'Remove feature Router WiFi dipinjamkan' })
      .click();
    await main(page)
      .getByRole('combobox', { name: /^Category/ })
      .selectOption('Rumahan');
    await main(page).getByText('Popular', { exact: true }).click();
    await shoot(page, 'package-form');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Package created successfully')).toBeVisible();
    await page.waitForURL(/\/app\/cms\?tab=packages$/);
    await expect(card(page, name)).toContainText('Popular');
    await expect(card(page, name)).toContainText('Rp 150.000');
    await expect(card(page, name).locator('s')).toHaveText('Rp 200.000');
    await expect(card(page, name)).toContainText('Unlimited tanpa FUP');
    await expect(card(page, name)).not.toContainText('Router WiFi dipinjamkan');
    await shoot(page, 'packages-tab');
    await asVisitor(browser, baseURL!, async (landing) => {
      const item = landing.getByRole('listitem').filter({ hasText: name });
      await expect(item).toContainText('Rp 150.000');
      // Struck through, with "Normal price" for screen readers.
      await expect(item.locator('s')).toContainText('Rp 200.000');
      await expect(item).toContainText('Popular');
      await expect(item).toContainText('Unlimited tanpa FUP');
    });

    await card(page, name)
      .getByRole('link', { name: `Edit package ${name}` })
      .click();
    await expect(field(page, 'Price')).toHaveValue('150.000');
    await field(page, 'Price').fill('175000');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Package updated successfully')).toBeVisible();
    await expect(card(page, name)).toContainText('Rp 175.000');
    await asVisitor(browser, baseURL!, async (landing) => {
      await expect(landing.getByRole('listitem').filter({ hasText: name })).toContainText(
        'Rp 175.000',
      );
    });

    await card(page, name)
      .getByRole('button', { name: `Delete package ${name}` })
      .click();
    await confirmDelete(page);
    await expect(toast(page, 'Package deleted successfully')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    await asVisitor(browser, baseURL!, async (landing) => {
      await expect(landing.getByText(name)).toHaveCount(0);
    });
  });

  test('a package sold online: a router of the console, a PPP profile read live from it, a duration', async ({
    page,
    baseURL,
  }) => {
    // A RouterOS simulator stands in for the router (packages/routeros, built by `pnpm build`).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built simulator, CommonJS
    const { startSimulator } = require('../../packages/routeros/dist/sim/index.js') as {
      startSimulator(options: {
        port: number;
        user: string;
        password: string;
      }): Promise<{ port: number; close(): Promise<void> }>;
    };
    const sim = await startSimulator({ port: 0, user: 'admin', password: 'secret' });
    const routerName = unique('Kantor Pusat');
    const { body: router } = await apiAsAdmin<{ data: { id: string } }>(
      baseURL!,
      'POST',
      '/routers',
      {
        routerName,
        routerHost: `127.0.0.1:${sim.port}`,
        routerUser: 'admin',
        routerPass: 'secret',
      },
    );
    try {
      const name = unique('Paket Online');
      await page.goto('/app/cms/packages/create');
      await field(page, 'Package name').fill(name);
      await field(page, 'Speed').fill('20 Mbps');
      await field(page, 'Price').fill('250000');
      await field(page, 'Features').fill('Aktif otomatis setelah bayar');
      await field(page, 'Features').press('Enter');
      await main(page)
        .getByRole('combobox', { name: /^Category/ })
        .selectOption('Rumahan');
      await main(page).getByText('Sold online', { exact: true }).click();
      await main(page).getByRole('button', { name: 'Save' }).click();
      await expect(main(page).getByText('Choose the router that sells this package')).toBeVisible();

      await main(page)
        .getByRole('combobox', { name: /^Router/ })
        .selectOption({ label: routerName });
      const profile = main(page).getByRole('combobox', { name: /^PPP profile/ });
      await expect(profile.locator('option', { hasText: 'paket-20M' })).toHaveCount(1);
      await profile.selectOption('paket-20M');
      await main(page)
        .getByRole('spinbutton', { name: /^Duration/ })
        .fill('30');
      await shoot(page, 'package-form-sold-online');
      await main(page).getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Package created successfully')).toBeVisible();
      await expect(card(page, name)).toContainText('Sold online');

      const { body } = await apiAsAdmin<{
        data: {
          name: string;
          routerId: string;
          pppProfile: string;
          durationDays: number;
          soldOnline: boolean;
        }[];
      }>(baseURL!, 'GET', '/cms/packages');
      expect(body.data.find((item) => item.name === name)).toMatchObject({
        routerId: router.data.id,
        pppProfile: 'paket-20M',
        durationDays: 30,
        soldOnline: true,
      });
    } finally {
      await clearArea(baseURL!, 'packages');
      await apiAsAdmin(baseURL!, 'DELETE', `/routers/${router.data.id}`, undefined, [404, 409]);
      await sim.close();
    }
  });

  test('the company profile: one record with stats and social rows, created, edited and deleted', async ({
    page,
    baseURL,
    browser,
  }) => {
    await clearArea(baseURL!, 'company-profile');
    await page.goto('/app/cms?tab=company-profile');
    await expect(main(page).getByText('No company profile yet')).toBeVisible();
    await shoot(page, 'company-profile-empty');
    await main(page).getByRole('link', { name: 'Create company profile' }).click();
    await page.waitForURL(/\/app\/cms\/company-profile\/create$/);

    await field(page, 'Email').fill('bukan-email');
    await field(page, 'Website').fill('ftp://pokayoke');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByText('Company name is required')).toBeVisible();
    await expect(main(page).getByText('Invalid email format')).toBeVisible();
    await expect(main(page).getByText('Invalid website URL')).toBeVisible();

    await field(page, 'Company name').fill('PT Pokayoke Net');
    await field(page, 'Description').fill(
      'Penyedia internet rumah dan bisnis di Bandung sejak 2015.',
    );
    await field(page, 'Vision').fill('Internet cepat untuk semua rumah.');
    await field(page, 'Email').fill('halo@pokayoke.id');
    await field(page, 'Website').fill('https://pokayoke.id');
    await main(page).getByRole('button', { name: 'Add stat' }).click();
    await main(page).getByRole('textbox', { name: 'Label 1' }).fill('Pelanggan');
    await main(page).getByRole('textbox', { name: 'Value 1' }).fill('1.200+');
    await main(page).getByRole('button', { name: 'Add stat' }).click();
    await main(page).getByRole('textbox', { name: 'Label 2' }).fill('Kota');
    await main(page).getByRole('textbox', { name: 'Value 2' }).fill('8');
    await main(page).getByRole('button', { name: 'Add social link' }).click();
    await main(page).getByRole('textbox', { name: 'Platform 1' }).fill('instagram');
    await main(page).getByRole('textbox', { name: 'URL 1' }).fill('https://instagram.com/pokayoke');
    await shoot(page, 'company-profile-form');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Company profile created successfully')).toBeVisible();
    await page.waitForURL(/\/app\/cms\?tab=company-profile$/);
    await expect(main(page).getByRole('heading', { name: 'PT Pokayoke Net' })).toBeVisible();
    await expect(main(page).getByText('1.200+')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/pokayoke',
    );
    await expect(main(page).getByRole('link', { name: 'Create company profile' })).toHaveCount(0);
    await shoot(page, 'company-profile-tab');
    await asVisitor(browser, baseURL!, async (landing) => {
      await expect(landing.getByText('Internet cepat untuk semua rumah.')).toBeVisible();
      await expect(landing.getByText('1.200+')).toBeVisible();
      const social = landing.getByRole('link', { name: /instagram/i });
      await expect(social).toHaveAttribute('href', 'https://instagram.com/pokayoke');
      await expect(social).toHaveAttribute('rel', /noopener/);
    });

    await main(page).getByRole('link', { name: 'Edit company profile PT Pokayoke Net' }).click();
    await expect(main(page).getByRole('textbox', { name: 'Label 2' })).toHaveValue('Kota');
    await main(page).getByRole('button', { name: 'Remove stat 2' }).click();
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Company profile updated successfully')).toBeVisible();
    await expect(main(page).getByText('Kota')).toHaveCount(0);
    await asVisitor(browser, baseURL!, async (landing) => {
      await expect(landing.getByText('1.200+')).toBeVisible();
      await expect(landing.getByText('Kota', { exact: true })).toHaveCount(0);
    });

    await main(page)
      .getByRole('button', { name: 'Delete company profile PT Pokayoke Net' })
      .click();
    await confirmDelete(page);
    await expect(toast(page, 'Company profile deleted successfully')).toBeVisible();
    await expect(main(page).getByText('No company profile yet')).toBeVisible();
    await asVisitor(browser, baseURL!, async (landing) => {
      await expect(landing.getByText('Internet cepat untuk semua rumah.')).toHaveCount(0);
    });
  });

  test('contact info: created, edited, deleted; a missing id goes back with Error fetching contact info', async ({
    page,
    baseURL,
    browser,
  }) => {
    await clearArea(baseURL!, 'contact-info');
    const title = unique('WhatsApp');
    await page.goto('/app/cms?tab=contact-info');
    await main(page).getByRole('link', { name: 'Add contact info' }).click();
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByText('Type is required')).toBeVisible();
    await expect(main(page).getByText('Value is required')).toBeVisible();
    await main(page).getByRole('combobox', { name: /^Type/ }).selectOption('whatsapp');
    await field(page, 'Title').fill(title);
    await field(page, 'Value').fill('6281234567890');
    await shoot(page, 'contact-info-form');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Contact info created successfully')).toBeVisible();
    await expect(card(page, title)).toContainText('whatsapp');
    await asVisitor(browser, baseURL!, async (landing) => {
      const link = landing.getByRole('link', { name: /6281234567890/ });
      await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890/);
      await expect(landing.getByText(title)).toBeVisible();
    });

    await card(page, title)
      .getByRole('link', { name: `Edit contact info ${title}` })
      .click();
    await main(page).getByRole('combobox', { name: /^Type/ }).selectOption('hours');
    await field(page, 'Value').fill('Senin–Sabtu 08.00–20.00');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Contact info updated successfully')).toBeVisible();
    await expect(card(page, title)).toContainText('Operating Hours');
    await shoot(page, 'contact-info-tab');
    await asVisitor(browser, baseURL!, async (landing) => {
      await expect(landing.getByText('Senin–Sabtu 08.00–20.00')).toBeVisible();
      await expect(landing.getByRole('link', { name: /6281234567890/ })).toHaveCount(0);
    });

    await card(page, title)
      .getByRole('button', { name: `Delete contact info ${title}` })
      .click();
    await confirmDelete(page);
    await expect(toast(page, 'Contact info deleted successfully')).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
    await asVisitor(browser, baseURL!, async (landing) => {
      await expect(landing.getByText(title)).toHaveCount(0);
    });

    await page.goto('/app/cms/contact-info/00000000-0000-4000-8000-000000000000');
    await expect(toast(page, 'Error fetching contact info')).toBeVisible();
    await page.waitForURL(/\/app\/cms\?tab=contact-info$/);
  });
});

test.describe('as a plain user', () => {
  test.use({ role: 'user' });

  test('the CMS is read-only: no Add, edit and delete disabled with the titles, forms read-only', async ({
    page,
    baseURL,
  }) => {
    const title = unique('Banner untuk dibaca');
    await apiAsAdmin(baseURL!, 'POST', '/cms/banners', {
      title,
      description: 'Hanya admin yang mengubah',
      image: 'https://example.com/banner.png',
    });
    await page.goto('/app/cms');
    await expect(card(page, title)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Add banner' })).toHaveCount(0);
    const edit = card(page, title).getByRole('button', { name: `Edit banner ${title}` });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAttribute('title', 'User role cannot edit records');
    const remove = card(page, title).getByRole('button', { name: `Delete banner ${title}` });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('title', 'User role cannot delete records');
    await shoot(page, 'banners-tab-plain-user');

    const { body } = await apiAsAdmin<{ data: { id: string; title: string }[] }>(
      baseURL!,
      'GET',
      '/cms/banners',
    );
    const id = body.data.find((banner) => banner.title === title)!.id;
    await page.goto(`/app/cms/banners/${id}`);
    await expect(field(page, 'Title')).toHaveAttribute('readonly', '');
    await expect(main(page).getByLabel('Upload Image')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Save' })).toBeDisabled();
    await shoot(page, 'banner-form-plain-user');
    await apiAsAdmin(baseURL!, 'DELETE', `/cms/banners/${id}`);
  });
});
