/*
 * Addresses typed into the CMS end up in `href` and `src` on a public page. Only schemes that cannot
 * run script are let through; anything else is dropped rather than "fixed".
 */

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
// `www.example.com` or `example.co.id/path`: a bare domain as people type it in a form.
const BARE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#]\S*)?$/i;

function isSameOriginPath(value: string): boolean {
  // `//host` is protocol-relative (another origin) and `/\host` is read the same way by browsers.
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function parseAbsolute(value: string, allowed: Set<string>): string | null {
  try {
    const url = new URL(value);
    return allowed.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A link target that is safe to put in `href`, or null. */
export function toSafeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '') return null;
  if (isSameOriginPath(value)) return value;
  if (BARE_DOMAIN.test(value)) return `https://${value}`;
  return parseAbsolute(value, LINK_PROTOCOLS);
}

/** An image address that is safe to put in `src` (http, https or a same-origin path), or null. */
export function toSafeImageSrc(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '') return null;
  if (isSameOriginPath(value)) return value;
  return parseAbsolute(value, IMAGE_PROTOCOLS);
}

/** True when the target stays inside this app, so that the router can handle it without a reload. */
export function isInternalPath(href: string): boolean {
  return isSameOriginPath(href);
}
