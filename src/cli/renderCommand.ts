import { defineCommand } from './commandSpec.ts';
import { runArgs } from './runArgs.ts';
import { runFlagsOf } from './runFlags.ts';

/** The flags of render: what chooses and renders the sets, and what the preview of its bundle plans with; nothing of a connection. */
const RENDER_FLAGS = {
  ...runFlagsOf([
    'applyset',
    'file',
    'namespace',
    'context',
    'field-manager',
    'force-conflicts',
    'prune',
    'max-prunes',
    'allow-destructive-prunes',
    'adopt',
    'allow-empty',
    'propagation-policy',
    'prune-timing',
    'replace',
    'image',
    'ignore-differences',
    'helm-release',
    'helm-values',
    'helm-set',
    'targets-file',
    'only-target',
    'changed-since',
  ]),
  bundle: {
    type: 'string',
    value: '<file>',
    completes: 'file',
    help: 'where the bundle is written (default applyset-bundle.json)',
  },
  ...runFlagsOf(['debug', 'help', 'version']),
} as const;

/** `render`: the manifests rendered as a preview reads them, into a bundle file; no cluster. */
export const renderCommand = defineCommand({
  name: 'render',
  summary: 'render the manifests into a bundle a preview plans elsewhere, without a cluster',
  usage:
    'Usage: applyset-action render --applyset <parent> --file <path|glob> [--file ...] [--bundle <file>] [options]',
  about: `Renders the manifests (kustomizations and Helm charts built, images set) as a preview reads
them, for one set or a targets file's targets, and writes them with their file:line sources, the sets'
options and the commit into one bundle file: the first half of the two-workflow preview
(docs/two-workflow-previews.md), whose second half previews the bundle against the cluster. Reaches no
cluster. In a GitHub Actions job the bundle records the run (GITHUB_RUN_ID, GITHUB_WORKFLOW_REF) and the
pull request's commits, which the preview checks. Exits 0, or 1 on an error.`,
  flags: RENDER_FLAGS,
  outputs: ['text'],
  parse: (values) => ({ ...runArgs('preview', values), output: 'text' as const, bundle: values.bundle }),
  opens: () => 'nothing',
  run: async (args, _session, shell) => (await import('./render.ts')).render(args, shell),
});
