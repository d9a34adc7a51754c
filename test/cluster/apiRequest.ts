import { request, type RequestOptions } from 'node:https';
import { KubeConfig } from '@kubernetes/client-node';

export interface ApiResponse {
  status: number;
  /** Parsed JSON when the server answered JSON, else the text. */
  body: unknown;
}

export interface ApiRequestOptions {
  /** Sent as is when a string (set contentType to match), else as JSON. */
  body?: string | object;
  contentType?: string;
}

/**
 * Raw requests to the API server of a kubeconfig, for tests that check what the server holds
 * without going through the code under test. Credentials and CA come from client-node, so any
 * kubeconfig works (token, client certificate, exec plugin).
 */
export interface ApiClient {
  request(method: string, path: string, options?: ApiRequestOptions): Promise<ApiResponse>;
}

export function connectToApi(kubeconfigPath: string): ApiClient {
  const config = new KubeConfig();
  config.loadFromFile(kubeconfigPath);
  const server = config.getCurrentCluster()?.server;
  if (!server) throw new Error(`${kubeconfigPath} names no current cluster`);
  // Appended rather than resolved with new URL(path, server), which would drop a proxy's path prefix.
  const base = server.replace(/\/+$/, '');

  return {
    async request(method, path, options = {}) {
      const requestOptions: RequestOptions = { method };
      await config.applyToHTTPSOptions(requestOptions);
      const payload = typeof options.body === 'object' ? JSON.stringify(options.body) : options.body;
      requestOptions.headers = {
        ...requestOptions.headers,
        accept: 'application/json',
        ...(payload === undefined ? {} : { 'content-type': options.contentType ?? 'application/json' }),
      };
      return new Promise<ApiResponse>((resolve, reject) => {
        const req = request(`${base}${path}`, requestOptions, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            const isJson = res.headers['content-type']?.startsWith('application/json') ?? false;
            resolve({ status: res.statusCode ?? 0, body: isJson ? JSON.parse(text) : text });
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(payload);
      });
    },
  };
}
