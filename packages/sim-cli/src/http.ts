// The small HTTP pieces the simulators share (sim-cli/http): a request body read up to a byte
// limit, and the frame of their HTML listing pages with what they received escaped as text.
import type http from 'node:http';

/**
 * The request's body, whole, as bytes; past `maxBytes` the promise rejects with `tooLarge()` (the
 * simulator's own refusal and message, answered 413) and the request is dropped.
 */
export function readBody(
  req: http.IncomingMessage,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(tooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * A simulator's listing page: the doctype, head (charset, viewport, `title`) and the base style,
 * with the page's own `style` rules and `body` (already escaped) inside. `title` is escaped here.
 */
export function htmlPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1a202c; }
${style}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for a simulator's HTML page (the messages a gateway or a sink received): every character
 * that could open a tag or end an attribute becomes an entity, so what was received shows as text.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
