import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface Listening {
  /** The server's base address, e.g. http://127.0.0.1:40123 (no trailing slash). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The app listening on a real socket (127.0.0.1, a free port), so a test sends its requests as
 * every real client does: over HTTP with a streamed body, not through `inject`, whose in-process
 * path hid an import API that answered 500 to every real client (issue 39).
 * `close` stops listening only; the test's own `close()` of the TestApp still closes the app.
 */
export async function listen(app: FastifyInstance): Promise<Listening> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      app.server.closeAllConnections();
    },
  };
}
