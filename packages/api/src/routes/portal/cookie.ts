// The portal session's cookie (docs/rules/portal.md#session): its own name, httpOnly, sent only to
// /api/portal, SameSite=Strict, Secure on https. The staff API never reads it (bearer tokens only),
// and the portal never reads a bearer token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH, PORTAL_PATH } from 'contracts/paths';
import { PORTAL_COOKIE } from 'contracts/schemas';

const COOKIE_PATH = `${API_BASE_PATH}${PORTAL_PATH}`;

/** The portal token the request's Cookie header carries, else null. */
export function portalToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== PORTAL_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : null;
  }
  return null;
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  return [
    `${PORTAL_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');
}

export function setPortalCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.header('set-cookie', cookie(request, token, seconds));
}

export function clearPortalCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
}
