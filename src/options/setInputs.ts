import { input } from './inputSpec.ts';
import { asGiven, namespaceName, onOff, oneOf, parentRef, pathList, seconds, wholeNumber } from './inputParsers.ts';
import { DEFAULT_CONCURRENCY } from './options.ts';

/**
 * The inputs that name the set and reach it: the parent, the manifests, the namespace, the cluster (its
 * kubeconfig, context and how requests go to it), whether rendering may use the network, and the mode,
 * which the faces set themselves (the action's mode input, the CLI's command).
 */
export const SET_INPUTS = {
  mode: input({ option: 'mode', default: 'preview', perTarget: false, parse: oneOf(['preview', 'apply']) }),
  applyset: input({
    option: 'applyset',
    tier: 'Every workflow',
    perTarget: false,
    flags: {
      applyset: {
        type: 'string',
        value: '<parent>',
        help: 'ApplySet parent: NAME (a Secret), secrets/NAME, configmaps/NAME,\nor RESOURCE[.VERSION].GROUP/NAME for a custom resource',
      },
    },
    parse: parentRef,
  }),
  manifests: input({
    option: 'manifests',
    tier: 'Every workflow',
    perTarget: false,
    flags: {
      file: {
        type: 'string',
        short: 'f',
        multiple: true,
        value: '<path|glob>',
        completes: 'file',
        help: 'manifest file, directory or glob; repeatable. A directory with a\nkustomization.yaml is rendered by kustomize (or kubectl kustomize),\none with a Chart.yaml by helm template; both fetch what they name (remote\nbases, chart dependencies) from the network: give only what you trust',
      },
    },
    fromFlags: (values) => values.file?.join('\n'),
    parse: pathList,
  }),
  namespace: input({
    option: 'namespace',
    tier: 'Every workflow',
    perTarget: false,
    flags: {
      namespace: {
        type: 'string',
        short: 'n',
        value: '<ns>',
        help: 'namespace of the parent, and default for objects without one',
      },
    },
    parse: namespaceName,
  }),
  'kubeconfig-path': input({
    option: 'kubeconfigPath',
    perTarget: false,
    flags: {
      kubeconfig: {
        type: 'string',
        value: '<path>',
        completes: 'file',
        help: 'kubeconfig file (default: KUBECONFIG, then ~/.kube/config)',
      },
    },
    parse: asGiven,
  }),
  context: input({
    option: 'context',
    tier: 'Advanced',
    perTarget: false,
    flags: { context: { type: 'string', value: '<name>', completes: 'context', help: 'kubeconfig context' } },
    parse: asGiven,
  }),
  'max-requests-in-flight': input({
    option: 'concurrency',
    default: String(DEFAULT_CONCURRENCY),
    tier: 'Advanced',
    // The connection's, which the targets on one context share.
    perTarget: false,
    flags: {
      'max-requests-in-flight': {
        type: 'string',
        value: '<n>',
        help: 'the most requests in flight at once (default 64; starts at 32, adapts to the server)',
      },
    },
    parse: wholeNumber(1, 256),
  }),
  'retry-timeout': input({
    option: 'retryTimeoutSeconds',
    // Long enough for a control-plane upgrade or restart.
    default: '2m',
    tier: 'Advanced',
    // The connection's, which the targets on one context share.
    perTarget: false,
    flags: {
      'retry-timeout': {
        type: 'string',
        value: '<duration>',
        help: 'how long requests are retried while the API server is\nunreachable or overloaded (default 2m)',
      },
    },
    parse: seconds,
  }),
  // The action's allow-remote-bases decides it for pull requests; the CLI runs what its user trusts.
  'remote-bases': input({ option: 'remoteBases', default: 'true', perTarget: false, parse: onOff }),
} satisfies Record<string, { applyOnly: false }>;
