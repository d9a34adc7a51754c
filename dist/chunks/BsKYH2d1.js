import { a as parseApiVersion, r as formatRef, s as refKey } from "./Bug6iPWb.js";
import "./CVLZ5SFw.js";
import { S as applySetId } from "./G6TDRtuw.js";
import { t as builtInParentResource } from "./B9QzLz5r.js";
import { t as loadSet } from "./DyArcGV9.js";
import { t as showControlCharacters } from "./XK44p_2V.js";
import { g as inlineCode, h as fencedBlock, m as escapeText } from "./D0KEHCZX.js";
import { o as countPlanned } from "./CHwhpqd5.js";
import { n as paintDiff } from "./Iu13Lm0E.js";
import { t as inputBase } from "./HfQ1IDl-.js";
import { r as runGit } from "./B2hBqZSF.js";
import { a as footer } from "./Dr5ang64.js";
import { t as commitWorktree } from "./cNpQtpc3.js";
import { o as renderedDiff } from "./mEzEVDUx.js";
import { existsSync } from "node:fs";
// src/outcome/renderDiff.ts
const NOT_CHECKED = "Not checked against a cluster: a diff of the manifests as the base commit and the head render them. What the cluster holds (drift, members another run applied, defaults the server fills in) and what it would refuse are not known; prune candidates are what the base renders and the head does not.";
function diffRenders(base, head, set, durationMs) {
	const baseByKey = new Map(base.map((manifest) => [keyOf(manifest), manifest]));
	const headKeys = /* @__PURE__ */ new Set();
	const objects = [];
	for (const manifest of head) {
		const key = keyOf(manifest);
		headKeys.add(key);
		const before = baseByKey.get(key);
		const changed = before && renderedDiff(before.object, manifest.object);
		const source = `${manifest.source.file}:${manifest.source.line}`;
		if (!before) objects.push({
			...identity(manifest),
			action: "create",
			source
		});
		else if (!changed) objects.push({
			...identity(manifest),
			action: "unchanged",
			source
		});
		else objects.push({
			...identity(manifest),
			action: "update",
			source,
			diff: changed.diff,
			...changed.paths.length > 0 ? { changedPaths: changed.paths } : {}
		});
	}
	for (const manifest of base) {
		if (headKeys.has(keyOf(manifest))) continue;
		objects.push({
			...identity(manifest),
			action: "prune",
			reason: `rendered by the base commit (${manifest.source.file}:${manifest.source.line}), not by the head`
		});
	}
	return {
		mode: "preview",
		applyset: parentOf(set),
		objects,
		summary: countPlanned(objects),
		warnings: [],
		durationMs,
		requests: {
			total: 0,
			retries: 0,
			byMethod: {}
		}
	};
}
function identity({ object }) {
	const { group, version } = parseApiVersion(object.apiVersion ?? "");
	return {
		group,
		version,
		kind: object.kind ?? "",
		namespace: object.metadata.namespace ?? "",
		name: object.metadata.name ?? ""
	};
}
function keyOf(manifest) {
	return refKey(identity(manifest));
}
function parentOf(set) {
	const builtIn = builtInParentResource(set.applyset);
	const namespace = set.namespace ?? "default";
	if (!builtIn) {
		const first = set.applyset.candidates[0];
		return {
			id: "not known without a cluster",
			parent: {
				group: first.group,
				kind: first.resource,
				namespace,
				name: first.name
			}
		};
	}
	const parent = {
		group: "",
		kind: builtIn.info.kind,
		namespace,
		name: builtIn.name
	};
	return {
		id: applySetId(parent),
		parent
	};
}
// src/engine/renderDiffSet.ts
async function renderDiffSet(options, base, hooks) {
	const started = Date.now();
	const signal = hooks.signal ?? new AbortController().signal;
	const secrets = (values) => hooks.secretsLoaded?.(values, "manifests");
	const { manifests: head } = await loadSet(options, {
		info: (line) => hooks.info(`head: ${line}`),
		warning: hooks.warning,
		secrets
	});
	const worktree = await commitWorktree({
		manifests: options.manifests,
		cwd: options.cwd,
		environment: options.environment,
		commit: base,
		current: void 0,
		signal,
		purpose: "render-diff"
	});
	try {
		const commit = await runGit(["rev-parse", "HEAD"], worktree.cwd, options.environment, { signal });
		const present = worktree.manifests.filter((input) => existsSync(inputBase(input, worktree.cwd)));
		if (present.length < worktree.manifests.length) hooks.info(`base: ${worktree.manifests.length - present.length} of the manifest paths are not in commit ${commit.slice(0, 12)}: what they hold is new`);
		return {
			outcome: diffRenders(present.length === 0 ? [] : (await loadSet({
				...options,
				manifests: present,
				cwd: worktree.cwd,
				allowEmpty: true
			}, {
				info: (line) => hooks.info(`base: ${line}`),
				warning: hooks.warning,
				secrets
			})).manifests, head, options, Date.now() - started),
			baseSha: commit
		};
	} finally {
		await worktree.remove();
	}
}
// src/report/renderDiffReport.ts
const GROUPS = [
	{
		action: "create",
		heading: "New in the head",
		word: "new"
	},
	{
		action: "update",
		heading: "Changed",
		word: "changed"
	},
	{
		action: "prune",
		heading: "Prune candidates (rendered by the base, not by the head)",
		word: "prune candidate"
	}
];
function counts(doc) {
	const { create, update, prune, unchanged } = doc.summary;
	return `${create} new, ${update} changed, ${prune} prune candidate${prune === 1 ? "" : "s"}, ${unchanged} unchanged`;
}
function name(obj) {
	return `${formatRef(obj)}${obj.namespace ? ` -n ${obj.namespace}` : ""}`;
}
function renderDiffText(doc, commits, paint) {
	const lines = [`Rendered diff of ${commits.base} (${commits.baseSha.slice(0, 12)}) and ${commits.head}: ${counts(doc)}`, NOT_CHECKED];
	for (const { action, word } of GROUPS) for (const obj of doc.objects.filter((o) => o.action === action)) {
		lines.push(showControlCharacters(`${name(obj)} ${word}${obj.source ? ` (${obj.source})` : ""}${obj.reason ? ` - ${obj.reason}` : ""}`));
		if (obj.diff) lines.push(paintDiff(showControlCharacters(obj.diff), paint ?? ((_, text) => text)).replace(/^/gm, "    "));
	}
	return lines.join("\n");
}
function renderDiffMarkdown(doc, commits, context) {
	const limit = context.maxLength ?? 65536;
	const head = [
		`### ${context.title ?? `Rendered diff of ${inlineCode(doc.applyset.parent.name)}`}: ${counts(doc)}`,
		`> [!NOTE]\n> ${escapeText(NOT_CHECKED)}`,
		`Base ${inlineCode(commits.base)} (${inlineCode(commits.baseSha.slice(0, 7))}) against ${inlineCode(commits.head)}.`
	].join("\n\n");
	const end = footer(context);
	const room = limit - head.length - end.length - 400;
	const blocks = [];
	let used = 0;
	let leftOut = 0;
	for (const { action, heading } of GROUPS) {
		const objects = doc.objects.filter((o) => o.action === action);
		if (objects.length === 0) continue;
		blocks.push(`#### ${heading} (${objects.length})`);
		for (const obj of objects) {
			const line = `- ${inlineCode(name(obj))}${obj.source ? ` from ${inlineCode(obj.source)}` : ""}${obj.changedPaths?.length ? ` · ${obj.changedPaths.slice(0, 5).map(inlineCode).join(", ")}` : ""}`;
			const diff = obj.diff ? `\n\n${fencedBlock(obj.diff, "diff")}\n` : "";
			const fits = used + line.length + diff.length < room;
			if (!fits && diff !== "") leftOut++;
			const text = fits ? `${line}${diff}` : line;
			if (used + text.length >= room) {
				blocks.push(`_${doc.objects.length} objects in all: the rest did not fit here; the log has them._`);
				return `${[
					head,
					...blocks,
					end
				].filter(Boolean).join("\n\n")}\n`;
			}
			blocks.push(text);
			used += text.length + 2;
		}
	}
	if (leftOut > 0) blocks.push(`_${leftOut} diff${leftOut === 1 ? "" : "s"} left out to fit; the log has ${leftOut === 1 ? "it" : "them"}._`);
	if (blocks.length === 0) blocks.push("No object differs.");
	return `${[
		head,
		...blocks,
		end
	].filter(Boolean).join("\n\n")}\n`;
}
function renderDiffJson(doc, commits) {
	const { applyset, summary, objects } = doc;
	return JSON.stringify({
		schemaVersion: 1,
		command: "render-diff",
		checkedAgainstCluster: false,
		note: NOT_CHECKED,
		...commits,
		applyset,
		summary,
		objects
	}, null, 2);
}
export { renderDiffSet as i, renderDiffMarkdown as n, renderDiffText as r, renderDiffJson as t };
