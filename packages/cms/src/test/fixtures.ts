import type { Handler, MockReply } from 'shared-auth/testing';
import type { Banner, CompanyProfile, ContactInfo, ServicePackage } from '../lib/cms-areas';

const AUDIT = {
  createdAt: '2026-11-20T03:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2026-11-21T04:30:00.000Z',
  updatedBy: 'admin',
};

export const BANNER: Banner = {
  id: '0b9f3c1e-6a51-4d1b-9d0e-1f6b2a7c1001',
  title: 'Promo Merdeka',
  description: 'Internet cepat untuk rumah',
  image: 'https://cdn.example.com/promo.png',
  details: 'Berlaku sampai 31 Agustus',
  link: 'https://example.com/promo',
  order: 1,
  isActive: true,
  ...AUDIT,
};

export const HIDDEN_BANNER: Banner = {
  ...BANNER,
  id: '0b9f3c1e-6a51-4d1b-9d0e-1f6b2a7c1002',
  title: 'Old promo',
  order: 0,
  isActive: false,
};

export const ROUTER_ID = '7c2d1b3a-0000-4000-8000-00000000a001';

export const PACKAGE: ServicePackage = {
  id: '2a4c6e80-1111-4222-8333-444455556666',
  name: 'Paket Keluarga',
  speed: '20 Mbps',
  price: 150000,
  originalPrice: 200000,
  features: ['Unlimited', 'Free install'],
  category: 'Rumahan',
  isPopular: true,
  isActive: true,
  order: 0,
  routerId: null,
  pppProfile: null,
  durationDays: 30,
  saleKind: 'ppp',
  hotspotProfile: null,
  soldOnline: false,
  ...AUDIT,
};

export const PROFILE: CompanyProfile = {
  id: '3b5d7f90-2222-4333-8444-555566667777',
  companyName: 'PT Pokayoke Net',
  description: 'Penyedia internet rumah dan bisnis',
  vision: 'Internet untuk semua',
  mission: 'Cepat, stabil, terjangkau',
  address: 'Jl. Merdeka 10, Bandung',
  phone: '022-123456',
  email: 'halo@pokayoke.id',
  website: 'https://pokayoke.id',
  logo: '',
  heroImage: '',
  stats: [{ label: 'Customers', value: '1.000+' }],
  socialMedia: { instagram: 'https://instagram.com/pokayoke' },
  ...AUDIT,
};

export const CONTACT: ContactInfo = {
  id: '4c6e8001-3333-4444-8555-666677778888',
  type: 'whatsapp',
  title: 'WhatsApp',
  value: '6281234567890',
  icon: '',
  order: 0,
  isActive: true,
  ...AUDIT,
};

export function ok(data: unknown, status = 200): MockReply {
  return { status, data: { success: true, data: structuredClone(data) } };
}

export function listOk(rows: unknown[]): MockReply {
  return {
    status: 200,
    data: {
      success: true,
      // A copy, as a real answer is: the server's array changes in place.
      data: structuredClone(rows),
      pagination: { page: 1, perPage: rows.length, total: rows.length, totalPages: 1 },
    },
  };
}

export function notFound(type: string): MockReply {
  return {
    status: 404,
    data: { success: false, error: `${type} not found`, message: `${type} not found` },
  };
}

type Area = 'banners' | 'packages' | 'company-profile' | 'contact-info';

/**
 * A small CMS server in memory: `GET/POST /cms/{area}`, `GET/PUT/DELETE /cms/{area}/{id}` in the
 * `{ success, data }` envelope. Unplanned requests fall through to `fallback`.
 */
export function cmsServer(
  seed: Partial<Record<Area, ({ id: string } & Record<string, unknown>)[]>>,
  fallback: Handler = () => undefined,
): { handler: Handler; rows: Record<Area, Record<string, unknown>[]> } {
  const rows: Record<Area, Record<string, unknown>[]> = {
    banners: [...(seed.banners ?? [])],
    packages: [...(seed.packages ?? [])],
    'company-profile': [...(seed['company-profile'] ?? [])],
    'contact-info': [...(seed['contact-info'] ?? [])],
  } as Record<Area, Record<string, unknown>[]>;
  let next = 1;
  const handler: Handler = (request) => {
    const match = /^\/cms\/(banners|packages|company-profile|contact-info)(?:\/([^/]+))?$/.exec(
      request.url,
    );
    if (!match) return fallback(request);
    const area = match[1] as Area;
    const id = match[2] ? decodeURIComponent(match[2]) : undefined;
    const list = rows[area];
    const at = id === undefined ? -1 : list.findIndex((row) => row.id === id);
    if (id === undefined && request.method === 'GET') return listOk(list);
    if (id === undefined && request.method === 'POST') {
      const created = { ...(request.body as object), id: `new-${next++}` };
      list.push(created);
      return ok(created, 201);
    }
    if (at < 0) return notFound(area);
    if (request.method === 'GET') return ok(list[at]);
    if (request.method === 'PUT') {
      list[at] = { ...list[at], ...(request.body as object) };
      return ok(list[at]);
    }
    if (request.method === 'DELETE') {
      list.splice(at, 1);
      return { status: 200, data: { success: true, data: { id }, message: 'Deleted' } };
    }
    return fallback(request);
  };
  return { handler, rows };
}
