import { createServer, type Server } from 'node:net';

function listenOnAnyPort(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('listening socket has no port'));
    });
  });
}

/**
 * A loopback port for each name, each free a moment ago. All are held open together before any
 * is released, so they differ from each other; another process could still take one before it is
 * used, which startup reports as that component exiting.
 */
export async function findFreePorts<Name extends string>(names: readonly Name[]): Promise<Record<Name, number>> {
  const servers: Server[] = [];
  try {
    const entries = await Promise.all(
      names.map(async (name) => {
        const server = createServer();
        servers.push(server);
        return [name, await listenOnAnyPort(server)] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Name, number>;
  } finally {
    await Promise.all(
      servers.map(
        (server) => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
      ),
    );
  }
}
