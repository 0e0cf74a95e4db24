import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every expiry and throttle window is measured with; tests move it. */
    clock: () => Date;
  }
}

export const clockPlugin = fp<{ clock?: () => Date }>(
  async (app, options) => {
    app.decorate('clock', options.clock ?? (() => new Date()));
  },
  { name: 'clock', fastify: '5.x' },
);
