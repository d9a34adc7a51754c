import { VERSION } from '../common/version.ts';

/** Go's names for Node's: what kubectl writes in its User-Agent, and audit logs show. */
const GO_OS: Partial<Record<NodeJS.Platform, string>> = { win32: 'windows' };
const GO_ARCH: Partial<Record<NodeJS.Architecture, string>> = { x64: 'amd64', ia32: '386' };

/**
 * `applyset-action/v0.1.0 (linux/amd64)`, kubectl's form (`kubectl/v1.34.0 (linux/amd64)`): the API
 * server's audit log, and API Priority and Fairness rules, can tell this tool's requests apart.
 */
export const USER_AGENT = `applyset-action/v${VERSION} (${GO_OS[process.platform] ?? process.platform}/${GO_ARCH[process.arch] ?? process.arch})`;
