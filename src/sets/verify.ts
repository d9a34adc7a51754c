import { applySetArgument, isParent, memberSelector, type ApplySet } from '../applyset/applySet.ts';
import { ID_LABEL, PART_OF_LABEL, TOOL_NAME } from '../applyset/applySetKeys.ts';
import type { LiveMember } from '../applyset/members.ts';
import { labelledByApply } from '../applyset/fieldHandover.ts';
import { narrowParent } from '../applyset/parentWrites.ts';
import { listPlanRecordSecrets } from '../applyset/planRecordSecret.ts';
import { recordedScope, type RecordedScope } from '../applyset/parentState.ts';
import { scanMembers } from '../applyset/scanMembers.ts';
import { describeError, UserError } from '../common/errors.ts';
import { isForbidden } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { RequestCounts } from '../kube/requestStats.ts';
import { formatGroupKind, formatRef, type ObjectRef } from '../kube/objectRef.ts';
import { VERSION } from '../common/version.ts';
import { commandDocument, type CommandResult } from './commandResult.ts';
import { findParents, listedParent } from './list.ts';
import { workOnSet, type OpenSet } from './openSet.ts';
import {
  checkPlanRecord,
  describePlanRecordFinding,
  judgePlanRecord,
  type PlanRecordFinding,
} from './verifyPlanRecord.ts';

/** verify's exit code when a member leaked: a finding, not an error (1), as drift's 2 is. */
export const VERIFY_FOUND_LEAKS = 2;

/** A member the parent does not record, so prune never looks for it: KEP-3659's object leakage. */
export interface Leak {
  object: Omit<ObjectRef, 'version'>;
  why: 'kind not recorded' | 'namespace not recorded';
  /** Whether an apply gave it the set's label; false when it was labelled by hand, so the set never applied it. */
  applied: boolean;
}

/** What verify found of one set. */
export interface SetFindings {
  applyset: string;
  namespace: string;
  id: string;
  idMatchesParent: boolean;
  members: number;
  leaked: Leak[];
  /** Recorded kinds and namespaces with no member: harmless, and narrowed by --fix. */
  emptyKinds: string[];
  emptyNamespaces: string[];
  /** What --fix wrote: the parent records exactly where its members are. */
  fixed?: { groupKinds: string[]; namespaces: string[] };
  /** Why -A --fix left the set as it was (another tool's set without --adopt, its lock held elsewhere). */
  notFixed?: string;
  /** What is wrong with its plan record, if anything: a warning, not a leak. */
  planRecord?: PlanRecordFinding;
}

const objectOf = ({ ref }: LiveMember): Omit<ObjectRef, 'version'> => ({
  group: ref.group,
  kind: ref.kind,
  namespace: ref.namespace,
  name: ref.name,
});

/**
 * The members without what controllers made from them and labelled alike: objects a controller
 * owns (a Service's EndpointSlices), and the Endpoints of a member Service (named as it, no owner).
 * They were never applied: recorded, the next apply would prune them and their controller make them again.
 */
function withoutDerived(members: LiveMember[]): LiveMember[] {
  const services = new Set(
    members
      .filter(({ ref }) => ref.group === '' && ref.kind === 'Service')
      .map(({ ref }) => `${ref.namespace}/${ref.name}`),
  );
  return members.filter(
    ({ ref, object }) =>
      !object.metadata.ownerReferences?.some((owner) => owner.controller === true) &&
      !(ref.group === '' && ref.kind === 'Endpoints' && services.has(`${ref.namespace}/${ref.name}`)),
  );
}

/**
 * The set's findings: its members (found by the full scan) compared with what the parent records.
 * The parent, should it carry its own label, is not a member.
 */
function compare(
  parent: ApplySet,
  recorded: RecordedScope,
  members: LiveMember[],
  idMatches: boolean,
): { findings: SetFindings; actual: RecordedScope } {
  const kinds = new Set(recorded.groupKinds.map(formatGroupKind));
  const namespaces = new Set([parent.namespace, ...recorded.namespaces].filter((ns) => ns !== ''));
  const own = withoutDerived(members.filter(({ ref }) => !isParent(parent, ref)));
  const leaked: Leak[] = own.flatMap((member): Leak[] => {
    const applied = labelledByApply(member.object);
    if (!kinds.has(formatGroupKind(member.ref)))
      return [{ object: objectOf(member), why: 'kind not recorded', applied }];
    return member.ref.namespace !== '' && !namespaces.has(member.ref.namespace)
      ? [{ object: objectOf(member), why: 'namespace not recorded', applied }]
      : [];
  });
  const actual: RecordedScope = {
    groupKinds: [
      ...new Map(own.map(({ ref }) => [formatGroupKind(ref), { group: ref.group, kind: ref.kind }])).values(),
    ],
    namespaces: [...new Set(own.map(({ ref }) => ref.namespace).filter((ns) => ns !== '' && ns !== parent.namespace))],
  };
  const usedKinds = new Set(actual.groupKinds.map(formatGroupKind));
  const findings = {
    applyset: applySetArgument(parent),
    namespace: parent.namespace,
    id: parent.id,
    idMatchesParent: idMatches,
    members: own.length,
    leaked,
    emptyKinds: [...kinds].filter((kind) => !usedKinds.has(kind)).sort(),
    emptyNamespaces: recorded.namespaces
      .filter((ns) => ns !== parent.namespace && !actual.namespaces.includes(ns))
      .sort(),
  };
  return { findings, actual };
}

/**
 * `verify --applyset`: the full scan for the set's members, compared with its parent. `--fix` (the
 * set opened for writing, under its lock) makes the parent record exactly where its members are, so
 * the next apply prunes the leaked ones; a kind or namespace still in use is never narrowed away.
 */
export async function verifySet(set: OpenSet, fix: boolean, warn: (line: string) => void): Promise<SetVerification> {
  const { findings, unscanned } = await checkSet(set, fix, warn);
  return { ...result([findings], [], unscanned, set.requests()), findings, unscanned };
}

/** verify of one set: the command's result, and its findings for the action's report. */
export interface SetVerification extends CommandResult {
  findings: SetFindings;
  /** Kinds the caller may not list, so not scanned. */
  unscanned: string[];
}

async function checkSet(
  set: OpenSet,
  fix: boolean,
  warn: (line: string) => void,
): Promise<{ findings: SetFindings; unscanned: string[] }> {
  const { cluster, parent, reading } = set;
  const scan = await scanMembers(cluster, memberSelector(parent));
  const { findings, actual } = compare(parent, reading.recorded, scan.members, true);
  const planRecord = await checkPlanRecord(cluster.client, parent, scan.members, fix);
  if (planRecord) findings.planRecord = planRecord;
  if (fix && inconsistent(findings)) {
    // Recorded, such an object is pruned by the next apply: anyone who may label it made it a member.
    const byHand = findings.leaked
      .filter((leak) => !leak.applied)
      .map((leak) => `${formatRef(leak.object)}${leak.object.namespace ? ` in ${leak.object.namespace}` : ''}`);
    const [it, they] = byHand.length === 1 ? ['it', 'it carries'] : ['them', 'they carry'];
    if (byHand.length > 0)
      warn(
        `recording ${byHand.join(', ')}: ${they} the set's label, but no apply gave it (labelled by hand), so the next apply prunes ${it} unless the manifests hold ${it}`,
      );
    const written = await narrowParent(cluster, parent, actual, `${TOOL_NAME}/v${VERSION}`, warn);
    findings.fixed = {
      groupKinds: written.groupKinds.map(formatGroupKind).sort(),
      namespaces: [...written.namespaces].sort(),
    };
  }
  return { findings, unscanned: scan.unscanned };
}

const inconsistent = (findings: SetFindings) =>
  findings.leaked.length > 0 || findings.emptyKinds.length > 0 || findings.emptyNamespaces.length > 0;

/** `verify -A`: every parent, and one scan of every member of any set; members whose parent is gone are orphans. */
export async function verifyAll(cluster: Cluster): Promise<CommandResult> {
  const { sets, orphans, unscanned } = await scanAll(cluster);
  return result(
    sets.map(({ findings }) => findings),
    orphans,
    unscanned,
    cluster.client.stats.counts(),
  );
}

/**
 * `verify -A --fix`: the scan of `verify -A`, then each set it found inconsistent opened for writing
 * as `--applyset` opens it (under its own lock; another tool's set needs --adopt), scanned again under
 * that lock and fixed. A set that cannot be opened is reported with why, and the others are fixed.
 */
export async function verifyAllAndFix(
  cluster: Cluster,
  open: (applySet: ApplySet) => Promise<OpenSet>,
  warn: (line: string) => void,
): Promise<CommandResult> {
  const all = await scanAll(cluster);
  const sets: SetFindings[] = [];
  const unscanned = new Set(all.unscanned);
  for (const { applySet, findings } of all.sets) {
    if (!inconsistent(findings) && !findings.planRecord) {
      sets.push(findings);
      continue;
    }
    try {
      const set = await open(applySet);
      const checked = await workOnSet(set, () => checkSet(set, true, warn));
      sets.push(checked.findings);
      for (const kind of checked.unscanned) unscanned.add(kind);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      sets.push({ ...findings, notFixed: describeError(error) });
    }
  }
  return result(sets, all.orphans, [...unscanned], cluster.client.stats.counts());
}

async function scanAll(cluster: Cluster): Promise<{
  sets: { applySet: ApplySet; labelId: string; findings: SetFindings }[];
  orphans: LiveMember[];
  unscanned: string[];
}> {
  const [parents, scan, records] = await Promise.all([
    findParents(cluster, ''),
    scanMembers(cluster, PART_OF_LABEL),
    listRecords(cluster),
  ]);
  const bySet = new Map<string, LiveMember[]>();
  for (const member of scan.members) {
    const id = member.object.metadata.labels?.[PART_OF_LABEL] ?? '';
    const list = bySet.get(id);
    if (list) list.push(member);
    else bySet.set(id, [member]);
  }
  const sets = parents.map(({ info, live }) => {
    const { applySet, labelled, idMatches } = listedParent(info, live);
    const members = bySet.get(labelled.id) ?? [];
    const { findings } = compare(labelled, recordedScope(live, []), members, idMatches);
    const planRecord =
      records && judgePlanRecord(labelled, records.storedFor(labelled), members, cluster.client.credentialKey);
    return { applySet, labelId: labelled.id, findings: planRecord ? { ...findings, planRecord } : findings };
  });
  const known = new Set(sets.map(({ labelId }) => labelId));
  const orphans = scan.members.filter((member) => !known.has(member.object.metadata.labels?.[PART_OF_LABEL] ?? ''));
  return { sets, orphans, unscanned: scan.unscanned };
}

/** Every plan record, or none for whoever may not list Secrets (verify then checks members alone, as for one set). */
async function listRecords(cluster: Cluster): Promise<Awaited<ReturnType<typeof listPlanRecordSecrets>> | undefined> {
  try {
    return await listPlanRecordSecrets(cluster.client);
  } catch (error) {
    if (isForbidden(error)) return undefined;
    throw error;
  }
}

function result(
  sets: SetFindings[],
  orphans: LiveMember[],
  unscanned: string[],
  requests: RequestCounts,
): CommandResult {
  const leaked = sets.filter((set) => set.leaked.length > 0 && !set.fixed);
  const document = commandDocument(
    'verify',
    {
      applysets: sets,
      orphans: orphans.map((member) => ({
        ...objectOf(member),
        applysetId: member.object.metadata.labels?.[PART_OF_LABEL],
      })),
      unscanned,
    },
    requests,
  );
  const lines = sets.flatMap((set) => {
    const name = `${set.applyset}${set.namespace ? ` in ${set.namespace}` : ''}`;
    const problems = [
      ...set.leaked.map(
        (leak) =>
          `  leaked (${leak.why}, invisible to prune${leak.applied ? '' : '; labelled by hand, never applied'}): ${formatRef(leak.object)}${leak.object.namespace ? ` in ${leak.object.namespace}` : ''}`,
      ),
      ...set.emptyKinds.map((kind) => `  recorded kind with no member: ${kind}`),
      ...set.emptyNamespaces.map((ns) => `  recorded namespace with no member: ${ns}`),
      ...(set.idMatchesParent
        ? []
        : [`  its ${ID_LABEL} label does not match its identity: its members are another set's`]),
      ...(set.notFixed ? [`  not fixed: ${set.notFixed}`] : []),
      ...(set.planRecord ? [describePlanRecordFinding(set.planRecord)] : []),
      ...(set.fixed
        ? [
            `  fixed: the parent now records ${[...set.fixed.groupKinds, ...set.fixed.namespaces.map((ns) => `namespace ${ns}`)].join(', ') || 'nothing'}`,
          ]
        : []),
    ];
    return [
      `${name}: ${set.members} member${set.members === 1 ? '' : 's'}${problems.length === 0 ? ', consistent' : ''}`,
      ...problems,
    ];
  });
  const text = [
    ...(lines.length ? lines : ['No ApplySet found']),
    ...orphans.map(
      (member) =>
        `orphan (its parent ${member.object.metadata.labels?.[PART_OF_LABEL]} is gone): ${formatRef(member.ref)}${member.ref.namespace ? ` in ${member.ref.namespace}` : ''}`,
    ),
    ...(unscanned.length ? [`Warning: not scanned (listing is forbidden): ${unscanned.join(', ')}`] : []),
  ].join('\n');
  // Findings get their own code, as drift's: 2 when something leaked and was not fixed (the next apply would not prune it); 1 is an error's.
  return { document, text, code: leaked.length > 0 ? VERIFY_FOUND_LEAKS : 0 };
}
