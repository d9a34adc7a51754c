import "./C1I3wEg2.js";
import { l as flagFor, t as printFailure } from "./C5cyNeYT.js";
import { a as printPainted, i as printOut, n as printErr, o as showProgressLine, r as printJson, t as paintFor } from "./CdpIz6m4.js";
import { Tt as formatDuration, d as ABANDON_AFTER_MS } from "./BuUnpVT0.js";
import { g as UserError, r as renderJson } from "./CojL8A4b.js";
import { c as RunFailure, d as formatObjectLine, f as renderText, i as renderMarkdown, l as runApplySet, t as keepYoungGenerationSmall, u as manifestsCommit } from "./DFlz7gtI.js";
import { T as parseOptions, n as driftLine, r as hasDrifted } from "./BK77rNtv.js";
import { userInfo } from "node:os";
// src/cliProgress.ts
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
// src/cliRun.ts
function print(doc, output) {
	if (output === "json") printJson(renderJson(doc));
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
async function deploySource(options) {
	const { commit, uncommitted } = await manifestsCommit(options.manifests, options.cwd);
	if (uncommitted) printErr("The manifests have uncommitted changes: the ApplySet's history records this deploy without a commit, and no rollback can return to it");
	let actor;
	try {
		actor = userInfo().username;
	} catch {}
	return {
		commit,
		actor
	};
}
async function runCli(cli) {
	keepYoungGenerationSmall();
	const cancellation = cancelOnSignals();
	const failed = () => {
		const by = cancellation.cancelledBy();
		return by ? SIGNAL_EXIT_CODES[by] : 1;
	};
	const progress = process.stderr.isTTY ? new ProgressLine(showProgressLine) : void 0;
	const paintErr = paintFor(process.stderr);
	try {
		const options = parseOptions(cli.inputs, process.cwd(), flagFor);
		const outcome = await runApplySet(options, {
			...options.mode === "apply" ? { source: deploySource(options) } : {},
			info: (line) => printErr(line),
			warning: (line) => printErr(`Warning: ${line}`),
			objectDone: (object) => printPainted(formatObjectLine(object, "apply", { paint: paintErr }), process.stderr),
			...progress ? { progress: (step) => progress.update(step) } : {},
			signal: cancellation.signal
		});
		progress?.stop();
		print(outcome, cli.output);
		if (cli.command !== "drift") return 0;
		printErr(driftLine(outcome));
		return hasDrifted(outcome) ? 2 : 0;
	} catch (error) {
		progress?.stop();
		if (error instanceof RunFailure) {
			if (cli.output !== "json") print(error.outcome, cli.output);
			printFailure(error.error, cli.output, error.outcome);
			return failed();
		}
		printFailure(error, cli.output);
		if (cancellation.cancelledBy()) return failed();
		if (!(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
		return 1;
	}
}
export { runCli };
