import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installProcessGuards } from './process-guards.ts';
import { registerRequestContext } from './request-context.ts';

describe('process guards', () => {
  // Vitest reports stray rejections itself; its listeners step aside while a test makes one.
  const vitestListeners = process.listeners('unhandledRejection');
  afterEach(() => {
    for (const listener of vitestListeners) process.on('unhandledRejection', listener);
  });

  it('logs a rejection nobody handled with the request it came from, and the process goes on', async () => {
    process.removeAllListeners('unhandledRejection');
    const logged: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const log = {
      error: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
    } as unknown as Parameters<typeof installProcessGuards>[0];
    const uninstall = installProcessGuards(log);
    const app = Fastify();
    registerRequestContext(app);
    app.post('/orphan', async (request) => {
      // A query started and then left behind, as a throw between two started queries leaves it.
      // eslint-disable-next-line @typescript-eslint/no-floating-promises -- the orphan under test
      void (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('date/time field value out of range');
      })();
      return { body: request.body };
    });
    try {
      // Over a real socket: the body arrives in the socket's own events, outside the request.
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/orphan?x=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ a: 1 }),
      });
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logged).toHaveLength(1);
      expect(logged[0]!.message).toBe('unhandled promise rejection');
      expect(logged[0]!.fields.request).toMatchObject({ method: 'POST', url: '/orphan?x=1' });
      expect((logged[0]!.fields.err as Error).message).toMatch(/out of range/);
    } finally {
      uninstall();
      await app.close();
    }
  });
});
