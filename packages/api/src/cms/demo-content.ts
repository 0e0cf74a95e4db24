// Demo CMS content for `pnpm dev` (CMS_DEMO_CONTENT=true, never in production): on a start with
// every CMS table empty, a few banners (with generated images stored as uploads), packages of each
// category, a company profile and contact info, so the landing page and the CMS screens show
// something real. A CMS that has content is never touched.
import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sqlRows } from '../db/client';
import {
  cmsBanners,
  cmsCompanyProfile,
  cmsContactInfo,
  cmsPackages,
  cmsUploads,
} from '../db/schema';
import { crc32 } from './image-inspect';

/** A solid-colour PNG with a lighter band: a stand-in for a banner photo. */
function demoPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2; // RGB
  const row = (light: boolean) => {
    const line = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = rgb.map((c) => (light ? Math.min(255, c + 40) : c));
      line[1 + x * 3] = r ?? 0;
      line[2 + x * 3] = g ?? 0;
      line[3 + x * 3] = b ?? 0;
    }
    return line;
  };
  const dark = row(false);
  const light = row(true);
  const raw = Buffer.concat(
    Array.from({ length: height }, (_, y) => (y > height * 0.6 && y < height * 0.7 ? light : dark)),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BY = { createdBy: 'demo', updatedBy: 'demo' };

export const cmsDemoContentPlugin = fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    if (!enabled) return;
    const [counted] = await sqlRows<{ n: number }>(
      app.db.orm,
      sql`SELECT (SELECT count(*) FROM cms_banners) + (SELECT count(*) FROM cms_packages)
        + (SELECT count(*) FROM cms_company_profile) + (SELECT count(*) FROM cms_contact_info) AS n`,
    );
    if (Number(counted?.n ?? 0) > 0) return;

    const images: string[] = [];
    for (const rgb of [
      [30, 64, 175],
      [5, 122, 85],
      [190, 80, 20],
    ] as [number, number, number][]) {
      const bytes = demoPng(1200, 400, rgb);
      const name = `${randomBytes(16).toString('base64url')}.png`;
      await app.db.orm.insert(cmsUploads).values({
        name,
        contentType: 'image/png',
        width: 1200,
        height: 400,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
        createdBy: 'demo',
      });
      images.push(`/api/public/uploads/${name}`);
    }
    await app.db.orm.insert(cmsBanners).values([
      {
        title: 'Internet cepat untuk rumah',
        description: 'Paket Rumahan mulai Rp 150.000 per bulan, pemasangan gratis.',
        image: images[0] ?? '',
        link: '/login',
        sortOrder: 0,
        ...BY,
      },
      {
        title: 'Solusi bisnis tanpa putus',
        description: 'Koneksi dedicated dan dukungan teknisi 24 jam.',
        image: images[1] ?? '',
        sortOrder: 1,
        ...BY,
      },
      {
        title: 'Promo akhir tahun',
        description: 'Diskon 30% tiga bulan pertama untuk pelanggan baru.',
        image: images[2] ?? '',
        details: 'Berlaku sampai 31 Desember.',
        sortOrder: 2,
        ...BY,
      },
    ]);
    await app.db.orm.insert(cmsPackages).values([
      {
        name: 'Hemat',
        speed: '10 Mbps',
        price: 150_000,
        features: ['Unlimited kuota', 'Gratis instalasi'],
        category: 'Rumahan',
        sortOrder: 0,
        ...BY,
      },
      {
        name: 'Keluarga',
        speed: '30 Mbps',
        price: 250_000,
        originalPrice: 300_000,
        features: ['Unlimited kuota', 'Gratis instalasi', 'Router dual band'],
        category: 'Rumahan',
        isPopular: true,
        sortOrder: 1,
        ...BY,
      },
      {
        name: 'Usaha',
        speed: '50 Mbps',
        price: 500_000,
        features: ['IP publik', 'Support 24 jam'],
        category: 'Bisnis',
        sortOrder: 2,
        ...BY,
      },
      {
        name: 'Korporat',
        speed: '200 Mbps',
        price: 2_500_000,
        features: ['Dedicated', 'SLA 99,5%', 'Account manager'],
        category: 'Enterprise',
        sortOrder: 3,
        ...BY,
      },
    ]);
    await app.db.orm.insert(cmsCompanyProfile).values({
      companyName: 'PT Pokayoke Net',
      description: 'Penyedia internet dan hotspot untuk rumah, usaha kecil dan perusahaan.',
      vision: 'Internet yang andal untuk setiap rumah.',
      mission: 'Koneksi cepat, harga jujur, dukungan yang menjawab.',
      address: 'Jl. Merdeka No. 1, Bandung',
      phone: '022-555-0100',
      email: 'halo@pokayoke.example',
      website: 'https://pokayoke.example',
      stats: [
        { label: 'Pelanggan', value: '1.200+' },
        { label: 'Kota', value: '8' },
      ],
      socialMedia: { instagram: 'https://instagram.com/pokayoke' },
      ...BY,
    });
    await app.db.orm.insert(cmsContactInfo).values([
      { type: 'whatsapp', title: 'WhatsApp', value: '081234567890', sortOrder: 0, ...BY },
      { type: 'email', title: 'Email', value: 'halo@pokayoke.example', sortOrder: 1, ...BY },
      { type: 'phone', title: 'Telepon', value: '022-555-0100', sortOrder: 2, ...BY },
      {
        type: 'hours',
        title: 'Jam operasional',
        value: 'Senin–Sabtu 08.00–20.00',
        sortOrder: 3,
        ...BY,
      },
    ]);
    app.log.info('CMS demo content added (CMS_DEMO_CONTENT=true and the CMS was empty)');
  },
  { name: 'cms-demo-content', fastify: '5.x', dependencies: ['db'] },
);
