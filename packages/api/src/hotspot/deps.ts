// What the hotspot use cases take of the app (a Fastify instance and its request logger give each),
// so a test calls them without HTTP.
import type { FastifyBaseLogger } from 'fastify';
import type { RouterDeps } from '../routers/on-router';

export interface HotspotDeps extends RouterDeps {
  log: Pick<FastifyBaseLogger, 'info'>;
}
