/** A request as a transport sends it (HTTP/1.1 or HTTP/2), and its answer. */
export interface RawRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface RawResponse {
  status: number;
  text: string;
  retryAfter: string | undefined;
  /** The texts of the answer's Warning headers; absent or empty when it had none. */
  warnings?: string[];
  /** The protocol the answer came by, when the transport knows it. */
  protocol?: 'h2' | 'http/1.1';
}
