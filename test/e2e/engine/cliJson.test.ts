// `-o json` gives a script JSON on stdout whatever happens: the document of the run, with an `error`
// when it failed after it planned (what was planned and done, and why it stopped), or the error
// alone when it failed before; never the text report. The error also goes to stderr, for a person.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ErrorDocument } from '../../../src/report/jsonReport.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { deploymentManifest, simulate } from '../../cluster/workloads.ts';
import { configMap, engine, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

type Document = Partial<RunOutcome> & { schemaVersion: number; command?: string; error?: ErrorDocument };

describe("the CLI's JSON on failure", () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'cli-json');
  });
  afterAll(() => ns?.delete());

  /** Runs the CLI with `-o json` on the ApplySet `set`; its stdout parsed, which must be one JSON document. */
  function json(set: string, args: string[]): Promise<{ code: number; doc: Document; stderr: string }> {
    const argv = [
      cli,
      ...args,
      '-n',
      ns.name,
      '--applyset',
      set,
      '--kubeconfig',
      inject('kubeconfigPath'),
      '-o',
      'json',
    ];
    return new Promise((done) => {
      execFile(process.execPath, argv, (error, stdout, stderr) => {
        done({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          doc: JSON.parse(stdout) as Document,
          stderr,
        });
      });
    });
  }

  it('is the outcome and the error of an apply whose rollout timed out', async () => {
    const slow = {
      ...deploymentManifest('slow', 1, { simulate: simulate.neverReady }),
      metadata: { name: 'slow', namespace: ns.name },
    };
    const { code, doc, stderr } = await json('slow', [
      'apply',
      '-f',
      await writeSet([configMap('a', ns.name), slow]),
      '--timeout',
      '3s',
    ]);

    expect(code).toBe(1);
    expect(doc).toMatchObject({
      schemaVersion: 1,
      command: 'apply',
      mode: 'apply',
      error: {
        message: expect.stringMatching(/^timed out after 3\.0s waiting for 1 object: deployment\.apps\/slow/) as string,
        hint: expect.stringContaining('--timeout') as string,
      },
    });
    expect(doc.objects?.find((obj) => obj.name === 'slow')).toMatchObject({ result: 'created', health: 'timed out' });
    expect(stderr).toMatch(/^error: timed out after 3\.0s/m);
  });

  it('is the plan and the error of a run refused before it wrote', async () => {
    await engine('apply', await writeSet([configMap('c', ns.name), configMap('d', ns.name)]), {
      applyset: 'limited',
      namespace: ns.name,
    });
    const { code, doc } = await json('limited', [
      'apply',
      '-f',
      await writeSet([configMap('c', ns.name)]),
      '--max-prunes',
      '0',
    ]);

    expect(code).toBe(1);
    expect(doc).toMatchObject({
      schemaVersion: 1,
      mode: 'preview',
      error: { message: 'this run would prune 1 object, more than max-prunes (0) allows' },
      summary: { prune: 1 },
    });
  });

  it("is the error alone, with the manifest's file and line, when the run failed before it planned", async () => {
    const gadget = { apiVersion: 'example.com/v1', kind: 'Gadget', metadata: { name: 'g', namespace: ns.name } };
    const { code, doc, stderr } = await json('unserved', [
      'preview',
      '-f',
      await writeSet([configMap('e', ns.name), gadget]),
    ]);

    expect(code).toBe(1);
    expect(Object.keys(doc)).toEqual(['schemaVersion', 'command', 'error']);
    expect(doc.command).toBe('preview');
    expect(doc.error).toMatchObject({
      message: expect.stringContaining('the cluster does not serve Gadget in example.com/v1') as string,
      source: expect.stringMatching(/set\.yaml:\d+$/) as string,
    });
    expect(stderr).toMatch(/^error: .*set\.yaml:\d+: /m);
  });
});
