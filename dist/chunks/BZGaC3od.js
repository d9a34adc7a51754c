import "./C1I3wEg2.js";
import { t as parseOptions } from "./DECIa-UL.js";
import { i as renderDiffSet, n as renderDiffMarkdown, r as renderDiffText, t as renderDiffJson } from "./cUpCPUgg.js";
import { a as printOut, n as printErr, o as printPainted, r as printJson, t as paintFor } from "./B767RgOY.js";
import { t as printFailure } from "./BCF5R47U.js";
import { a as flagFor } from "./W9kBXw6Q.js";
// src/cli/renderDiff.ts
async function runRenderDiff(args) {
	try {
		const options = parseOptions(args.inputs, process.cwd(), flagFor);
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
