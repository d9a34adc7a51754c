import "./C1I3wEg2.js";
import { a as flagFor, t as printFailure } from "./kFk5SBxv.js";
import { a as printPainted, i as printOut, n as printErr, o as showProgressLine, r as printJson, t as paintFor } from "./zhxNOqGa.js";
import { t as formatDuration } from "./BL9db2ev.js";
import { a as changedTargets, b as formatObjectLine, c as readTargetsFile, i as allTargets, l as selectTargets, n as targetOptions, p as renderMarkdown, r as withTargetKubeconfigs, s as oneSetTarget, t as keepHeapSmall, v as runTargets, x as renderText, y as manifestsCommit } from "./BBkx5eBw.js";
import { N as renderJson, d as parseOptions, i as failureOf, n as driftLine, r as hasDrifted } from "./bypiOTaI.js";
import { j as ABANDON_AFTER_MS } from "./2DmI1CRt.js";
import { userInfo } from "node:os";
// src/commands/progressLine.ts
const SHOW_AFTER_MS = 1e3;
const REDRAW_EVERY_MS = 250;
const STEP_WORDS = {
	plan: ["Planning", "planned"],
	apply: ["Applying", "applied"],
	wait: ["Waiting", "ready or gone"],
	prune: ["Pruning", "pruned or kept"]
};
function progressText(progress, elapsedMs) {
	const [doing, done] = STEP_WORDS[progress.step];
	const detail = progress.detail ? `; ${progress.detail}` : "";
	return `${doing}: ${progress.done} of ${progress.total} object${progress.total === 1 ? "" : "s"} ${done}, ${formatDuration(elapsedMs)}${detail}`;
}
var ProgressLine = class {
	show;
	now;
	timer;
	current;
	started = 0;
	constructor(show, now = Date.now) {
		this.show = show;
		this.now = now;
		this.timer = setInterval(() => this.draw(), REDRAW_EVERY_MS);
		this.timer.unref();
	}
	update(progress) {
		if (progress.step !== this.current?.step || progress.total !== this.current.total) this.started = this.now();
		this.current = progress;
	}
	draw() {
		const elapsed = this.now() - this.started;
		if (this.current && elapsed >= SHOW_AFTER_MS) this.show(progressText(this.current, elapsed));
	}
	stop() {
		clearInterval(this.timer);
		this.current = void 0;
		this.show("");
	}
};
// src/commands/cliTargets.ts
async function readCliTargets(cli, cwd) {
	const rulesFile = cli.ignoreDifferencesFile;
	const nameOf = (input, value) => input === "ignore-differences" && rulesFile !== void 0 ? `--ignore-differences ${rulesFile}` : flagFor(input, value);
	if (!cli.targets) {
		const options = parseOptions(cli.inputs, cwd, nameOf);
		return {
			layout: "set",
			planned: [{
				target: oneSetTarget(options.applyset.text, options.namespace, options.context),
				options
			}]
		};
	}
	const file = await readTargetsFile(cli.targets.file, cwd);
	const named = selectTargets(file, cli.targets.names);
	const { changedSince } = cli.targets;
	const selection = changedSince === void 0 ? allTargets(named, "") : await changedTargets(file, named, {
		from: changedSince,
		to: "HEAD",
		sinceMergeBase: true
	}, cwd);
	for (const { target, reason } of selection.skipped) printErr(`skipped target ${target.name}: ${reason}`);
	if (changedSince !== void 0) for (const { target, reason } of selection.run) printErr(`target ${target.name}: ${reason}`);
	const planned = withTargetKubeconfigs(file.file, targetOptions(file, selection.run.map((r) => r.target), cli.inputs, cwd, nameOf), (name) => process.env[name], (value) => value.trim() === "" ? void 0 : { content: value });
	if (planned.length === 0) printErr(`no target changed since ${changedSince ?? ""}: nothing to ${cli.command}`);
	else printErr(`${cli.command} of ${planned.length} target${planned.length === 1 ? "" : "s"} of ${file.file}`);
	return {
		layout: "file",
		planned
	};
}
// src/commands/printTargets.ts
function printTargetResults(results, output) {
	if (output === "json") {
		const targets = results.map((result) => {
			const outcome = outcomeOf(result);
			const error = "error" in result ? failureOf(result.error).document : void 0;
			const document = outcome ? JSON.parse(renderJson(outcome, error)) : { error };
			delete document["schemaVersion"];
			return {
				target: result.target.name,
				...document
			};
		});
		printJson(JSON.stringify({
			schemaVersion: 1,
			targets
		}, null, 2));
		return;
	}
	for (const result of results) {
		const outcome = outcomeOf(result);
		if (output === "markdown") printOut(`## ${result.target.name}\n\n${outcome ? renderMarkdown(outcome) : "Failed before it planned: see the error below."}\n`);
		else printPainted(`== ${result.target.name} ==\n${outcome ? renderText(outcome, { paint: paintFor(process.stdout) }) : "failed before it planned (error below)"}\n`);
	}
}
function outcomeOf(result) {
	return "outcome" in result ? result.outcome : failureOf(result.error).outcome;
}
// src/commands/runManifests.ts
function print(doc, output, command) {
	if (output === "json") printJson(renderJson(doc, void 0, command));
	else if (output === "markdown") printOut(renderMarkdown(doc));
	else printPainted(renderText(doc, { paint: paintFor(process.stdout) }));
}
const SIGNAL_EXIT_CODES = {
	SIGINT: 130,
	SIGTERM: 143
};
function cancelOnSignals() {
	const cancellation = new AbortController();
	let cancelledBy;
	for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {
		if (cancelledBy) return printErr(`${signal}: already cancelling`);
		cancelledBy = signal;
		printErr(`${signal}: cancelling; requests in flight get ${ABANDON_AFTER_MS / 1e3} s to finish`);
		cancellation.abort();
	});
	return {
		signal: cancellation.signal,
		cancelledBy: () => cancelledBy
	};
}
async function deploySource(options, label) {
	const { commit, uncommitted } = await manifestsCommit(options.manifests, options.cwd);
	if (uncommitted) printErr(`${label}The manifests have uncommitted changes: the ApplySet's history records this deploy without a commit, and no rollback can return to it`);
	let actor;
	try {
		actor = userInfo().username;
	} catch {}
	return {
		commit,
		actor
	};
}
async function runManifests(cli) {
	keepHeapSmall();
	const cancellation = cancelOnSignals();
	const failed = () => {
		const by = cancellation.cancelledBy();
		return by ? SIGNAL_EXIT_CODES[by] : 1;
	};
	const failureOptions = {
		command: cli.command,
		...cli.debug ? { debug: true } : {}
	};
	let run;
	try {
		run = await readCliTargets(cli, process.cwd());
	} catch (error) {
		printFailure(error, cli.output, failureOptions);
		return 1;
	}
	const one = run.layout === "set";
	const [first] = run.planned;
	if (!first) {
		if (cli.output === "json") printJson(JSON.stringify({
			schemaVersion: 1,
			targets: []
		}, null, 2));
		return 0;
	}
	const progress = one && process.stderr.isTTY ? new ProgressLine(showProgressLine) : void 0;
	const paintErr = paintFor(process.stderr);
	const results = await runTargets(run.planned, {
		concurrency: first.options.concurrency,
		retryTimeoutSeconds: first.options.retryTimeoutSeconds
	}, (target, options) => {
		const label = one ? "" : `[${target.name}] `;
		return {
			...options.mode === "apply" ? { source: deploySource(options, label) } : {},
			info: (line) => printErr(`${label}${line}`),
			warning: (line) => printErr(`${label}Warning: ${line}`),
			...one ? { objectDone: (object) => printPainted(formatObjectLine(object, "apply", { paint: paintErr }), process.stderr) } : {},
			...progress ? { progress: (step) => progress.update(step) } : {},
			signal: cancellation.signal
		};
	});
	progress?.stop();
	const code = one ? reportSet(results[0], cli, failureOptions) : reportTargets(results, cli);
	return code === 1 ? failed() : code;
}
function reportSet(result, cli, failureOptions) {
	if ("outcome" in result) {
		print(result.outcome, cli.output, cli.command);
		if (cli.command !== "drift") return 0;
		printErr(driftLine(result.outcome));
		return hasDrifted(result.outcome) ? 2 : 0;
	}
	const { outcome } = failureOf(result.error);
	if (outcome && cli.output !== "json") print(outcome, cli.output, cli.command);
	printFailure(result.error, cli.output, failureOptions);
	return 1;
}
function reportTargets(results, cli) {
	printTargetResults(results, cli.output);
	const failures = results.filter((result) => "error" in result);
	for (const result of failures) printErr(`error: target ${result.target.name}: ${failureOf(result.error).message}`);
	if (failures.length > 0) return 1;
	if (cli.command !== "drift") return 0;
	const drifted = results.filter((result) => "outcome" in result && hasDrifted(result.outcome)).map((result) => result.target.name);
	printErr(drifted.length > 0 ? `drift: ${drifted.join(", ")} differ from their manifests` : "no drift: every target matches its manifests");
	return drifted.length > 0 ? 2 : 0;
}
export { runManifests };
