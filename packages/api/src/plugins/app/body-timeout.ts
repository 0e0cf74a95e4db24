// Slow request bodies (docs/rules/security.md): Node's own timeouts bound the headers and the whole
// request, but a body trickled at a byte every few seconds would hold a connection for as long as
// the whole-request limit allows, which has to be long for a large import over a slow link. So a
// body must also keep moving: one that delivers less than BODY_MIN_PROGRESS_BYTES in a
// BODY_TIMEOUT_MS window has its connection closed. A slow but moving upload is never cut.
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { BODY_MIN_PROGRESS_BYTES } from '../../config';

export interface BodyTimeoutOptions {
  /** The window (BODY_TIMEOUT_MS). */
  bodyMs: number;
}

export const bodyTimeoutPlugin = fp<BodyTimeoutOptions>(
  async (app, { bodyMs }) => {
    app.addHook('onRequest', async (request) => {
      const raw = request.raw;
      const socket = raw.socket;
      // `inject` has no socket to watch; a request already read has nothing left to wait for.
      if (raw.complete || !(socket instanceof Socket)) return;
      let seen = socket.bytesRead;
      const timer = setInterval(() => {
        if (raw.complete || socket.destroyed) {
          clearInterval(timer);
          return;
        }
        const read = socket.bytesRead;
        // Unread bytes waiting in the request stream: the server is the slow one, not the client.
        if (read - seen < BODY_MIN_PROGRESS_BYTES && raw.readableLength === 0) {
          clearInterval(timer);
          request.log.warn({ bytesRead: read, windowMs: bodyMs }, 'Request body too slow: closed');
          socket.destroy();
          return;
        }
        seen = read;
      }, bodyMs);
      timer.unref();
      raw.once('close', () => clearInterval(timer));
    });
  },
  { name: 'body-timeout', fastify: '5.x' },
);
