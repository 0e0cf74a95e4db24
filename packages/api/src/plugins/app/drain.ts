import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once a graceful stop began: the health check fails and responses close their connection. */
    readonly draining: boolean;
    /**
     * Begins a graceful stop while still serving: the health check answers 503 "draining" so a
     * load balancer takes this instance out, every response carries `Connection: close` so clients
     * and the balancer open their next connection elsewhere, and the background work stops claiming
     * and hands its jobs back. Resolves once the background work has stopped.
     */
    drain(): Promise<void>;
    /** Background work to stop when draining begins (the router monitor, the payment worker). */
    onDrain(handler: () => Promise<void>): void;
  }
}

export const drainPlugin = fp(
  async (app) => {
    let draining: Promise<void> | undefined;
    const handlers: (() => Promise<void>)[] = [];
    app.decorate('draining', {
      getter: () => draining !== undefined,
    });
    app.decorate('onDrain', (handler: () => Promise<void>) => {
      handlers.push(handler);
    });
    app.decorate('drain', () => {
      draining ??= Promise.allSettled(handlers.map((handler) => handler())).then(() => undefined);
      return draining;
    });
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      // Node ends a kept-alive connection after a response that says so: the client's next
      // request opens a new connection, which the balancer sends to an instance that stays. While
      // closing, this is also what lets the server's close end (app.ts: return503OnClosing).
      if (draining || closing) reply.header('connection', 'close');
    });
  },
  { name: 'drain', fastify: '5.x' },
);
