// The CMS areas (docs/rules/cms.md): each area's validation with the product's messages, the role
// matrix and 404s of every record route, the audit fields, the one company profile, packages sold
// online naming a router that exists, and script-looking text kept as plain text.
import { eq } from 'drizzle-orm';
import {
  BANNER_FIELD_MESSAGES as BM,
  CMS_MESSAGES,
  COMPANY_PROFILE_FIELD_MESSAGES as CPM,
  CONTACT_INFO_FIELD_MESSAGES as CIM,
  PACKAGE_FIELD_MESSAGES as PM,
} from 'contracts/messages';
import {
  cmsBanners,
  cmsCompanyProfile,
  cmsContactInfo,
  cmsPackages,
  routers,
  type CmsPackageRow,
} from '../src/db/schema';
import {
  bannersRepository,
  companyProfileRepository,
  contactInfoRepository,
  packagesRepository,
} from '../src/repositories/cms';
import { callAs, fakeClock, setUpSuite, type App, type Session } from './helpers';
import { describeRecordRoutes } from './record-routes-contract';
import { tableRows } from './role-matrix';

const clock = fakeClock(new Date('2026-03-01T09:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;

setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

type Json = Record<string, unknown>;
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, as = admin) =>
  callAs(app, as, method, url, payload);
const get = (url: string, as: Session | null = admin) => callAs(app, as, 'GET', url);

const MISSING_IDS = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"];

const bannerBody = (): Json => ({
  title: 'Promo Ramadhan',
  description: 'Diskon 50% untuk semua paket',
  image: 'https://cdn.example.com/banner.png',
});
const packageBody = (): Json => ({
  name: 'Paket Hemat',
  speed: '20 Mbps',
  price: 150000,
  features: ['Unlimited', 'Free install'],
  category: 'Rumahan',
});
const companyBody = (): Json => ({
  companyName: 'PT Pokayoke Net',
  description: 'Internet cepat untuk rumah dan bisnis',
});
const contactBody = (): Json => ({ type: 'whatsapp', title: 'WhatsApp', value: '08123456789' });

let fixtures = 0;
const audit = { createdBy: 'fixture', updatedBy: 'fixture' };
const bannerFixture = () =>
  bannersRepository.insert(app.db.orm, {
    title: `Banner ${(fixtures += 1)}`,
    description: 'd',
    image: '/x.png',
    ...audit,
  });
const packageFixture = (values: Partial<CmsPackageRow> = {}) =>
  packagesRepository.insert(app.db.orm, {
    name: `Package ${(fixtures += 1)}`,
    speed: '10 Mbps',
    price: 100000,
    features: ['a'],
    category: 'Bisnis',
    ...audit,
    ...values,
  });
const contactFixture = () =>
  contactInfoRepository.insert(app.db.orm, {
    type: 'phone',
    title: `Phone ${(fixtures += 1)}`,
    value: '021555',
    ...audit,
  });
/** The one company profile (made when there is none). */
async function companyFixture(): Promise<string> {
  const existing = await app.db.orm.select().from(cmsCompanyProfile);
  if (existing[0]) return existing[0].id;
  const row = await companyProfileRepository.insert(app.db.orm, {
    companyName: 'Fixture company',
    description: 'd',
    ...audit,
  });
  return row.id;
}

async function routerFixture(): Promise<string> {
  const [row] = await app.db.orm
    .insert(routers)
    .values({
      routerName: `Router ${(fixtures += 1)}`,
      routerHost: '192.0.2.1',
      routerUser: 'api',
      routerPassEnc: 'not-a-real-ciphertext',
    })
    .returning();
  if (!row) throw new Error('no router');
  return row.id;
}

const snapshotAll = async (target: App) => [
  await tableRows(target, cmsBanners, cmsBanners.id),
  await tableRows(target, cmsPackages, cmsPackages.id),
  await tableRows(target, cmsCompanyProfile, cmsCompanyProfile.id),
  await tableRows(target, cmsContactInfo, cmsContactInfo.id),
];

describeRecordRoutes('/api/cms/banners', {
  suite: () => ({ app, admin }),
  notFound: CMS_MESSAGES.banners.notFound,
  missingIds: MISSING_IDS,
  fixtureId: async () => (await bannerFixture()).id,
  createBody: bannerBody,
  updateBody: { title: 'Changed' },
  snapshot: snapshotAll,
  conflicts: {},
  envelope: 'success',
  review: false,
});

describeRecordRoutes('/api/cms/packages', {
  suite: () => ({ app, admin }),
  notFound: CMS_MESSAGES.packages.notFound,
  missingIds: MISSING_IDS,
  fixtureId: async () => (await packageFixture()).id,
  createBody: packageBody,
  updateBody: { price: 175000 },
  snapshot: snapshotAll,
  conflicts: {},
  envelope: 'success',
  review: false,
});

describeRecordRoutes('/api/cms/company-profile', {
  suite: () => ({ app, admin }),
  notFound: CMS_MESSAGES['company-profile'].notFound,
  missingIds: MISSING_IDS,
  fixtureId: companyFixture,
  // The one record is the fixture's or was deleted by the previous case: make room first.
  createBody: companyBody,
  updateBody: { vision: 'Changed' },
  snapshot: snapshotAll,
  conflicts: { post: true },
  envelope: 'success',
  review: false,
});

describeRecordRoutes('/api/cms/contact-info', {
  suite: () => ({ app, admin }),
  notFound: CMS_MESSAGES['contact-info'].notFound,
  missingIds: MISSING_IDS,
  fixtureId: async () => (await contactFixture()).id,
  createBody: contactBody,
  updateBody: { title: 'Changed' },
  snapshot: snapshotAll,
  conflicts: {},
  envelope: 'success',
  review: false,
});

/** POSTs `body` and expects a 400 that says `message` on `path`. */
async function expectRefused(url: string, body: Json, path: string, message: string) {
  const response = await write('POST', url, body);
  expect(response.statusCode).toBe(400);
  const answer = response.json<{ message: string; success: boolean; errors: Json[] }>();
  expect(answer).toMatchObject({ message: 'validation_error', success: false });
  expect(answer.errors).toContainEqual({ path, message });
}

describe('validation: the product messages on the field (docs/rules/cms.md#validation)', () => {
  const long = (n: number) => 'x'.repeat(n);
  const bannerCases: [string, Json, string, string][] = [
    ['title missing', { title: undefined }, 'title', BM.title],
    ['title blank', { title: '   ' }, 'title', BM.title],
    ['title too long', { title: long(201) }, 'title', BM.titleTooLong],
    ['description missing', { description: '' }, 'description', BM.description],
    ['image missing', { image: '' }, 'image', BM.image],
    ['image javascript:', { image: 'javascript:alert(1)' }, 'image', BM.imageInvalid],
    [
      'image data:',
      { image: 'data:image/svg+xml,<svg onload=alert(1)>' },
      'image',
      BM.imageInvalid,
    ],
    ['image //host', { image: '//evil.example/x.png' }, 'image', BM.imageInvalid],
    ['link javascript:', { link: 'javascript:alert(1)' }, 'link', BM.link],
    ['order negative', { order: -1 }, 'order', BM.order],
    ['order not a number', { order: 'first' }, 'order', BM.order],
    ['isActive not a flag', { isActive: 'maybe' }, 'isActive', BM.isActive],
  ];
  it.each(bannerCases)('banner: %s', async (_name, change, path, message) => {
    await expectRefused('/api/cms/banners', { ...bannerBody(), ...change }, path, message);
  });

  const packageCases: [string, Json, string, string][] = [
    ['name missing', { name: '' }, 'name', PM.name],
    ['speed missing', { speed: undefined }, 'speed', PM.speed],
    ['price missing', { price: undefined }, 'price', PM.price],
    ['price empty', { price: '' }, 'price', PM.price],
    ['price null', { price: null }, 'price', PM.price],
    ['price not whole', { price: 1.5 }, 'price', PM.price],
    ['price too high', { price: 1e15 }, 'price', PM.priceRange],
    ['originalPrice text', { originalPrice: 'abc' }, 'originalPrice', PM.originalPrice],
    ['features missing', { features: undefined }, 'features', PM.features],
    ['features empty', { features: [] }, 'features', PM.features],
    ['a feature blank', { features: ['ok', '  '] }, 'features.1', PM.features],
    ['a feature too long', { features: [long(201)] }, 'features.0', PM.featureTooLong],
    ['too many features', { features: Array(31).fill('f') }, 'features', PM.tooManyFeatures],
    ['category missing', { category: '' }, 'category', PM.category],
    ['category unknown', { category: 'Premium' }, 'category', PM.categoryChoice],
    ['order negative', { order: -5 }, 'order', BM.order],
    ['durationDays 0', { durationDays: 0 }, 'durationDays', PM.durationDays],
  ];
  it.each(packageCases)('package: %s', async (_name, change, path, message) => {
    await expectRefused('/api/cms/packages', { ...packageBody(), ...change }, path, message);
  });

  it('package: an empty category is one message, not two', async () => {
    const response = await write('POST', '/api/cms/packages', { ...packageBody(), category: '' });
    const errors = response.json<{ errors: { path: string }[] }>().errors;
    expect(errors.filter((error) => error.path === 'category')).toHaveLength(1);
  });

  const companyCases: [string, Json, string, string][] = [
    ['companyName missing', { companyName: '' }, 'companyName', CPM.companyName],
    ['description missing', { description: undefined }, 'description', CPM.description],
    ['email invalid', { email: 'not-an-email' }, 'email', CPM.email],
    ['website invalid', { website: 'not a url' }, 'website', CPM.website],
    ['website javascript:', { website: 'javascript:alert(1)' }, 'website', CPM.website],
    ['logo javascript:', { logo: 'javascript:alert(1)' }, 'logo', CPM.logo],
    [
      'a stat without label',
      { stats: [{ label: '', value: '10' }] },
      'stats.0.label',
      CPM.statLabel,
    ],
    ['a stat without value', { stats: [{ label: 'Users' }] }, 'stats.0.value', CPM.statValue],
    [
      'a social link not http(s)',
      { socialMedia: { instagram: 'javascript:alert(1)' } },
      'socialMedia.instagram',
      CPM.socialMediaUrl,
    ],
  ];
  it.each(companyCases)('company profile: %s', async (_name, change, path, message) => {
    await expectRefused('/api/cms/company-profile', { ...companyBody(), ...change }, path, message);
  });

  const contactCases: [string, Json, string, string][] = [
    ['type missing', { type: '' }, 'type', CIM.type],
    ['type unknown', { type: 'fax' }, 'type', CIM.typeChoice],
    ['title missing', { title: '' }, 'title', CIM.title],
    ['value missing', { value: undefined }, 'value', CIM.value],
    ['order negative', { order: -1 }, 'order', CIM.order],
    ['isActive 2', { isActive: 2 }, 'isActive', CIM.isActive],
  ];
  it.each(contactCases)('contact info: %s', async (_name, change, path, message) => {
    await expectRefused('/api/cms/contact-info', { ...contactBody(), ...change }, path, message);
  });

  it('an update is checked like a create, field by field', async () => {
    const { id } = await bannerFixture();
    const response = await write('PUT', `/api/cms/banners/${id}`, { title: '', order: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Json[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: BM.title },
        { path: 'order', message: BM.order },
      ]),
    );
  });
});

describe('writes and reads', () => {
  it('creates, reads, changes and deletes a banner with the audit fields and the toasts', async () => {
    const created = await write('POST', '/api/cms/banners', {
      ...bannerBody(),
      title: '  Promo  ',
      order: 3,
      isActive: 0,
      id: 'ignored',
      createdBy: 'someone else',
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json<{ success: boolean; message: string; data: Json }>();
    expect(banner).toMatchObject({
      success: true,
      message: 'Banner created successfully',
      data: {
        title: 'Promo',
        details: '',
        link: '',
        order: 3,
        isActive: false,
        createdBy: 'admin',
        updatedBy: 'admin',
      },
    });
    const id = banner.data.id as string;

    const read = await get(`/api/cms/banners/${id}`, user);
    expect(read.json()).toEqual({ success: true, data: banner.data });

    clock.advance(1000);
    const updated = await write('PUT', `/api/cms/banners/${id}`, {
      isActive: true,
      link: '/promo',
    });
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'Banner updated successfully',
      data: {
        title: 'Promo',
        isActive: true,
        link: '/promo',
        createdBy: 'admin',
        updatedBy: 'admin',
      },
    });

    const removed = await write('DELETE', `/api/cms/banners/${id}`);
    expect(removed.json()).toEqual({
      success: true,
      data: { id },
      message: 'Banner deleted successfully',
    });
    expect((await get(`/api/cms/banners/${id}`)).statusCode).toBe(404);
  });

  it('lists an area by display order for a plain user, with paging on request', async () => {
    await app.db.orm.delete(cmsContactInfo);
    for (const [order, title] of [
      [2, 'C'],
      [0, 'A'],
      [1, 'B'],
    ] as const) {
      await write('POST', '/api/cms/contact-info', { ...contactBody(), title, order });
    }
    const all = await get('/api/cms/contact-info', user);
    expect(all.statusCode).toBe(200);
    const answer = all.json<{ success: boolean; data: { title: string }[]; pagination: Json }>();
    expect(answer.success).toBe(true);
    expect(answer.data.map((row) => row.title)).toEqual(['A', 'B', 'C']);
    expect(answer.pagination).toEqual({ page: 1, perPage: 3, total: 3, totalPages: 1 });

    const paged = await get('/api/cms/contact-info?page=2&perPage=5&sortCol=title&sortDir=desc');
    expect(paged.json()).toMatchObject({ data: [], pagination: { page: 2, total: 3 } });
    expect((await get('/api/cms/contact-info?sortCol=password')).statusCode).toBe(400);
    expect((await get('/api/cms/contact-info', null)).statusCode).toBe(401);
  });

  it('takes a package with features, whole rupiah and the defaults', async () => {
    const response = await write('POST', '/api/cms/packages', {
      ...packageBody(),
      price: '250000',
      originalPrice: '',
      features: [' Unlimited ', 'Free router'],
      isPopular: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: Json }>().data).toMatchObject({
      price: 250000,
      originalPrice: null,
      features: ['Unlimited', 'Free router'],
      isPopular: true,
      isActive: true,
      order: 0,
      routerId: null,
      pppProfile: null,
      durationDays: 30,
      soldOnline: false,
    });
  });

  it('sells a package online only with a router that exists and a PPP profile', async () => {
    const routerId = await routerFixture();
    const url = '/api/cms/packages';
    await expectRefused(
      url,
      { ...packageBody(), routerId: '00000000-0000-4000-8000-000000000000', pppProfile: 'p' },
      'routerId',
      PM.routerId,
    );
    await expectRefused(url, { ...packageBody(), routerId: 'router-1' }, 'routerId', PM.routerId);
    await expectRefused(url, { ...packageBody(), routerId }, 'pppProfile', PM.pppProfile);

    const created = await write('POST', url, {
      ...packageBody(),
      routerId,
      pppProfile: 'paket-20M',
      durationDays: 7,
    });
    expect(created.statusCode).toBe(201);
    const data = created.json<{ data: Json }>().data;
    expect(data).toMatchObject({
      routerId,
      pppProfile: 'paket-20M',
      durationDays: 7,
      soldOnline: true,
    });

    // Taking the profile away while the router stays is refused; taking the router away is not.
    const id = data.id as string;
    const noProfile = await write('PUT', `${url}/${id}`, { pppProfile: '' });
    expect(noProfile.json()).toMatchObject({
      errors: [{ path: 'pppProfile', message: PM.pppProfile }],
    });
    const offline = await write('PUT', `${url}/${id}`, { routerId: null });
    expect(offline.json<{ data: Json }>().data).toMatchObject({
      routerId: null,
      soldOnline: false,
    });
  });

  it('stops selling a package online when its router is deleted, and keeps the package', async () => {
    const routerId = await routerFixture();
    const row = await packageFixture({ routerId, pppProfile: 'paket-10M' });
    await app.db.orm.delete(routers).where(eq(routers.id, routerId));
    const read = await get(`/api/cms/packages/${row.id}`);
    expect(read.json<{ data: Json }>().data).toMatchObject({
      routerId: null,
      pppProfile: 'paket-10M',
      soldOnline: false,
    });
  });

  it('keeps one company profile: a second create is 409', async () => {
    await app.db.orm.delete(cmsCompanyProfile);
    const first = await write('POST', '/api/cms/company-profile', {
      ...companyBody(),
      email: '',
      website: 'https://pokayoke.example',
      stats: [{ label: ' Pelanggan ', value: '1.200+' }],
      socialMedia: { instagram: 'https://instagram.com/pokayoke' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: Json }>().data).toMatchObject({
      stats: [{ label: 'Pelanggan', value: '1.200+' }],
      socialMedia: { instagram: 'https://instagram.com/pokayoke' },
      logo: '',
    });
    const second = await write('POST', '/api/cms/company-profile', companyBody());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      error: CMS_MESSAGES['company-profile'].exists,
      message: CMS_MESSAGES['company-profile'].exists,
    });
    const list = await get('/api/cms/company-profile');
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('stores script-looking text as it was typed and answers it as JSON text', async () => {
    const xss = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const created = await write('POST', '/api/cms/banners', {
      ...bannerBody(),
      title: xss,
      description: `"quoted" & ${xss}`,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;
    const read = await get(`/api/cms/banners/${id}`);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json<{ data: Json }>().data).toMatchObject({
      title: xss,
      description: `"quoted" & ${xss}`,
    });
    // JSON-escaped, never an HTML document: the raw body has the text inside a JSON string.
    expect(read.body.startsWith('{')).toBe(true);
  });
});
