import { readFileSync } from 'node:fs';
import { type RenderContext, renderOrigin } from '../bundle/bundleOrigin.ts';
import { renderBundle } from '../bundle/renderBundle.ts';
import { writeBundle } from '../bundle/writeBundle.ts';
import { runGit } from '../git/runGit.ts';
import { targetInputs } from '../targets/targetOptions.ts';
import { readCliTargets } from './cliTargets.ts';
import { printErr } from './output.ts';
import { printFailure } from './printFailure.ts';
import type { Shell } from './commandSpec.ts';
import type { RunArgs } from './runArgs.ts';

export type RenderArgs = RunArgs & { bundle: string | undefined };

/** Renders the sets the flags name into the bundle file, and says what it holds; 1 when a set cannot be read. */
export async function render(args: RenderArgs, shell: Shell): Promise<number> {
  const cwd = process.cwd();
  try {
    const { layout, planned } = await readCliTargets({ ...args, command: 'render' }, cwd, shell, false);
    const sets = planned.map((p) => ({
      ...p,
      inputs: layout === 'set' ? args.inputs : targetInputs(p.target, args.inputs),
      named: layout === 'file',
    }));
    const origin = renderOrigin(await workflowRun(shell, cwd));
    const bundle = await renderBundle(sets, origin, {
      info: printErr,
      warning: (line) => printErr(`Warning: ${line}`),
    });
    const file = args.bundle ?? 'applyset-bundle.json';
    const bytes = await writeBundle(file, bundle);
    const objects = bundle.sets.reduce((sum, set) => sum + set.objects.length, 0);
    printErr(
      `Wrote ${file}: ${bundle.sets.length} set${bundle.sets.length === 1 ? '' : 's'}, ${objects} object${objects === 1 ? '' : 's'}, ${bytes} bytes, of commit ${bundle.commits.head}`,
    );
    return 0;
  } catch (error) {
    await printFailure(error, 'text', { command: 'render', ...(args.debug ? { debug: true } : {}) });
    return 1;
  }
}

/**
 * The run GitHub Actions describes in the environment; from a terminal, a local one whose head is the
 * checkout's commit (a workflow_run preview refuses such a bundle: it names no run of the event).
 */
async function workflowRun({ variable, environment }: Shell, cwd: string): Promise<RenderContext> {
  const eventPath = variable('GITHUB_EVENT_PATH');
  const payload: unknown = eventPath ? JSON.parse(readFileSync(eventPath, 'utf8')) : {};
  return {
    repository: variable('GITHUB_REPOSITORY') || 'local',
    workflowRef: variable('GITHUB_WORKFLOW_REF') || 'local',
    runId: variable('GITHUB_RUN_ID') || 'local',
    attempt: variable('GITHUB_RUN_ATTEMPT') || undefined,
    eventName: variable('GITHUB_EVENT_NAME') || 'local',
    payload,
    sha: variable('GITHUB_SHA') || (await runGit(['rev-parse', 'HEAD'], cwd, environment)).trim(),
  };
}
