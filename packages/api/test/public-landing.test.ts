// `GET /api/public/landing` (docs/rules/landing.md#content): no sign-in, 200 with empty content
// when nothing is configured, active items only by `order`, capped lists, nothing a visitor should
// not see, ETag and 304, and a save visible on the very next load, on every API instance.
import { eq } from 'drizzle-orm';
import { LANDING_LIMITS } from 'contracts/limits';
import { inspectImage } from '../src/cms/image-inspect';
import { cmsBanners, cmsContactInfo, cmsPackages, routers } from '../src/db/schema';
import {
  bannersRepository,
  companyProfileRepository,
  contactInfoRepository,
  packagesRepository,
} from '../src/repositories/cms';
import { buildTestApp, callAs, fakeClock, setUpSuite, type App, type Session } from './helpers';

let app: App;
let admin: Session;
setUpSuite({ clock: fakeClock() }, (suite) => ({ app, admin } = suite));

const landing = (target: App = app, headers: Record<string, string> = {}) =>
  target.inject({ method: 'GET', url: '/api/public/landing', headers });

interface LandingBody {
  success: boolean;
  data: {
    banners: Record<string, unknown>[];
    packages: Record<string, unknown>[];
    companyProfile: Record<string, unknown> | null;
    contactInfo: Record<string, unknown>[];
  };
}

const audit = { createdBy: 'fixture', updatedBy: 'fixture' };

describe('GET /api/public/landing', () => {
  it('answers 200 with empty content when nothing is configured, to anyone', async () => {
    const response = await landing();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { banners: [], packages: [], companyProfile: null, contactInfo: [] },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=10');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('lists active items only, by order then age, without audit fields or routers', async () => {
    const [router] = await app.db.orm
      .insert(routers)
      .values({ routerName: 'R1', routerHost: '192.0.2.1', routerUser: 'api', routerPassEnc: 'x' })
      .returning();
    for (const [title, sortOrder, isActive] of [
      ['Third', 5, true],
      ['Hidden', 0, false],
      ['First', 1, true],
      ['Second', 1, true],
    ] as const) {
      await bannersRepository.insert(app.db.orm, {
        title,
        description: 'd',
        image: '/img.png',
        sortOrder,
        isActive,
        ...audit,
      });
    }
    await packagesRepository.insert(app.db.orm, {
      name: 'Online',
      speed: '20 Mbps',
      price: 150000,
      features: ['Unlimited'],
      category: 'Rumahan',
      routerId: router?.id ?? null,
      pppProfile: 'secret-profile',
      ...audit,
    });
    await packagesRepository.insert(app.db.orm, {
      name: 'Off',
      speed: '1 Mbps',
      price: 1,
      features: ['x'],
      category: 'Bisnis',
      isActive: false,
      ...audit,
    });
    await contactInfoRepository.insert(app.db.orm, {
      type: 'email',
      title: 'Email',
      value: 'halo@example.com',
      ...audit,
    });
    await companyProfileRepository.insert(app.db.orm, {
      companyName: 'PT Pokayoke',
      description: 'ISP',
      stats: [{ label: 'Pelanggan', value: '1000' }],
      socialMedia: { instagram: 'https://instagram.com/x' },
      ...audit,
    });

    const body = (await landing()).json<LandingBody>();
    expect(body.data.banners.map((banner) => banner.title)).toEqual(['First', 'Second', 'Third']);
    expect(body.data.packages).toEqual([
      {
        id: expect.any(String),
        name: 'Online',
        speed: '20 Mbps',
        price: 150000,
        originalPrice: null,
        features: ['Unlimited'],
        category: 'Rumahan',
        isPopular: false,
        isActive: true,
        order: 0,
        durationDays: 30,
        saleKind: 'ppp',
        soldOnline: true,
      },
    ]);
    expect(body.data.companyProfile).toMatchObject({
      companyName: 'PT Pokayoke',
      stats: [{ label: 'Pelanggan', value: '1000' }],
      socialMedia: { instagram: 'https://instagram.com/x' },
    });
    expect(body.data.contactInfo).toHaveLength(1);
    // Staff usernames and the router that sells a package are not a visitor's business.
    const text = JSON.stringify(body);
    for (const hidden of ['createdBy', 'updatedBy', 'fixture', 'routerId', 'secret-profile']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('answers 304 to a matching If-None-Match, and new content after any CMS write', async () => {
    const first = await landing();
    const etag = first.headers.etag as string;
    const cached = await landing(app, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    expect((await landing(app, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await landing(app, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // Every kind of write through the API shows on the next load.
    const created = await callAs(app, admin, 'POST', '/api/cms/contact-info', {
      type: 'phone',
      title: 'Telepon',
      value: '021-555',
      order: 0,
    });
    const id = created.json<{ data: { id: string } }>().data.id;
    const afterCreate = await landing(app, { 'if-none-match': etag });
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.json<LandingBody>().data.contactInfo[0]).toMatchObject({ title: 'Telepon' });

    const etag2 = afterCreate.headers.etag as string;
    await callAs(app, admin, 'PUT', `/api/cms/contact-info/${id}`, { isActive: false });
    const afterUpdate = await landing(app, { 'if-none-match': etag2 });
    expect(afterUpdate.statusCode).toBe(200);
    expect(afterUpdate.json<LandingBody>().data.contactInfo.map((c) => c.title)).toEqual(['Email']);

    const etag3 = afterUpdate.headers.etag as string;
    await callAs(app, admin, 'DELETE', `/api/cms/contact-info/${id}`);
    // Deleting an inactive item changes nothing a visitor sees: same content, same tag.
    expect((await landing(app, { 'if-none-match': etag3 })).statusCode).toBe(304);
  });

  it('shows a save made through another API instance on the next load (one database)', async () => {
    const banner = await bannersRepository.insert(app.db.orm, {
      title: 'Before',
      description: 'd',
      image: '/img.png',
      ...audit,
    });
    const second = await buildTestApp({ db: app.db });
    try {
      const before = await landing(second);
      // A write by the other instance: straight into the shared database.
      await app.db.orm
        .update(cmsBanners)
        .set({ title: 'Changed elsewhere', sortOrder: 0 })
        .where(eq(cmsBanners.id, banner.id));
      const after = await landing(second, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.json<LandingBody>().data.banners.map((b) => b.title)).toContain(
        'Changed elsewhere',
      );
      // Both instances tag the same content alike.
      expect((await landing(app)).headers.etag).toBe(after.headers.etag);
    } finally {
      await second.close();
    }
  });

  it('caps each list (first items by order) so that 1,000 rows stay a small answer', async () => {
    await app.db.orm.delete(cmsBanners);
    await app.db.orm.delete(cmsPackages);
    await app.db.orm.delete(cmsContactInfo);
    const many = (n: number) => Array.from({ length: n }, (_, i) => i);
    await app.db.orm.insert(cmsBanners).values(
      many(1000).map((i) => ({
        title: `B${i}`,
        description: 'd',
        image: '/b.png',
        sortOrder: 1000 - i,
        ...audit,
      })),
    );
    await app.db.orm.insert(cmsPackages).values(
      many(1000).map((i) => ({
        name: `P${i}`,
        speed: '1',
        price: 1000 + i,
        features: ['f'],
        category: 'Rumahan',
        sortOrder: i,
        ...audit,
      })),
    );
    const body = (await landing()).json<LandingBody>();
    expect(body.data.banners).toHaveLength(LANDING_LIMITS.banners);
    expect(body.data.banners[0]).toMatchObject({ title: 'B999', order: 1 });
    expect(body.data.packages).toHaveLength(LANDING_LIMITS.packages);
    expect(body.data.packages[0]).toMatchObject({ name: 'P0' });
  });
});

describe('CMS_DEMO_CONTENT (pnpm dev)', () => {
  it('fills an empty CMS once with content whose images are real uploads', async () => {
    const demo = await buildTestApp({ env: { CMS_DEMO_CONTENT: 'true' } });
    try {
      const body = (await landing(demo)).json<LandingBody>();
      expect(body.data.banners).toHaveLength(3);
      expect(body.data.packages.map((p) => p.category)).toEqual(
        expect.arrayContaining(['Rumahan', 'Bisnis', 'Enterprise']),
      );
      expect(body.data.companyProfile).toMatchObject({ companyName: 'PT Pokayoke Net' });
      const image = await demo.inject({
        method: 'GET',
        url: body.data.banners[0]?.image as string,
      });
      expect(image.headers['content-type']).toBe('image/png');
      expect(inspectImage(image.rawPayload)).toMatchObject({ ok: true });
      // A second start on the same database adds nothing.
      const again = await buildTestApp({ db: demo.db, env: { CMS_DEMO_CONTENT: 'true' } });
      await again.close();
      expect((await landing(demo)).json<LandingBody>().data.banners).toHaveLength(3);
    } finally {
      await demo.close();
    }
  });
});
