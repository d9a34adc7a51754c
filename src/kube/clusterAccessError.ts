import type { KubeConfig } from '@kubernetes/client-node';
import { UserError } from '../common/errors.ts';
import { CONNECT_TIMEOUT_MS } from './connectTimeout.ts';

/** Which cluster a connection is for, as the kubeconfig names it: what an access failure says first. */
export interface ClusterTarget {
  server: string;
  context: string | undefined;
  user: string | undefined;
}

/** No connection (`unreachable`), a server certificate not trusted (`tls`), or credentials not taken (`credentials`). */
export type AccessFailureKind = 'unreachable' | 'tls' | 'credentials';

/** The cluster could not be reached, or would not take the kubeconfig's credentials: the user's to mend, said in seconds, never a bug. */
export class ClusterAccessError extends UserError {
  readonly kind: AccessFailureKind;

  constructor(kind: AccessFailureKind, message: string, options: { hint: string; cause?: unknown }) {
    super(message, options);
    this.name = 'ClusterAccessError';
    this.kind = kind;
  }

  /** The same failure with another hint (the action's, which knows about runners). */
  withHint(hint: string): ClusterAccessError {
    return new ClusterAccessError(this.kind, this.message, { hint, cause: this.cause });
  }
}

/** `https://10.0.0.1:6443 (context "prod", user "deployer")`: the server, and the kubeconfig's names for how it is reached. */
export function describeTarget(target: ClusterTarget, withUser = false): string {
  const server = shownServer(target.server);
  const names = [
    target.context && `context "${target.context}"`,
    withUser && target.user && `user "${target.user}"`,
  ].filter(Boolean);
  return names.length > 0 ? `${server} (${names.join(', ')})` : server;
}

/**
 * A server URL as it may be shown (log, comment, job summary): without userinfo (`user:password@`) and
 * without query or fragment, where a kubeconfig may hold credentials (`?token=`). Text that is no URL
 * loses the same parts by pattern.
 */
export function shownServer(server: string): string {
  try {
    const url = new URL(server);
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    // Not a URL the WHATWG parser takes: shown as written, less anything that looks like credentials or a query.
    return server.replace(/^([a-z][a-z0-9+.-]*:\/\/)?[^/?#]*@/i, '$1').replace(/[?#].*$/s, '');
  }
}

const REACH_HINT =
  'check the server address in the kubeconfig, and that this machine can reach it (kubectl cluster-info fails the same way)';

/** TLS verification failures, by Node's codes: the certificate's issuer is not one the kubeconfig trusts. */
const UNKNOWN_AUTHORITY = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'CERT_SIGNATURE_FAILURE',
]);

/**
 * A connection that failed before any answer, said as kubectl's `Unable to connect to the server`
 * with what failed and what to check; undefined for a failure that is not about reaching the server.
 */
export function unreachable(error: unknown, target: ClusterTarget): ClusterAccessError | undefined {
  const code = errorCode(error);
  const host = hostOf(target.server);
  const cause = ((): { what: string; hint: string; kind?: 'tls' } | undefined => {
    switch (code) {
      case 'ECONNREFUSED':
        return {
          what: 'connection refused (ECONNREFUSED)',
          hint: `nothing listens at that address and port: ${REACH_HINT}`,
        };
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return {
          what: `the host name ${host} does not resolve (${code})`,
          hint: `check the server address in the kubeconfig, and that this machine's DNS knows ${host} (a private cluster's name often resolves only inside its network)`,
        };
      case 'ECONNRESET':
      case 'EPIPE':
        return {
          what: `the connection was closed before any answer (${code})`,
          hint: `a proxy or firewall on the way may be closing it: ${REACH_HINT}`,
        };
      case 'ECONNECTTIMEOUT':
        return {
          what: `no connection within ${CONNECT_TIMEOUT_MS / 1000} s`,
          hint: `a firewall may be dropping the connection, or the address is not the cluster's: ${REACH_HINT}`,
        };
      case 'ERR_TLS_CERT_ALTNAME_INVALID':
        return {
          what: `the server's certificate is not valid for ${host} (${code})`,
          hint: "use the server address the certificate names, or set tls-server-name in the kubeconfig's cluster to a name it holds",
          kind: 'tls',
        };
      case 'CERT_HAS_EXPIRED':
      case 'CERT_NOT_YET_VALID':
        return {
          what: `the server's certificate is not valid now (${code})`,
          hint: "check the cluster's serving certificate and this machine's clock",
          kind: 'tls',
        };
      default:
        if (code !== undefined && UNKNOWN_AUTHORITY.has(code)) {
          return {
            what: `the server's certificate is signed by an authority the kubeconfig does not trust (${code})`,
            hint: "check that the kubeconfig's certificate-authority-data is this cluster's CA (kubectl config view --raw shows it) and that the address is the cluster's, not a proxy's",
            kind: 'tls',
          };
        }
        return undefined;
    }
  })();
  if (!cause) return undefined;
  return new ClusterAccessError(
    cause.kind ?? 'unreachable',
    `unable to connect to the server ${describeTarget(target)}: ${cause.what}`,
    { hint: cause.hint, cause: error },
  );
}

/** A 401 the server kept after the credentials were read again: kubectl's `You must be logged in to the server (Unauthorized)`. */
export function unauthorized(target: ClusterTarget, cause: unknown): ClusterAccessError {
  const user = target.user ? `user "${target.user}"` : 'the user';
  return new ClusterAccessError(
    'credentials',
    `you must be logged in to the server ${describeTarget(target, true)}: 401 Unauthorized, the credentials are expired or invalid`,
    {
      hint: `renew the token or credentials of ${user} in the kubeconfig; a token from kubectl create token lasts one hour unless --duration says longer (docs/credentials.md)`,
      cause,
    },
  );
}

/** A 403 on discovery, which every authenticated identity may read: the identity is anonymous, or the cluster took even that right away. */
export function discoveryForbidden(target: ClusterTarget, serverMessage: string, cause: unknown): ClusterAccessError {
  return new ClusterAccessError(
    'credentials',
    `the server ${describeTarget(target, true)} forbids discovery (403 Forbidden): ${serverMessage}`,
    {
      hint: "give the kubeconfig's user credentials the cluster knows (one without any is system:anonymous); every authenticated identity may read discovery unless the cluster removed system:discovery",
      cause,
    },
  );
}

/** The first `code` of an error or its causes. */
function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function hostOf(server: string): string {
  try {
    return new URL(server).hostname;
  } catch {
    return server;
  }
}

/** The cluster, context and user a kubeconfig's current context names. */
export function targetOf(kubeConfig: KubeConfig): ClusterTarget {
  return {
    server: kubeConfig.getCurrentCluster()?.server ?? '',
    context: kubeConfig.getCurrentContext() || undefined,
    user: kubeConfig.getCurrentUser()?.name,
  };
}

/**
 * Discovery answered by something that is not a Kubernetes API server: a redirect, or a page (an
 * HTML 404) instead of a Status. The page is not quoted: it says nothing of the cluster, and it is the server's text.
 */
export function notKubernetes(target: ClusterTarget, status: number, cause: unknown): ClusterAccessError {
  const answer =
    status >= 300 && status < 400
      ? `a redirect (HTTP ${status})`
      : `HTTP ${status} with a page that is not a Kubernetes Status`;
  return new ClusterAccessError(
    'unreachable',
    `the server ${describeTarget(target)} is not a Kubernetes API server: GET /api answered ${answer}`,
    {
      hint: "check the server address in the kubeconfig: it should be the API server's (kubectl cluster-info shows it), not a web site, a dashboard or a load balancer's page in front of it",
      cause,
    },
  );
}
