import "./C1I3wEg2.js";
import { E as describeError, n as driftLine, r as hasDrifted, w as UserError } from "./gusEPk8D.js";
import { c as runApplySet, d as ABANDON_AFTER_MS, g as renderText, h as formatObjectLine, i as renderMarkdown, o as renderJson, s as RunFailure, t as keepYoungGenerationSmall, y as parseOptions } from "./zgqKJg6g.js";
// src/cliRun.ts
function render(doc, output) {
	if (output === "json") return renderJson(doc);
	return output === "markdown" ? renderMarkdown(doc) : renderText(doc);
}
const SIGNAL_EXIT_CODES = {
	SIGINT: 130,
	SIGTERM: 143
};
function cancelOnSignals() {
	const cancellation = new AbortController();
	let cancelledBy;
	for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {
		if (cancelledBy) return void process.stderr.write(`${signal}: already cancelling\n`);
		cancelledBy = signal;
		process.stderr.write(`${signal}: cancelling; requests in flight get ${ABANDON_AFTER_MS / 1e3} s to finish\n`);
		cancellation.abort();
	});
	return {
		signal: cancellation.signal,
		cancelledBy: () => cancelledBy
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
			info: (line) => process.stderr.write(`${line}\n`),
			warning: (line) => process.stderr.write(`Warning: ${line}\n`),
			objectDone: (object) => process.stderr.write(`${formatObjectLine(object, "apply")}\n`),
			signal: cancellation.signal
		});
		process.stdout.write(`${render(outcome, cli.output)}\n`);
		if (cli.command !== "drift") return 0;
		process.stderr.write(`${driftLine(outcome)}\n`);
		return hasDrifted(outcome) ? 2 : 0;
	} catch (error) {
		if (error instanceof RunFailure) {
			process.stdout.write(`${renderText(error.outcome)}\n`);
			process.stderr.write(`error: ${describeError(error.error)}\n`);
			return failed();
		}
		process.stderr.write(`error: ${describeError(error)}\n`);
		if (cancellation.cancelledBy()) return failed();
		if (!(error instanceof UserError) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
		return 1;
	}
}
export { runCli };
