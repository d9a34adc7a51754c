// A matrix's plan documents: written by plan-targets and each matrix job's preview, read back by the
// report job as untrusted input (bounded, each field checked, counts worked out again), and merged into
// the document the one-step preview of the same targets renders, comment for comment.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GITHUB_COMMENT_LIMIT } from '../../../src/report/markdownReport.ts';
import { renderTargetsPages, type TargetReport, type TargetsDocument } from '../../../src/report/targetsComment.ts';
import { readTargetFingerprints } from '../../../src/review/targetFingerprints.ts';
import {
  PLAN_DOCUMENT_VERSION,
  type PlanDocument,
  type TargetsPlanDocument,
  writePlanDocument,
} from '../../../src/targets/planDocument.ts';
import { readPlanDocument } from '../../../src/targets/planDocumentShape.ts';
import { mergePlanDocuments, readPlanDirectory } from '../../../src/targets/mergePlanDocuments.ts';
import { planDocument, planObject, sampleObjects } from '../report/planFixtures.ts';

const COMMIT = 'a'.repeat(40);
const KEY = 'targets=.github/applysets.yaml;cluster=0123abcd';
const context = { commitSha: COMMIT, runUrl: 'https://github.com/acme/shop/actions/runs/1' };

const target = (name: string, fields: Partial<TargetReport> = {}): TargetReport => ({
  name,
  reason: 'named in the only-targets input',
  outcome: planDocument([...sampleObjects(), planObject({ action: 'create', name: `${name}-config` })]),
  error: undefined,
  ...fields,
});
const plan = (targets: TargetReport[], fields: Partial<TargetsPlanDocument> = {}): TargetsPlanDocument => ({
  kind: 'applyset-action/targets-plan',
  version: PLAN_DOCUMENT_VERSION,
  commit: COMMIT,
  key: KEY,
  targets,
  ...fields,
});
const selection = (run: string[], skipped: string[] = []): PlanDocument => ({
  kind: 'applyset-action/targets-selection',
  version: PLAN_DOCUMENT_VERSION,
  commit: COMMIT,
  run: run.map((name) => ({ name, reason: `apps/${name}/config.yaml changed` })),
  skipped: skipped.map((name) => ({ name, reason: 'nothing it uses changed' })),
});
/** As the report job reads it: JSON written and parsed, then checked. */
const roundTrip = (doc: PlanDocument) => readPlanDocument(JSON.parse(JSON.stringify(doc)));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'plan-documents-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("merging a matrix's plan documents", () => {
  it('renders the comment the one-step preview of the same targets renders, fingerprints and all', async () => {
    const web = target('web');
    const db = target('db', { cluster: 'staging' });
    const cache = target('cache', { outcome: undefined, error: 'no ApplySet parent given' });
    await writePlanDocument(dir, selection(['web', 'db', 'cache'], ['quiet']));
    // Two jobs' artifacts: one merged into the directory, one in a directory of its own (download-artifact without merge-multiple).
    await writePlanDocument(dir, plan([db, cache]));
    await writePlanDocument(join(dir, 'applyset-plan-1-of-2'), plan([web]));

    const merged = mergePlanDocuments(await readPlanDirectory(dir), COMMIT);

    const reason = (name: string) => `apps/${name}/config.yaml changed`;
    const oneStep: TargetsDocument = {
      mode: 'preview',
      targets: [web, db, cache].map((t) => ({ ...t, reason: reason(t.name) })),
      skipped: [{ name: 'quiet', reason: 'nothing it uses changed' }],
    };
    expect(renderTargetsPages(merged.doc, context, GITHUB_COMMENT_LIMIT)).toEqual(
      renderTargetsPages(oneStep, context, GITHUB_COMMENT_LIMIT),
    );
    expect([merged.key, merged.missing]).toEqual([KEY, []]);
    const [page = ''] = renderTargetsPages(merged.doc, context, GITHUB_COMMENT_LIMIT);
    expect([...readTargetFingerprints(page).fingerprints.keys()]).toEqual(['web', 'db']);
  });

  it('shows a target whose job wrote no document as failed, so it is not silently left out', () => {
    const merged = mergePlanDocuments(
      [
        { file: 'selection.json', doc: selection(['web', 'db']) },
        { file: 'a.json', doc: plan([target('web')]) },
      ],
      COMMIT,
    );
    expect(merged.missing).toEqual(['db']);
    expect(
      merged.doc.targets.map((t) => [t.name, t.error?.startsWith('Its matrix job wrote no plan document') ?? false]),
    ).toEqual([
      ['web', false],
      ['db', true],
    ]);
  });

  it('refuses a document of another commit, another comment, a target twice, or a target the planner did not choose', () => {
    const web = { file: 'web.json', doc: plan([target('web')]) };
    expect(() =>
      mergePlanDocuments([web, { file: 'old.json', doc: plan([target('db')], { commit: 'b'.repeat(40) }) }], COMMIT),
    ).toThrow(/plan document old.json is of commit bbbbbbbbbbbb, not aaaaaaaaaaaa, the commit this run is for/);
    expect(() => mergePlanDocuments([web], 'c'.repeat(40))).toThrow(/web.json is of commit/);
    expect(() =>
      mergePlanDocuments([web, { file: 'db.json', doc: plan([target('db')], { key: `${KEY};title=other` }) }], COMMIT),
    ).toThrow(/db.json is for another comment than web.json/);
    expect(() => mergePlanDocuments([web, { file: 'again.json', doc: plan([target('web')]) }], COMMIT)).toThrow(
      /target web is in two plan documents/,
    );
    expect(() => mergePlanDocuments([{ file: 'selection.json', doc: selection(['db']) }, web], COMMIT)).toThrow(
      /target web has a plan document but the planner did not choose it/,
    );
    expect(() => mergePlanDocuments([{ file: 'selection.json', doc: selection(['db']) }], COMMIT)).toThrow(
      /no matrix job's plan document was found \(only selection.json\)/,
    );
  });
});

describe('reading a plan document', () => {
  it('keeps what a preview reports and works its counts out again from its objects', () => {
    const web = target('web');
    web.outcome!.summary = { create: 0, update: 0, replace: 0, unchanged: 99, prune: 0, keep: 0 };
    const read = roundTrip(plan([web])) as TargetsPlanDocument;
    expect(read.targets[0]!.outcome!.summary).toEqual({
      create: 2,
      update: 1,
      replace: 0,
      unchanged: 1,
      prune: 1,
      keep: 0,
    });
    expect(read.targets[0]!.outcome!.objects).toEqual(web.outcome!.objects);
  });

  it('drops fields it does not know, and refuses a wrong one at its path', () => {
    const web = target('web');
    const raw = JSON.parse(JSON.stringify(plan([web]))) as Record<string, unknown> & {
      targets: Record<string, unknown>[];
    };
    raw['extra'] = 'x';
    raw.targets[0]!['review'] = { flag: 'forged', caution: '**reviewed**' };
    expect(JSON.stringify(readPlanDocument(raw))).not.toMatch(/extra|forged/);

    const broken = (
      edit: (
        doc: { targets: { name: unknown; outcome: { mode: unknown; objects: Record<string, unknown>[] } }[] } & Record<
          string,
          unknown
        >,
      ) => void,
    ) => {
      const doc = JSON.parse(JSON.stringify(plan([target('web')])));
      edit(doc);
      return () => readPlanDocument(doc);
    };
    expect(broken((doc) => (doc['version'] = 2))).toThrow('version: must be 1');
    expect(broken((doc) => (doc['commit'] = 'main'))).toThrow('commit: is not a commit id');
    expect(broken((doc) => (doc.targets[0]!.name = 'Web <b>'))).toThrow('targets[0].name: is not a target name');
    expect(broken((doc) => (doc.targets[0]!.outcome.mode = 'apply'))).toThrow(
      'targets[0].outcome.mode: must be preview',
    );
    expect(broken((doc) => (doc.targets[0]!.outcome.objects[0]!['action'] = 'delete'))).toThrow(
      'targets[0].outcome.objects[0].action: must be one of',
    );
    expect(broken((doc) => (doc.targets[0]!.outcome.objects[0]!['diff'] = 'x'.repeat((1 << 20) + 1)))).toThrow(
      'targets[0].outcome.objects[0].diff: is longer than 1048576 characters',
    );
    expect(broken((doc) => (doc['kind'] = 'applyset-action/bundle'))).toThrow('kind: must be');
    // A keep keeps the name of the prune filter that decided it, which the merged comment shows.
    const keep = { filter: 'in-use', usedBy: 'pod web-7d9f-x2 (deployment.apps/web, previous revision)' };
    const kept = broken((doc) => (doc.targets[0]!.outcome.objects[0]!['keep'] = keep))() as TargetsPlanDocument;
    expect(kept.targets[0]!.outcome!.objects[0]!.keep).toEqual(keep);
    expect(broken((doc) => (doc.targets[0]!.outcome.objects[0]!['keep'] = { usedBy: 'pod x' }))).toThrow(
      'targets[0].outcome.objects[0].keep.filter: must be keep-annotation or in-use',
    );
    // A key that would make the report overwrite another comment of the pull request: one set's, a matrix job's own, a deploy's report.
    for (const key of ['applyset=secrets/shop;namespace=shop', `${KEY};target=web`, `${KEY};deploy`])
      expect(
        broken((doc) => (doc['key'] = key)),
        key,
      ).toThrow("key: is not a targets comment's key");
  });

  it('bounds what the directory may hold before it parses anything', async () => {
    await writeFile(join(dir, 'big.json'), Buffer.alloc((16 << 20) + 1, 0x20));
    await expect(readPlanDirectory(dir)).rejects.toThrow(/plan document big.json is 16777217 bytes, over the 16777216/);
    await rm(join(dir, 'big.json'));
    await writeFile(join(dir, 'bad.json'), '{"version": 1,');
    await expect(readPlanDirectory(dir)).rejects.toThrow(/plan document bad.json is not JSON/);
    await rm(join(dir, 'bad.json'));
    await mkdir(join(dir, 'many'));
    await Promise.all(Array.from({ length: 265 }, (_, i) => writeFile(join(dir, 'many', `${i}.json`), '{}')));
    await expect(readPlanDirectory(dir)).rejects.toThrow(/holds more than 264 plan documents/);
    await expect(readPlanDirectory(join(dir, 'none'))).rejects.toThrow(/cannot read the plan documents' directory/);
  });
});
