/** A request to the API server and its answer, as the one client (kubeClient.ts) sends and reads them. */

export type HttpMethod = 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT';

export interface KubeRequest {
  method: HttpMethod;
  /** Path below the server URL, e.g. `/api/v1/namespaces/x/configmaps/y`. */
  path: string;
  query?: Record<string, string | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  contentType?: string;
  accept?: string;
}

export interface KubeResponse<T> {
  status: number;
  body: T;
  /** The answer's size, in characters of its JSON. */
  size: number;
  /** What the server warned of in its Warning headers (a deprecated API, a policy in warn mode). */
  warnings: string[];
}
