import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delimiter, dirname } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

/** A remote that kustomizations name, and what a run needs to render them. */
export interface RemoteServer {
  /** `http://127.0.0.1:<port>`, once the enclosing describe's beforeAll has run. */
  readonly url: string;
  /** The path of every request, in order; tests may empty it. */
  fetched: string[];
  /** The runner's environment for kustomize: the cluster's kubectl first on PATH, whatever the machine has. */
  env: Record<string, string>;
}

/**
 * An HTTP server of the test's own on 127.0.0.1 that serves `files` by path (404 otherwise) and
 * records every request; started and stopped with the enclosing describe.
 */
export function useRemoteServer(files: Record<string, string>): RemoteServer {
  const fetched: string[] = [];
  const server = createServer((request, response) => {
    fetched.push(request.url ?? '');
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/plain' }).end(body ?? 'not found');
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))));
  return {
    get url() {
      return url;
    },
    fetched,
    env: { PATH: [dirname(inject('kubectlPath')), process.env['PATH'] ?? ''].join(delimiter) },
  };
}
