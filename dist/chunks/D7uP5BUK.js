import "./C1I3wEg2.js";
import { t as parseOptions } from "./B_T3-Ui9.js";
import { i as renderDiffSet, n as renderDiffMarkdown, r as renderDiffText, t as renderDiffJson } from "./BsKYH2d1.js";
import { a as printOut, n as printErr, o as printPainted, r as printJson, t as paintFor } from "./B767RgOY.js";
import { t as printFailure } from "./BCF5R47U.js";
import { a as flagFor } from "./C3s96z-P.js";
// src/cli/renderDiff.ts
async function runRenderDiff(args, shell) {
	try {
		const options = parseOptions(args.inputs, process.cwd(), shell.environment, flagFor);
		const { outcome, baseSha } = await renderDiffSet(options, args.base, {
			info: printErr,
			warning: (line) => printErr(`Warning: ${line}`)
		});
		const commits = {
			base: args.base,
			baseSha,
			head: "the working tree"
		};
		if (args.output === "json") printJson(renderDiffJson(outcome, commits));
		else if (args.output === "markdown") printOut(renderDiffMarkdown(outcome, commits, {}));
		else printPainted(renderDiffText(outcome, commits, paintFor(process.stdout)));
		return 0;
	} catch (error) {
		await printFailure(error, args.output, {
			command: "render-diff",
			...args.debug ? { debug: true } : {}
		});
		return 1;
	}
}
export { runRenderDiff };
