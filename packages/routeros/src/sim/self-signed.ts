// A throw-away self-signed certificate for the simulator's api-ssl listener, made with Node's
// crypto alone (a minimal DER writer), so that tests and demos need no openssl binary and no key
// is ever stored in the repository.
import { X509Certificate, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import net from 'node:net';

function der(tag: number, content: Buffer): Buffer {
  const n = content.length;
  let header: Buffer;
  if (n < 0x80) header = Buffer.from([tag, n]);
  else if (n < 0x100) header = Buffer.from([tag, 0x81, n]);
  else if (n < 0x10000) header = Buffer.from([tag, 0x82, n >> 8, n & 0xff]);
  else header = Buffer.from([tag, 0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]);
  return Buffer.concat([header, content]);
}

const seq = (...items: Buffer[]): Buffer => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]): Buffer => der(0x31, Buffer.concat(items));
const explicit = (n: number, item: Buffer): Buffer => der(0xa0 + n, item);

function integer(bytes: Buffer): Buffer {
  return der(0x02, (bytes[0] as number) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function oid(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const out: number[] = [40 * (arcs[0] as number) + (arcs[1] as number)];
  for (const arc of arcs.slice(2)) {
    const chunk: number[] = [arc & 0x7f];
    let v = arc >>> 7;
    while (v > 0) {
      chunk.unshift((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    out.push(...chunk);
  }
  return der(0x06, Buffer.from(out));
}

function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  // UTCTime until 2049, GeneralizedTime after (RFC 5280 §4.1.2.5).
  return date.getUTCFullYear() < 2050
    ? der(0x17, Buffer.from(`${iso.slice(2)}Z`))
    : der(0x18, Buffer.from(`${iso}Z`));
}

const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';

export interface SelfSignedCertificate {
  key: string;
  cert: string;
  /** SHA-256 fingerprint as Node prints it (`AB:CD:...`). */
  fingerprint256: string;
}

/** A P-256 certificate valid for a year, for `commonName` and the given DNS names and IP addresses. */
export function createSelfSignedCertificate(
  options: { commonName?: string; altNames?: readonly string[] } = {},
): SelfSignedCertificate {
  const commonName = options.commonName ?? 'routeros-sim';
  const altNames = options.altNames ?? ['localhost', '127.0.0.1', '::1'];
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = seq(set(seq(oid('2.5.4.3'), der(0x0c, Buffer.from(commonName)))));
  const now = Date.now();
  const general = altNames.map((alt) => {
    if (net.isIPv4(alt)) return der(0x87, Buffer.from(alt.split('.').map(Number)));
    if (net.isIPv6(alt)) {
      const full = alt === '::1' ? '0:0:0:0:0:0:0:1' : alt;
      const words = full.split(':').map((w) => parseInt(w || '0', 16));
      const bytes = Buffer.alloc(16);
      words.forEach((w, i) => bytes.writeUInt16BE(w, i * 2));
      return der(0x87, bytes);
    }
    return der(0x82, Buffer.from(alt));
  });
  const serial = randomBytes(16);
  serial[0] = (serial[0] as number) & 0x7f;
  const tbs = seq(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    seq(oid(ECDSA_WITH_SHA256)),
    name,
    seq(time(new Date(now - 60_000)), time(new Date(now + 365 * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, seq(seq(oid('2.5.29.17'), der(0x04, seq(...general))))),
  );
  const signature = sign('sha256', tbs, { key: privateKey, dsaEncoding: 'der' });
  const certDer = seq(
    tbs,
    seq(oid(ECDSA_WITH_SHA256)),
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const body = certDer
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd();
  const cert = `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert,
    fingerprint256: new X509Certificate(cert).fingerprint256,
  };
}
