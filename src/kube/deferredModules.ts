import type { KubeConfig } from '@kubernetes/client-node';

/**
 * Modules that only some kubeconfigs need: client-node's kubeconfig reader imports its proxy agents
 * (socks-proxy-agent, socks, hpagent), its OIDC client (openid-client) and the JSONPath its azure and
 * gcp auth providers read tokens with, at its top: some 200 KB of code that every start loaded (the
 * first request left 161 ms after the process started with them, 152 ms without).
 * The bundle (scripts/bundle.ts) puts each in a module of live bindings that registers its loader
 * here; run from the sources, nothing registers, the modules having been imported as usual.
 */
const loaders = new Set<() => Promise<void>>();

/** Called by the bundle's stand-in for a module: `load` imports the module and fills the stand-in's bindings. */
export function deferModule(load: () => Promise<void>): void {
  loaders.add(load);
}

/** Whether reaching the cluster goes through a proxy or an auth provider, the only uses of the deferred modules. */
export function needsDeferredModules(kubeConfig: KubeConfig): boolean {
  return Boolean(kubeConfig.getCurrentCluster()?.proxyUrl || kubeConfig.getCurrentUser()?.authProvider);
}

/** Loads every deferred module; done before the kubeconfig's settings are applied to a request. */
export async function loadDeferredModules(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
