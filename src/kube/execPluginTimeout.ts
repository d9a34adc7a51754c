import { spawn, type SpawnOptions } from 'node:child_process';
import type { KubeConfig } from '@kubernetes/client-node';
import { ExecAuth } from '@kubernetes/client-node/dist/exec_auth.js';

/** How long a kubeconfig's exec credential plugin may run: a cloud CLI's token takes a second or two. */
export const EXEC_PLUGIN_TIMEOUT_MS = 5_000;

/**
 * client-node runs an exec credential plugin with no time limit: one waiting for a login that never
 * comes would hold the run, and its pipes the process, for as long as it waits. Each plugin run is
 * killed after {@link EXEC_PLUGIN_TIMEOUT_MS} (its pipes closed too, which a child of it may hold),
 * and `onTimeout` told. client-node keeps its ExecAuth private: it is reached by name.
 */
export function limitExecPlugins(kubeConfig: KubeConfig, onTimeout: () => void): void {
  const authenticators: unknown = Reflect.get(kubeConfig, 'authenticators');
  if (!Array.isArray(authenticators)) return;
  for (const authenticator of authenticators) {
    if (!(authenticator instanceof ExecAuth)) continue;
    Reflect.set(
      authenticator,
      'execFn',
      (command: string, args: readonly string[] | undefined, options: SpawnOptions) => {
        const child = spawn(command, args ?? [], options);
        const timer = setTimeout(() => {
          onTimeout();
          child.kill('SIGKILL');
          child.stdout?.destroy();
          child.stderr?.destroy();
        }, EXEC_PLUGIN_TIMEOUT_MS);
        const ended = () => clearTimeout(timer);
        child.once('exit', ended);
        child.once('error', ended);
        return child;
      },
    );
  }
}
