import { parseHelmOptions } from './helmOptions.ts';
import { parseIgnoreDifferences } from './ignoreDifferences.ts';
import { parseImageOverrides } from './imageOverrides.ts';
import * as yaml from 'js-yaml';
import { input } from './inputSpec.ts';
import { fieldManagerName, kindList, onOff, publicKeys } from './inputParsers.ts';

/**
 * The inputs a preview and an apply plan with alike: how the objects are applied (field manager,
 * conflicts, adoption, replacement), what the manifests become before the plan (images, Helm charts),
 * which differences are ignored, and which dry runs the plan record saves.
 */
export const PLAN_INPUTS = {
  'field-manager': input({
    option: 'fieldManager',
    default: 'applyset-action',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      'field-manager': {
        type: 'string',
        value: '<name>',
        help: 'server-side apply field manager (default applyset-action)',
      },
    },
    parse: fieldManagerName,
  }),
  'force-conflicts': input({
    option: 'forceConflicts',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    flags: { 'force-conflicts': { type: 'boolean', help: 'take ownership of fields other managers own' } },
    parse: onOff,
  }),
  adopt: input({
    option: 'adopt',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    flags: { adopt: { type: 'boolean', help: 'take over an ApplySet written by another tool (e.g. kubectl)' } },
    parse: onOff,
  }),
  replace: input({
    option: 'replace',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      replace: {
        type: 'string',
        multiple: true,
        value: '<kinds>',
        help: "kinds deleted and created again when the server refuses a change as\nimmutable (a Job's template, a Service's clusterIP), e.g. Job or\nJob.batch; comma-separated or repeated. One object opts in with the\nannotation applyset-action.github.io/replace: on-immutable-change",
      },
    },
    parse: kindList,
  }),
  images: input({
    option: 'images',
    default: '',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      image: {
        type: 'string',
        multiple: true,
        value: '<name>=<image>',
        help: "run <image> in every container whose image, without its tag, is\n<name> (kustomize's images), e.g. ghcr.io/acme/web=ghcr.io/acme/web:1a2b3c4;\nrepeatable. Set before the plan, so the preview shows it as a diff",
      },
    },
    fromFlags: (values) => values.image?.join('\n'),
    parse: (_text, input) => parseImageOverrides(input.raw ?? '', input.name, input.errors),
  }),
  'ignore-differences': input({
    option: 'ignoreDifferences',
    default: '',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      'ignore-differences': {
        type: 'string',
        value: '<file>',
        completes: 'file',
        help: "a YAML file of rules whose differences are neither applied nor shown\n(Argo CD's ignoreDifferences: kind, group, name, namespace, jsonPointers,\nfieldPaths, managedFieldsManagers), e.g. an HPA's /spec/replicas",
      },
    },
    parse: (_text, input) =>
      parseIgnoreDifferences(input.raw ?? '', input.name, input.text('field-manager') ?? '', input.errors),
  }),
  helm: input({
    option: 'helm',
    default: '',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      'helm-release': {
        type: 'string',
        value: '<name>',
        help: "release name of the Helm charts among the manifests (directories\nwith a Chart.yaml, rendered by helm template); default the parent's name",
      },
      'helm-values': {
        type: 'string',
        multiple: true,
        value: '<file>',
        completes: 'file',
        help: "values file for the Helm charts (helm's --values); repeatable, later\nfiles win",
      },
      'helm-set': {
        type: 'string',
        multiple: true,
        value: '<key=value>',
        help: "value for the Helm charts in helm's --set syntax, e.g. image.tag=1.2.3;\nrepeatable",
      },
      'helm-tests': {
        type: 'boolean',
        help: "after an apply, run the Helm charts' test hooks (helm test's), as helm test\nwould; left out otherwise",
      },
    },
    // The helm input the --helm-* flags make, as the action would take it.
    fromFlags: ({ 'helm-release': release, 'helm-values': values, 'helm-set': set, 'helm-tests': tests }) =>
      release === undefined && values === undefined && set === undefined && tests === undefined
        ? undefined
        : yaml.dump({
            ...(release === undefined ? {} : { release }),
            ...(values ? { values } : {}),
            ...(set ? { set } : {}),
            ...(tests === undefined ? {} : { tests }),
          }),
    parse: (_text, input) => parseHelmOptions(input.raw ?? '', (key) => input.nameOf('helm', key), input.errors),
  }),
  'plan-cache': input({
    option: 'planCache',
    default: 'true',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      'plan-cache': {
        type: 'boolean',
        shown: '--plan-cache=false',
        help: 'dry-run every object, even those the record of the last apply\nknows unchanged (same manifest, same live version)',
      },
    },
    parse: onOff,
  }),
  'plan-record-key': input({
    option: 'planRecordKeys',
    tier: 'Advanced',
    // Trusted only from the workflow, never from a file a pull request may change.
    perTarget: false,
    flags: {
      'plan-record-key': {
        type: 'string',
        value: '<key>',
        help: "a preview: skip the dry runs the deploy's signed public copy of\nthe record vouches for, when signed with this key (its log names it)",
      },
    },
    parse: publicKeys,
  }),
} satisfies Record<string, { applyOnly: false }>;
