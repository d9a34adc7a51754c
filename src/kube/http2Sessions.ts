import http2, { type ClientHttp2Session } from 'node:http2';
import tls from 'node:tls';
import { CONNECT_TIMEOUT_MS, connectTimeoutError } from './connectTimeout.ts';

/**
 * Streams assumed allowed on a new session until the server's SETTINGS say (RFC 9113 asks servers to
 * allow at least 100); kube-apiserver announces its --http2-max-streams-per-connection.
 */
const ASSUMED_MAX_STREAMS = 100;
/**
 * Flow-control windows: Node's default of 64 KiB per stream would cap a large LIST at 64 KiB per round
 * trip. Go's client (client-go's) opens 4 MiB per stream; the session's window lets 16 of them run at full pace.
 * Answers are read as they come, so the windows bound what is on the wire, not what is buffered.
 */
const STREAM_WINDOW = 4 * 1024 * 1024;
const SESSION_WINDOW = 64 * 1024 * 1024;
/** nghttp2's own buffers, in MB (Node's default 10 refuses streams with ENHANCE_YOUR_CALM under 100 large answers). */
const SESSION_MEMORY_MB = 64;
/** After a stream's idle timeout, how long the session has to answer a PING before it is taken for dead. */
const PING_TIMEOUT_MS = 15_000;

/** A place on a session for one stream; `release` gives it back once the stream is closed. */
export interface StreamLease {
  session: ClientHttp2Session;
  release(): void;
  /** The stream was silent too long: checks the session with a PING, and drops it when it does not answer. */
  suspect(): void;
}

interface Session {
  /** The session, or undefined when the server chose HTTP/1.1; rejects when the connection failed. */
  ready: Promise<ClientHttp2Session | undefined>;
  /** Set once connected. */
  h2?: ClientHttp2Session;
  streams: number;
  maxStreams: number;
  /** Closing, gone away or failed: takes no new stream. */
  closed: boolean;
  pinging: boolean;
}

/**
 * HTTP/2 sessions to one API server, over TLS with the kubeconfig's trust and client certificate,
 * offering h2 and http/1.1 by ALPN as kubectl does. Streams share a session up to the server's
 * SETTINGS_MAX_CONCURRENT_STREAMS; past that a further session is opened. A server that picks
 * http/1.1 is remembered, and {@link acquire} answers undefined from then on: the caller's HTTP/1.1 path.
 */
export class Http2Sessions {
  private readonly origin: string;
  private readonly tlsOptions: tls.ConnectionOptions;
  private readonly sessions: Session[] = [];
  private http1 = false;

  constructor(url: URL, tlsOptions: tls.ConnectionOptions) {
    this.origin = url.origin;
    this.tlsOptions = {
      ...tlsOptions,
      host: url.hostname,
      port: Number(url.port || 443),
      ALPNProtocols: ['h2', 'http/1.1'],
    };
  }

  /** A place for one stream, or undefined when the server speaks HTTP/1.1 only; rejects as a failed connection would. */
  async acquire(): Promise<StreamLease | undefined> {
    if (this.http1) return undefined;
    const session = this.sessions.find((s) => !s.closed && s.streams < s.maxStreams) ?? this.open();
    if (++session.streams === 1) session.h2?.ref();
    let connected: ClientHttp2Session | undefined;
    try {
      connected = await session.ready;
    } finally {
      if (!connected) session.streams--;
    }
    if (!connected) return undefined;
    const h2 = connected;
    let released = false;
    return {
      session: h2,
      release: () => {
        if (released) return;
        released = true;
        // An idle session must not keep the process alive, as an idle keep-alive socket does not.
        if (--session.streams === 0 && !h2.destroyed) h2.unref();
      },
      suspect: () => this.ping(session, h2),
    };
  }

  private open(): Session {
    const session: Session = {
      ready: this.connect(),
      streams: 0,
      maxStreams: ASSUMED_MAX_STREAMS,
      closed: false,
      pinging: false,
    };
    const drop = () => {
      session.closed = true;
      const at = this.sessions.indexOf(session);
      if (at >= 0) this.sessions.splice(at, 1);
    };
    session.ready = session.ready.then(
      (h2) => {
        if (!h2) {
          this.http1 = true;
          drop();
          return undefined;
        }
        session.h2 = h2;
        h2.on(
          'remoteSettings',
          // At least one: a server announcing 0 for a while must not have every request open a session.
          (settings) => (session.maxStreams = Math.max(1, settings.maxConcurrentStreams ?? ASSUMED_MAX_STREAMS)),
        );
        // A GOAWAY lets the streams below its last id finish; new ones go to another session.
        h2.on('goaway', drop);
        h2.on('close', drop);
        // Each stream fails with the session's error: that is where it is reported.
        h2.on('error', drop);
        if (session.streams === 0) h2.unref();
        return h2;
      },
      (error: unknown) => {
        drop();
        throw error;
      },
    );
    this.sessions.push(session);
    return session;
  }

  /** A TLS connection offering h2 and http/1.1; an HTTP/2 session over it when the server chose h2. */
  private connect(): Promise<ClientHttp2Session | undefined> {
    return new Promise((resolve, reject) => {
      const socket = tls.connect(this.tlsOptions);
      const timer = setTimeout(() => socket.destroy(connectTimeoutError()), CONNECT_TIMEOUT_MS);
      socket.once('error', reject);
      socket.once('secureConnect', () => {
        clearTimeout(timer);
        socket.off('error', reject);
        if (socket.alpnProtocol !== 'h2') {
          socket.destroy();
          return resolve(undefined);
        }
        const session = http2.connect(this.origin, {
          createConnection: () => socket,
          settings: { enablePush: false, initialWindowSize: STREAM_WINDOW },
          maxSessionMemory: SESSION_MEMORY_MB,
        });
        session.once('connect', () => session.setLocalWindowSize(SESSION_WINDOW));
        resolve(session);
      });
    });
  }

  /** A session that does not answer a PING in time is destroyed: its streams fail as reset and are retried elsewhere. */
  private ping(session: Session, h2: ClientHttp2Session): void {
    if (session.pinging || h2.destroyed) return;
    session.pinging = true;
    session.closed = true;
    const timer = setTimeout(
      () => h2.destroy(Object.assign(new Error('the HTTP/2 connection did not answer a PING'), { code: 'ETIMEDOUT' })),
      PING_TIMEOUT_MS,
    );
    timer.unref();
    const answered = h2.ping((error) => {
      clearTimeout(timer);
      session.pinging = false;
      if (!error) session.closed = false;
    });
    if (!answered) clearTimeout(timer);
  }
}
