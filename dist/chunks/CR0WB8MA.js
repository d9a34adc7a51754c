import "./C1I3wEg2.js";
import { a as renderOrigin, n as renderBundle, t as writeBundle } from "./CdrNQQbL.js";
import { r as runGit } from "./B2hBqZSF.js";
import { t as targetInputs } from "./DKpcO220.js";
import { t as readCliTargets } from "./CcNYmvwg.js";
import { n as printErr } from "./B767RgOY.js";
import { t as printFailure } from "./BCF5R47U.js";
import { readFileSync } from "node:fs";
// src/cli/render.ts
async function render(args, shell) {
	const cwd = process.cwd();
	try {
		const { layout, planned } = await readCliTargets({
			...args,
			command: "render"
		}, cwd, shell, false);
		const sets = planned.map((p) => ({
			...p,
			inputs: layout === "set" ? args.inputs : targetInputs(p.target, args.inputs),
			named: layout === "file"
		}));
		const origin = renderOrigin(await workflowRun(shell, cwd));
		const bundle = await renderBundle(sets, origin, {
			info: printErr,
			warning: (line) => printErr(`Warning: ${line}`)
		});
		const file = args.bundle ?? "applyset-bundle.json";
		const bytes = await writeBundle(file, bundle);
		const objects = bundle.sets.reduce((sum, set) => sum + set.objects.length, 0);
		printErr(`Wrote ${file}: ${bundle.sets.length} set${bundle.sets.length === 1 ? "" : "s"}, ${objects} object${objects === 1 ? "" : "s"}, ${bytes} bytes, of commit ${bundle.commits.head}`);
		return 0;
	} catch (error) {
		await printFailure(error, "text", {
			command: "render",
			...args.debug ? { debug: true } : {}
		});
		return 1;
	}
}
async function workflowRun({ variable, environment }, cwd) {
	const eventPath = variable("GITHUB_EVENT_PATH");
	const payload = eventPath ? JSON.parse(readFileSync(eventPath, "utf8")) : {};
	return {
		repository: variable("GITHUB_REPOSITORY") || "local",
		workflowRef: variable("GITHUB_WORKFLOW_REF") || "local",
		runId: variable("GITHUB_RUN_ID") || "local",
		attempt: variable("GITHUB_RUN_ATTEMPT") || void 0,
		eventName: variable("GITHUB_EVENT_NAME") || "local",
		payload,
		sha: variable("GITHUB_SHA") || (await runGit(["rev-parse", "HEAD"], cwd, environment)).trim()
	};
}
export { render };
