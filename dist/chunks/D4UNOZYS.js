import "./C1I3wEg2.js";
import { t as printFailure } from "./BCF5R47U.js";
import { n as printErr, o as printPainted, s as showProgressLine, t as paintFor } from "./B767RgOY.js";
import { t as formatDuration } from "./CHwhpqd5.js";
import { t as formatObjectLine } from "./2PPszLBS.js";
import { r as formatRef } from "./Bug6iPWb.js";
import { o as ABANDON_AFTER_MS } from "./8klJ776N.js";
import { n as keepHeapSmall } from "./tTrIR3Jf.js";
import { t as readCliTargets } from "./CcNYmvwg.js";
import { t as runTargets } from "./D0Q_xkXX.js";
import { userInfo } from "node:os";
// src/cli/progressLine.ts
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
// src/cli/runManifests.ts
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
	const { manifestsCommit } = await import("./DGz14Rdw.js");
	const { commit, uncommitted } = await manifestsCommit(options.manifests, options.cwd, options.environment);
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
async function runManifests(cli, shell) {
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
		run = await readCliTargets(cli, process.cwd(), shell);
	} catch (error) {
		await printFailure(error, cli.output, failureOptions);
		return 1;
	}
	const one = run.layout === "set";
	const [first] = run.planned;
	if (!first) {
		if (cli.output === "json") (await import("./Cexqfa_k.js")).reportNoTargets();
		return 0;
	}
	const progress = one && process.stderr.isTTY ? new ProgressLine(showProgressLine) : void 0;
	const lines = cli.output === "text" ? process.stdout : process.stderr;
	const paint = paintFor(lines);
	const saidLive = /* @__PURE__ */ new Set();
	const objectDone = (object) => {
		const key = `${formatRef(object)} ${object.namespace}`;
		if (saidLive.has(key)) return;
		saidLive.add(key);
		printPainted(formatObjectLine(object, "apply", { paint }), lines);
	};
	const results = await runTargets(run.planned, {
		concurrency: first.options.concurrency,
		retryTimeoutSeconds: first.options.retryTimeoutSeconds,
		environment: first.options.environment
	}, (target, options) => {
		const label = one ? "" : `[${target.name}] `;
		return {
			...options.mode === "apply" ? { source: deploySource(options, label) } : {},
			info: (line) => printErr(`${label}${line}`),
			warning: (line) => printErr(`${label}Warning: ${line}`),
			...one ? { objectDone } : {},
			...progress ? { progress: (step) => progress.update(step) } : {},
			signal: cancellation.signal
		};
	});
	progress?.stop();
	const { reportSet, reportTargets } = await import("./Cexqfa_k.js");
	const code = one ? await reportSet(results[0], cli, failureOptions) : reportTargets(results, cli);
	return code === 1 ? failed() : code;
}
export { runManifests };
