import { K as setOutput, R as targetSetKey, U as group, V as clusterIdentity, b as commandMessage, n as plannedTargets, o as reportFailure, t as commentOf, u as runUrl, x as failUntrusted } from "./ClbPNhji.js";
import { r as describeError } from "./BSV1T608.js";
import { n as formatGroupKind, r as formatRef } from "./Bug6iPWb.js";
import { n as applySetArgument } from "./G6TDRtuw.js";
import { d as deletedWithMarkdown, g as inlineCode, m as escapeText, t as hookRunLine } from "./D0KEHCZX.js";
import { a as footer } from "./Dr5ang64.js";
import { t as LEFT_ADOPTED } from "./DFId1iyt.js";
// src/action/setModeMarkdown.ts
function objectCode(ref) {
	return `${inlineCode(formatRef(ref))}${ref.namespace ? ` in namespace ${inlineCode(ref.namespace)}` : ""}`;
}
function plural(count, noun) {
	return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
function fitList(head, lines, tail, maxLength) {
	const render = (shown) => {
		const list = [...lines.slice(0, shown), ...shown < lines.length ? [`- … and ${lines.length - shown} more (the workflow run's log has them all)`] : []];
		return `${[
			...head,
			list.join("\n"),
			...tail
		].filter(Boolean).join("\n\n")}\n`;
	};
	let shown = lines.length;
	let text = render(shown);
	while (text.length > maxLength && shown > 0) {
		shown = Math.max(0, shown - Math.max(1, Math.ceil((text.length - maxLength) / text.length * shown)));
		text = render(shown);
	}
	return text.length > maxLength ? text.slice(0, maxLength) : text;
}
function parentLine(findings) {
	return `ApplySet ${inlineCode(findings.applyset)}${findings.namespace ? ` in namespace ${inlineCode(findings.namespace)}` : ""} (${inlineCode(findings.id)})`;
}
function verifyCounts(findings) {
	return findings.leaked.length > 0 ? plural(findings.leaked.length, "leaked member") : "no leaked member";
}
function verifyMarkdown(findings, unscanned, context) {
	const head = [`### ${context.title ? escapeText(context.title) : "ApplySet verify"}: ${verifyCounts(findings)}, ${plural(findings.members, "member")}`, `${parentLine(findings)}.${findings.leaked.length > 0 ? " These members carry the set's label where its parent does not record them, so no prune finds them (KEP-3659's object leakage):" : " Every member is where its parent records it."}`];
	const lines = findings.leaked.map((leak) => `- ${objectCode(leak.object)}: ${leak.why}${leak.applied ? "" : "; labelled by hand, never applied: `verify --fix` makes the next apply prune it"}`);
	const empty = [...findings.emptyKinds.map((kind) => `kind ${inlineCode(kind)}`), ...findings.emptyNamespaces.map((ns) => `namespace ${inlineCode(ns)}`)];
	return fitList(head, lines, [
		findings.leaked.length > 0 ? `To fix: ${inlineCode(`applyset-action verify --applyset ${findings.applyset}${findings.namespace ? ` -n ${findings.namespace}` : ""} --fix`)} makes the parent record them, and the next apply prunes those the manifests do not hold; or delete them by hand.` : "",
		empty.length > 0 ? `Recorded with no member (harmless; ${inlineCode("verify --fix")} narrows the parent): ${empty.join(", ")}.` : "",
		findings.idMatchesParent ? "" : "The parent's ID label does not match its identity: its members are another set's.",
		unscanned.length > 0 ? `Not scanned, as listing them is forbidden: ${unscanned.map(inlineCode).join(", ")}.` : "",
		footer(context)
	], context.maxLength);
}
function verifyClosing(findings, context) {
	return [
		`### No leaked member any more`,
		`${parentLine(findings)}: every member is where its parent records it.`,
		footer(context)
	].filter(Boolean).join("\n\n");
}
const OUTCOME_WORDS = {
	deleted: "deleted",
	gone: "already gone",
	replaced: "replaced since it was read, left",
	left: LEFT_ADOPTED
};
function destroyLines(deletion, parent) {
	return [...deletion.members, {
		ref: parent,
		outcome: deletion.parent
	}].map(({ ref, outcome }) => `${formatRef(ref)}${ref.namespace ? ` (namespace ${ref.namespace})` : ""} ${OUTCOME_WORDS[outcome]}`);
}
function destroyMarkdown(deletion, parent, context) {
	const title = context.title ? escapeText(context.title) : "ApplySet";
	const where = `${inlineCode(formatRef(parent))}${parent.namespace ? ` in namespace ${inlineCode(parent.namespace)}` : ""}`;
	if (!deletion) return `${[
		`### ${title} destroyed: nothing to delete`,
		`The ApplySet ${where} does not exist: destroyed already, or never deployed.`,
		footer(context)
	].filter(Boolean).join("\n\n")}\n`;
	const deleted = deletion.members.filter((m) => m.outcome === "deleted").length + Number(deletion.parent === "deleted");
	const lines = [...deletion.members, {
		ref: parent,
		outcome: deletion.parent
	}].map((row) => `- ${objectCode(row.ref)} ${OUTCOME_WORDS[row.outcome]}${"cascade" in row ? deletedWithMarkdown(row.cascade) : ""}`);
	const hooks = (deletion.hooks ?? []).map((record) => `- Helm hook ${escapeText(hookRunLine(record))}`);
	return fitList([`### ${title} destroyed: ${plural(deleted, "object")} deleted`, `The ApplySet ${where} is gone: its members (each gone before the next stage), its parent and its lock.`], [...hooks, ...lines], [footer(context)], context.maxLength);
}
const TREE_NAMED = 20;
function treeMarkdown(tree, context) {
	return fitList([`### ${context.title ? escapeText(context.title) : "ApplySet tree"}: ${plural(tree.members, "member")} of ${plural(tree.kinds.length, "kind")}`, `${parentLine({
		applyset: applySetArgument(tree.set),
		namespace: tree.set.namespace,
		id: tree.set.id
	})}.`], tree.kinds.map(({ group, kind, members }) => {
		const named = members.slice(0, TREE_NAMED).map(({ namespace, name }) => inlineCode(namespace ? `${namespace}/${name}` : name));
		const more = members.length > named.length ? `, and ${members.length - named.length} more` : "";
		return `- ${inlineCode(formatGroupKind({
			group,
			kind
		}))} (${members.length}): ${named.join(", ")}${more}`;
	}), [...tree.warnings.map((warning) => `> [!WARNING]\n> ${escapeText(warning)}`), footer(context)], context.maxLength);
}
// src/action/modes/wholeSet.ts
async function runOnWholeSets(spec, step, run) {
	const { inputs, runner, targets } = step;
	let planned;
	try {
		planned = plannedTargets(targets, {
			...inputs.engine,
			manifests: inputs.engine.manifests || "(not read)",
			mode: "preview"
		}, step.kubeconfigs, runner.cwd, runner.environment);
	} catch (error) {
		await reportFailure(spec, step, error);
		return;
	}
	setOutput("mode", spec.name);
	const one = targets.source.kind === "set";
	const failed = [];
	for (const { target, options } of planned) {
		const cluster = one ? step.cluster : clusterIdentity(options);
		const key = one ? step.key : targetSetKey(target, {
			context: options.context,
			title: inputs.title,
			cluster: cluster?.key
		});
		const set = {
			target: {
				kubeconfig: options.kubeconfig,
				kubeconfigPath: options.kubeconfigPath,
				context: options.context,
				concurrency: options.concurrency,
				retryTimeoutSeconds: options.retryTimeoutSeconds,
				environment: options.environment,
				applyset: options.applyset,
				namespace: options.namespace
			},
			options,
			context: {
				title: inputs.title,
				commitSha: step.commitSha,
				runUrl: runUrl(runner),
				cluster: cluster?.name
			},
			key,
			comment: spec.reports.comment ? commentOf({
				...step,
				key
			}) : void 0,
			hasJobSummary: runner.hasJobSummary && spec.reports.summary,
			only: planned.length === 1
		};
		try {
			await group(commandMessage(`ApplySet ${spec.name} of ${options.applyset.text}${one ? "" : ` (target ${target.name})`}`), () => run(set));
		} catch (error) {
			if (one) return reportFailure(spec, {
				...step,
				key
			}, error);
			failed.push(`${target.name}: ${step.secrets.text(describeError(error))}`);
		}
	}
	if (failed.length > 0) failUntrusted(`${failed.length} of ${planned.length} targets failed: ${failed.join("; ")}`);
}
export { verifyClosing as a, treeMarkdown as i, destroyLines as n, verifyCounts as o, destroyMarkdown as r, verifyMarkdown as s, runOnWholeSets as t };
