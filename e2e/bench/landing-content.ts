// CMS content for a cold load of `/` "with content" (cold-load.ts's second run): 3 banners with uploaded
// 1280×720 PNGs, 6 packages over the three categories, a company profile and 4 contacts, written
// through the API as the admin, as the CMS screens would.
import zlib from 'node:zlib';

/** A 1280×720 PNG: a colour field with a lighter band (a stand-in for a banner photo). */
export function bannerPng(rgb: [number, number, number], width = 1280, height = 720): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const light = y > height * 0.6 && y < height * 0.8 ? 40 : 0;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1)
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.min(255, rgb[c]! + light);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const FIRST_BANNER_TITLE = 'Internet Cepat untuk Rumah Anda';

export async function seedLandingContent(baseURL: string, password: string): Promise<void> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const upload = async (png: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
    const response = await fetch(`${baseURL}/api/cms/uploads`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
    const { data } = (await response.json()) as { data: { url: string } };
    return data.url;
  };

  const colours: [number, number, number][] = [
    [30, 64, 175],
    [4, 120, 87],
    [180, 83, 9],
  ];
  const titles = [FIRST_BANNER_TITLE, 'Paket Bisnis Stabil', 'Gratis Instalasi Bulan Ini'];
  for (const [index, title] of titles.entries()) {
    await post('/cms/banners', {
      title,
      description: 'Fiber optik hingga 100 Mbps tanpa batas kuota, dukungan teknis 24 jam.',
      image: await upload(bannerPng(colours[index]!)),
      order: index,
    });
  }
  const packages = [
    ['Rumahan 10', '10 Mbps', 150_000, null, 'Rumahan', false],
    ['Rumahan 20', '20 Mbps', 200_000, 250_000, 'Rumahan', true],
    ['Rumahan 50', '50 Mbps', 350_000, null, 'Rumahan', false],
    ['Bisnis 50', '50 Mbps', 750_000, 900_000, 'Bisnis', true],
    ['Bisnis 100', '100 Mbps', 1_250_000, null, 'Bisnis', false],
    ['Enterprise', '1 Gbps', 9_500_000, null, 'Enterprise', false],
  ] as const;
  for (const [
    index,
    [name, speed, price, originalPrice, category, isPopular],
  ] of packages.entries())
    await post('/cms/packages', {
      name,
      speed,
      price,
      ...(originalPrice ? { originalPrice } : {}),
      features: ['Tanpa batas kuota', 'Router Wi-Fi dipinjamkan', 'Dukungan 24 jam'],
      category,
      isPopular,
      order: index,
    });
  await post('/cms/company-profile', {
    companyName: 'Pokayoke Net',
    description: 'Penyedia internet rumahan dan bisnis di kota Anda sejak 2015.',
    vision: 'Internet yang andal untuk setiap rumah.',
    mission: 'Layanan cepat, harga jujur, dukungan yang menjawab.',
    stats: [
      { label: 'Pelanggan', value: '2.500+' },
      { label: 'Uptime', value: '99,9%' },
    ],
    socialMedia: { instagram: 'https://instagram.com/pokayoke' },
  });
  const contacts = [
    ['whatsapp', 'WhatsApp', '6281234567890'],
    ['email', 'Email', 'halo@pokayoke.example'],
    ['phone', 'Telepon', '021-555-0100'],
    ['address', 'Alamat', 'Jl. Merdeka 10, Bandung'],
  ] as const;
  for (const [index, [type, title, value]] of contacts.entries())
    await post('/cms/contact-info', { type, title, value, order: index });
}
