import { UserError, UserErrors } from '../common/errors.ts';
import type { PlannedTarget } from './targetOptions.ts';

/** A kubeconfig variable's value, accepted (its content), refused (why), or undefined when empty. */
export type AcceptKubeconfig = (
  value: string,
  variable: string,
) => { content: string } | { error: UserError } | undefined;

/**
 * The targets with their own cluster's kubeconfig (`kubeconfig-env:`): each variable read and
 * accepted once (the action masks every form of it first), set as the target's kubeconfig in place
 * of the step's. Every empty or refused variable is reported at its target's line, before any
 * target runs.
 */
export function withTargetKubeconfigs(
  file: string,
  planned: readonly PlannedTarget[],
  read: (variable: string) => string | undefined,
  accept: AcceptKubeconfig,
): PlannedTarget[] {
  const errors: UserError[] = [];
  const contents = new Map<string, string | undefined>();
  for (const { target } of planned) {
    const variable = target.kubeconfigEnv;
    if (!variable || contents.has(variable.name)) continue;
    const accepted = accept(read(variable.name) ?? '', variable.name);
    contents.set(variable.name, accepted && 'content' in accepted ? accepted.content : undefined);
    const source = { file, line: variable.line };
    if (accepted === undefined) {
      errors.push(
        new UserError(
          `target "${target.name}": the environment variable ${variable.name} (kubeconfig-env) is empty or not set`,
          {
            source,
            hint: `set it in the step's env: from a secret holding the cluster's kubeconfig, e.g. ${variable.name}: \${{ secrets.${variable.name} }}`,
          },
        ),
      );
    } else if ('error' in accepted) {
      errors.push(
        new UserError(`target "${target.name}": ${accepted.error.message}`, {
          source,
          ...(accepted.error.hint ? { hint: accepted.error.hint } : {}),
        }),
      );
    }
  }
  if (errors.length > 0) throw new UserErrors(errors);
  return planned.map((p) => {
    const name = p.target.kubeconfigEnv?.name;
    return name === undefined
      ? p
      : { ...p, options: { ...p.options, kubeconfig: contents.get(name), kubeconfigPath: undefined } };
  });
}
