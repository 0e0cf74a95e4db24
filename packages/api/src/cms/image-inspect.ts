// What an uploaded file really is (docs/rules/cms.md#images): PNG, JPEG or WebP recognised by its
// bytes, never by its name or the type the client claims, walked from its first byte to its last
// so that a truncated file, bytes glued after the image's end, or markup hidden inside (a
// polyglot that a browser could be talked into reading as HTML or SVG) are all refused.
import { CMS_IMAGE_LIMITS, type CmsUploadType } from 'contracts/limits';

export interface ImageInfo {
  contentType: CmsUploadType;
  /** The extension the stored name gets. */
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

export type ImageRefusal = 'notImage' | 'damaged' | 'dimensions';

export type InspectResult = { ok: true; image: ImageInfo } | { ok: false; reason: ImageRefusal };

const refuse = (reason: ImageRefusal): InspectResult => ({ ok: false, reason });

/* ---- PNG: signature, chunks with CRCs, IHDR first, IEND last, nothing after it ---- */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Buffer, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = start; i < end; i += 1) {
    crc = (CRC_TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function inspectPng(bytes: Buffer): InspectResult {
  let offset = PNG_SIGNATURE.length;
  let width = 0;
  let height = 0;
  let first = true;
  let sawData = false;
  for (;;) {
    if (offset + 12 > bytes.length) return refuse('damaged');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return refuse('damaged');
    if (!/^[A-Za-z]{4}$/.test(type)) return refuse('damaged');
    if (crc32(bytes, offset + 4, offset + 8 + length) !== bytes.readUInt32BE(offset + 8 + length))
      return refuse('damaged');
    if (first) {
      if (type !== 'IHDR' || length !== 13) return refuse('damaged');
      width = bytes.readUInt32BE(offset + 8);
      height = bytes.readUInt32BE(offset + 12);
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    offset = end;
    if (type === 'IEND') break;
  }
  if (!sawData) return refuse('damaged');
  // Anything after IEND is not part of the image: the classic way to glue a second file on.
  if (offset !== bytes.length) return refuse('damaged');
  return sized({ contentType: 'image/png', extension: 'png', width, height });
}

/* ---- JPEG: SOI, marker segments, a frame header, scan data, EOI last ---- */

const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function inspectJpeg(bytes: Buffer): InspectResult {
  let offset = 2;
  let width = 0;
  let height = 0;
  let sawScan = false;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) {
      if (!sawScan) return refuse('damaged');
      // Entropy-coded data: skip to the next marker that is not a stuffed 0xFF00 or a restart.
      offset += 1;
      continue;
    }
    const marker = bytes[offset + 1];
    if (marker === undefined) return refuse('damaged');
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) {
      if (!sawScan) return refuse('damaged');
      offset += 2;
      continue;
    }
    if (marker === 0xd9) {
      // EOI: the image ends here, and so must the file.
      if (!sawScan || width === 0) return refuse('damaged');
      if (offset + 2 !== bytes.length) return refuse('damaged');
      return sized({ contentType: 'image/jpeg', extension: 'jpg', width, height });
    }
    if (offset + 4 > bytes.length) return refuse('damaged');
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return refuse('damaged');
    if (SOF_MARKERS.has(marker)) {
      if (length < 8) return refuse('damaged');
      height = bytes.readUInt16BE(offset + 5);
      width = bytes.readUInt16BE(offset + 7);
    }
    if (marker === 0xda) {
      if (width === 0) return refuse('damaged');
      sawScan = true;
    }
    offset += 2 + length;
  }
  return refuse('damaged');
}

/* ---- WebP: a RIFF container whose size is the file's, with a VP8, VP8L or VP8X chunk ---- */

function inspectWebp(bytes: Buffer): InspectResult {
  if (bytes.length < 30) return refuse('damaged');
  // The RIFF size counts everything after its own 8 bytes: shorter is truncated, longer is glued.
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return refuse('damaged');
  // Every chunk must fit, each padded to an even length.
  let offset = 12;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return refuse('damaged');
    const size = bytes.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
    if (offset > bytes.length) return refuse('damaged');
  }
  const chunk = bytes.toString('latin1', 12, 16);
  let width = 0;
  let height = 0;
  if (chunk === 'VP8X') {
    width = 1 + bytes.readUIntLE(24, 3);
    height = 1 + bytes.readUIntLE(27, 3);
  } else if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return refuse('damaged');
    const bits = bytes.readUInt32LE(21);
    width = 1 + (bits & 0x3fff);
    height = 1 + ((bits >>> 14) & 0x3fff);
  } else if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return refuse('damaged');
    width = bytes.readUInt16LE(26) & 0x3fff;
    height = bytes.readUInt16LE(28) & 0x3fff;
  } else {
    return refuse('damaged');
  }
  return sized({ contentType: 'image/webp', extension: 'webp', width, height });
}

function sized(image: ImageInfo): InspectResult {
  const { width, height } = image;
  if (width < 1 || height < 1) return refuse('damaged');
  if (
    width > CMS_IMAGE_LIMITS.maxSide ||
    height > CMS_IMAGE_LIMITS.maxSide ||
    width * height > CMS_IMAGE_LIMITS.maxPixels
  )
    return refuse('dimensions');
  return { ok: true, image };
}

// Markup that would make a browser (or a mis-configured proxy) treat the bytes as a document. In
// real compressed image data these 5-to-9-byte sequences practically never occur (about one
// chance in 2^40 per position), so a file that has one is refused rather than served.
const MARKUP = /<(?:script|html|svg|body|iframe|object|embed|!doctype|\?php|\?xml)[\s/>]/i;

/** What `bytes` is, judged by content alone. */
export function inspectImage(bytes: Buffer): InspectResult {
  let result: InspectResult;
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) result = inspectPng(bytes);
  else if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    result = inspectJpeg(bytes);
  else if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    result = inspectWebp(bytes);
  else return refuse('notImage');
  if (result.ok && MARKUP.test(bytes.toString('latin1'))) return refuse('notImage');
  return result;
}
