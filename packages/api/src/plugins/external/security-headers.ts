import fp from 'fastify-plugin';
import { remoteOrigins, type AppConfig } from '../../config';

/**
 * The app's Content-Security-Policy: scripts only from this origin and the configured remote
 * origins (docs/rules/security.md#headers), no 'unsafe-eval'. Styles allow 'unsafe-inline' because Chakra/emotion
 * inject <style> tags at run time; images allow https: for CMS image URLs and the remote origins
 * for a remote's own images.
 */
export function appCsp(origins: string[]): string {
  const extra = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  return [
    `default-src 'self'`,
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `connect-src 'self'${extra}`,
    `img-src 'self' data: https:${extra}`,
    `font-src 'self' data:${extra}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

/** Swagger UI at /api/docs: its own bundle only; it sets inline style attributes and data: icons. */
export const DOCS_CSP = [
  `default-src 'self'`,
  `script-src 'self'`,
  `style-src 'self' 'unsafe-inline'`,
  `connect-src 'self'`,
  `img-src 'self' data:`,
  `font-src 'self' data:`,
  `object-src 'none'`,
  `base-uri 'self'`,
  `frame-ancestors 'none'`,
  `form-action 'self'`,
].join('; ');

const STATIC_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  // Browsers ignore HSTS over plain http, so it only takes effect behind TLS.
  'strict-transport-security': 'max-age=15552000',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // The legacy XSS auditor caused more harm than good; "0" turns it off (OWASP).
  'x-xss-protection': '0',
};

export interface SecurityHeadersOptions {
  config: Pick<AppConfig, 'remoteUrls'>;
}

/** Security headers on every response, set before routing so errors and 404s carry them too. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { config }) => {
    const csp = appCsp(remoteOrigins(config));
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(STATIC_HEADERS);
      reply.header('x-request-id', request.id);
      const docs = /^\/api\/docs(?:[/?]|$)/.test(request.url);
      reply.header('content-security-policy', docs ? DOCS_CSP : csp);
      // API answers carry tokens (auth) or personal data (users, customers, deliveries): no cache
      // or proxy may keep them (docs/rules/security.md). Swagger UI's files set their own.
      if (request.url.startsWith('/api/') || request.url === '/api') {
        reply.header('cache-control', 'no-store');
      }
      if (request.url.startsWith('/remotes/')) {
        // Remote bundles are public static files that a shell on another origin may load.
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header('access-control-allow-origin', '*');
      } else {
        reply.header('cross-origin-resource-policy', 'same-origin');
      }
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
