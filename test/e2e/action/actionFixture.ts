import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { type ActionRun, runActionProcess } from './actionProcess.ts';
import { createWorkspace, type Workspace } from './workspace.ts';

export const kubeconfigPath = inject('kubeconfigPath');
/** The test cluster's admin kubeconfig, as the kubeconfig input takes it. */
export const kubeconfig = await readFile(kubeconfigPath, 'utf8');

/** What every action test runs in: its own namespace, a checked-out repository and a fake GitHub. */
export interface ActionFixture {
  readonly namespace: TestNamespace;
  readonly github: FakeGitHub;
  readonly workspace: Workspace;
  /**
   * Runs the action on an event in this fixture; the namespace input defaults to the fixture's.
   * `sha` is the commit the run is for (GITHUB_SHA), e.g. a push's merge commit; `env` adds to the
   * runner's environment what an earlier step would have set (KUBECONFIG, PATH).
   */
  run(
    eventName: string,
    payload: object,
    inputs: Record<string, string>,
    options?: { sha?: string; env?: Record<string, string> },
  ): Promise<ActionRun>;
}

/**
 * Registers the hooks that set up and tear down the fixture for the enclosing `describe`; its
 * parts are there once `beforeAll` has run. `githubPerTest` starts a fresh fake GitHub for each test.
 */
export function useActionFixture(namespacePrefix: string, options: { githubPerTest?: boolean } = {}): ActionFixture {
  let namespace: TestNamespace | undefined;
  let github: FakeGitHub | undefined;
  let workspace: Workspace | undefined;
  beforeAll(async () => {
    [namespace, workspace] = await Promise.all([
      createTestNamespace(kubeconfigPath, namespacePrefix),
      createWorkspace(),
    ]);
    if (!options.githubPerTest) github = await startFakeGitHub();
  });
  if (options.githubPerTest) {
    beforeEach(async () => {
      const fresh = await startFakeGitHub();
      github = fresh;
      return () => fresh.close();
    });
  }
  afterAll(async () => {
    await Promise.all([namespace?.delete(), options.githubPerTest ? undefined : github?.close()]);
  });
  const ready = <T>(part: T | undefined, name: string): T => {
    if (part === undefined)
      throw new Error(`the action fixture's ${name} is not set up yet: use it inside a test or a later hook`);
    return part;
  };
  const fixture: ActionFixture = {
    get namespace() {
      return ready(namespace, 'namespace');
    },
    get github() {
      return ready(github, 'fake GitHub');
    },
    get workspace() {
      return ready(workspace, 'workspace');
    },
    run: (eventName, payload, inputs, options = {}) =>
      runActionProcess({
        inputs: { namespace: fixture.namespace.name, ...inputs },
        eventName,
        payload,
        githubApiUrl: fixture.github.url,
        workspace: fixture.workspace.dir,
        ...options,
      }),
  };
  return fixture;
}
