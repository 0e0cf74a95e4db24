// `POST /api/cms/uploads` and `GET /api/public/uploads/{name}` (docs/rules/cms.md#images): real
// PNG, JPEG and WebP files accepted and served back as images; SVG, HTML, polyglots, damaged and
// oversized files refused with a clear 4xx, whatever name or type the client gives them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { CMS_UPLOAD_MESSAGES } from 'contracts/messages';
import { pruneOrphanUploads, UPLOAD_GRACE_MS } from '../src/cms/uploads-gc';
import { cmsBanners, cmsCompanyProfile, cmsUploads } from '../src/db/schema';
import { inspectImage } from '../src/cms/image-inspect';
import { fakeClock, setUpSuite, type App, type Session } from './helpers';
import { describeRoleMatrix, tableRows } from './role-matrix';

let app: App;
let admin: Session;
const clock = fakeClock();
setUpSuite({ clock }, (suite) => ({ app, admin } = suite));

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', 'images', name));
const PNG = fixture('sample.png');
const JPEG = fixture('sample.jpg');
const WEBP = fixture('sample.webp');
const WEBP_LOSSLESS = fixture('sample-lossless.webp');

const BOUNDARY = '----pokayoke-test-boundary';

/** A multipart/form-data body with one file part. */
function multipart(
  bytes: Buffer,
  filename: string,
  contentType: string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

function upload(bytes: Buffer, filename: string, contentType: string, as: Session | null = admin) {
  const body = multipart(bytes, filename, contentType);
  return app.inject({
    method: 'POST',
    url: '/api/cms/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(as ? { authorization: as.authorization } : {}) },
  });
}

/** A valid PNG of `width` × `height` (one grey row repeated; tiny when compressed). */
function makePng(width: number, height: number, extraText = ''): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: Math.min(height, 64) }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(extraText ? [chunk('tEXt', Buffer.from(`Comment\0${extraText}`, 'latin1'))] : []),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/cms/uploads: real images are taken', () => {
  it.each([
    ['PNG', PNG, 'photo.png', 'image/png', 'png'],
    ['JPEG', JPEG, 'photo.jpg', 'image/jpeg', 'jpg'],
    ['WebP (lossy)', WEBP, 'photo.webp', 'image/webp', 'webp'],
    ['WebP (lossless)', WEBP_LOSSLESS, 'photo.webp', 'image/webp', 'webp'],
    // The name and the declared type do not matter: the bytes do.
    ['a PNG named .txt', PNG, 'notes.txt', 'text/plain', 'png'],
  ])('%s', async (_name, bytes, filename, contentType, extension) => {
    const response = await upload(bytes, filename, contentType);
    expect(response.statusCode).toBe(201);
    const answer = response.json<{
      success: boolean;
      message: string;
      data: Record<string, unknown>;
    }>();
    expect(answer).toMatchObject({
      success: true,
      message: CMS_UPLOAD_MESSAGES.uploaded,
      data: { width: 40, height: 30, bytes: bytes.length },
    });
    const url = answer.data.url as string;
    expect(url).toMatch(new RegExp(`^/api/public/uploads/[A-Za-z0-9_-]{22}\\.${extension}$`));

    // Served from the app's origin, to anyone, as the image it is.
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe(
      { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }[extension],
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const etag = served.headers.etag as string;
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('gives every upload its own random name', async () => {
    const first = (await upload(PNG, 'a.png', 'image/png')).json<{ data: { name: string } }>();
    const second = (await upload(PNG, 'a.png', 'image/png')).json<{ data: { name: string } }>();
    expect(first.data.name).not.toBe(second.data.name);
  });
});

describe('POST /api/cms/uploads: everything else is refused, and nothing is stored', () => {
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  // A PNG with a page glued after its end, and one with markup hidden inside a text chunk.
  const gluedPolyglot = Buffer.concat([PNG, html]);
  const chunkPolyglot = makePng(40, 30, '<script>alert(1)</script>');
  // A JPEG whose comment segment holds a page.
  const comment = Buffer.from('<html><script>alert(1)</script></html>');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  const jpegPolyglot = Buffer.concat([JPEG.subarray(0, 2), segment, comment, JPEG.subarray(2)]);
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

  it.each([
    ['an SVG with a script', svg, 'logo.svg', 'image/svg+xml', 415, 'notImage'],
    ['an SVG named .png', svg, 'logo.png', 'image/png', 415, 'notImage'],
    ['an HTML page named .png', html, 'banner.png', 'image/png', 415, 'notImage'],
    ['a GIF', gif, 'anim.gif', 'image/gif', 415, 'notImage'],
    ['a PNG with a page glued after IEND', gluedPolyglot, 'p.png', 'image/png', 422, 'damaged'],
    ['a PNG with markup in a chunk', chunkPolyglot, 'p.png', 'image/png', 415, 'notImage'],
    ['a JPEG with a page in its comment', jpegPolyglot, 'p.jpg', 'image/jpeg', 415, 'notImage'],
    ['a truncated PNG', PNG.subarray(0, PNG.length - 20), 't.png', 'image/png', 422, 'damaged'],
    ['a truncated JPEG', JPEG.subarray(0, JPEG.length - 40), 't.jpg', 'image/jpeg', 422, 'damaged'],
    [
      'a truncated WebP',
      WEBP.subarray(0, WEBP.length - 10),
      't.webp',
      'image/webp',
      422,
      'damaged',
    ],
    ['a PNG of 9000 × 10 pixels', makePng(9000, 10), 'wide.png', 'image/png', 422, 'dimensions'],
    ['a PNG of 7000 × 7000 pixels', makePng(7000, 7000), 'big.png', 'image/png', 422, 'dimensions'],
  ] as const)('%s: %i', async (_name, bytes, filename, contentType, status, reason) => {
    const before = await tableRows(app, cmsUploads, cmsUploads.id);
    const response = await upload(bytes, filename, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      success: false,
      error: CMS_UPLOAD_MESSAGES[reason],
      message: CMS_UPLOAD_MESSAGES[reason],
    });
    expect(await tableRows(app, cmsUploads, cmsUploads.id)).toEqual(before);
  });

  it('refuses a file over 5 MiB with 413', async () => {
    // A real PNG header followed by 6 MiB: refused for its size before anything is looked at.
    const big = Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(6 * 1024 * 1024, 0x41)]);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: CMS_UPLOAD_MESSAGES.tooLarge });
  });

  it('refuses a body that is not multipart, an empty file and a wrong field', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/cms/uploads',
      payload: { file: 'x' },
      headers: { authorization: admin.authorization },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: CMS_UPLOAD_MESSAGES.file });
    expect((await upload(Buffer.alloc(0), 'e.png', 'image/png')).statusCode).toBe(400);
    const wrongField = multipart(PNG, 'a.png', 'image/png', 'image');
    const response = await app.inject({
      method: 'POST',
      url: '/api/cms/uploads',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, authorization: admin.authorization },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for a name nobody uploaded and for one that cannot be a name', async () => {
    for (const name of ['AAAAAAAAAAAAAAAAAAAAAA.png', '..%2F..%2Fetc%2Fpasswd', 'x.svg']) {
      const response = await app.inject({ method: 'GET', url: `/api/public/uploads/${name}` });
      expect(response.statusCode).toBe(404);
    }
  });
});

describeRoleMatrix('POST /api/cms/uploads', {
  app: () => app,
  envelope: 'success',
  snapshot: (target) => tableRows(target, cmsUploads, cmsUploads.id),
  cases: [
    {
      name: 'POST /api/cms/uploads',
      adminStatus: 201,
      prepare: async () => {
        const body = multipart(PNG, 'a.png', 'image/png');
        return {
          method: 'POST',
          url: '/api/cms/uploads',
          payload: body.payload,
          headers: body.headers,
        };
      },
    },
  ],
});

describe('inspectImage', () => {
  it('reads the size of a lossless WebP and a plain VP8 frame', () => {
    // VP8L: signature 0x2f, then 14 bits width-1 and 14 bits height-1.
    const vp8l = Buffer.alloc(30);
    vp8l.write('RIFF', 0, 'latin1');
    vp8l.writeUInt32LE(22, 4);
    vp8l.write('WEBPVP8L', 8, 'latin1');
    vp8l.writeUInt32LE(10, 16);
    vp8l[20] = 0x2f;
    vp8l.writeUInt32LE(((100 - 1) | ((50 - 1) << 14)) >>> 0, 21);
    expect(inspectImage(vp8l)).toEqual({
      ok: true,
      image: { contentType: 'image/webp', extension: 'webp', width: 100, height: 50 },
    });
  });
});

describe('orphaned uploads', () => {
  it('deletes uploads older than a day that no image field names, and keeps the rest', async () => {
    await app.db.orm.delete(cmsUploads);
    const names: string[] = [];
    for (const file of ['used.png', 'logo.png', 'unused.png']) {
      const answer = (await upload(PNG, file, 'image/png')).json<{ data: { name: string } }>();
      names.push(answer.data.name);
    }
    const [usedByBanner, usedByLogo, unused] = names;
    await app.db.orm.insert(cmsBanners).values({
      title: 'Uses an upload',
      description: 'd',
      image: `/api/public/uploads/${usedByBanner}`,
    });
    await app.db.orm.insert(cmsCompanyProfile).values({
      companyName: 'Uses a logo',
      description: 'd',
      logo: `https://admin.example.com/api/public/uploads/${usedByLogo}`,
    });
    // Within the day nothing goes, named or not (a form may be about to save it).
    expect(await pruneOrphanUploads(app.db.orm, new Date(clock().getTime() + 60_000))).toBe(0);
    const dayLater = new Date(clock().getTime() + UPLOAD_GRACE_MS + 60_000);
    expect(await pruneOrphanUploads(app.db.orm, dayLater)).toBe(1);
    const left = (await tableRows(app, cmsUploads, cmsUploads.id)) as { name: string }[];
    expect(left.map((row) => row.name).sort()).toEqual([usedByBanner, usedByLogo].sort());
    expect(left.map((row) => row.name)).not.toContain(unused);
  });
});
