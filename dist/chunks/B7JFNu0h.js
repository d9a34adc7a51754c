import "./C1I3wEg2.js";
import { n as printJson, r as printOut, t as printErr } from "./Dk-PDhk0.js";
import { b as describeError, m as parseOptions, v as UserError } from "./CYYECqae.js";
import { c as runApplySet, d as renderText, i as renderMarkdown, l as manifestsCommit, o as renderJson, s as RunFailure, t as keepYoungGenerationSmall, u as formatObjectLine } from "./oRKT0hJl.js";
import { n as driftLine, r as hasDrifted } from "./1KoGcJgi.js";
import { s as ABANDON_AFTER_MS } from "./QCIi9w0l.js";
import { userInfo } from "node:os";
// src/cliRun.ts
function print(doc, output) {
	if (output === "json") printJson(renderJson(doc));
	else printOut(output === "markdown" ? renderMarkdown(doc) : renderText(doc));
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
	try {
		const options = parseOptions(cli.inputs, process.cwd());
		const outcome = await runApplySet(options, {
			...options.mode === "apply" ? { source: deploySource(options) } : {},
			info: (line) => printErr(line),
			warning: (line) => printErr(`Warning: ${line}`),
			objectDone: (object) => printErr(formatObjectLine(object, "apply")),
			signal: cancellation.signal
		});
		print(outcome, cli.output);
		if (cli.command !== "drift") return 0;
		printErr(driftLine(outcome));
		return hasDrifted(outcome) ? 2 : 0;
	} catch (error) {
		if (error instanceof RunFailure) {
			printOut(renderText(error.outcome));
			printErr(`error: ${describeError(error.error)}`);
			return failed();
		}
		printErr(`error: ${describeError(error)}`);
		if (cancellation.cancelledBy()) return failed();
		if (!(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
		return 1;
	}
}
export { runCli };
