import "./C1I3wEg2.js";
import { a as renderOrigin, n as renderBundle, t as writeBundle } from "./B-VVgNmE.js";
import { r as runGit } from "./DfxUdM_p.js";
import { t as targetInputs } from "./Dvdkt5Rr.js";
import { t as readCliTargets } from "./D8oVJdzP.js";
import { n as printErr } from "./B767RgOY.js";
import { t as printFailure } from "./BCF5R47U.js";
import { readFileSync } from "node:fs";
// src/cli/render.ts
async function render(args) {
	const cwd = process.cwd();
	try {
		const { layout, planned } = await readCliTargets({
			...args,
			command: "render"
		}, cwd, false);
		const sets = planned.map((p) => ({
			...p,
			inputs: layout === "set" ? args.inputs : targetInputs(p.target, args.inputs),
			named: layout === "file"
		}));
		const origin = renderOrigin(await workflowRun(process.env, cwd));
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
async function workflowRun(env, cwd) {
	const payload = env["GITHUB_EVENT_PATH"] ? JSON.parse(readFileSync(env["GITHUB_EVENT_PATH"], "utf8")) : {};
	return {
		repository: env["GITHUB_REPOSITORY"] || "local",
		workflowRef: env["GITHUB_WORKFLOW_REF"] || "local",
		runId: env["GITHUB_RUN_ID"] || "local",
		attempt: env["GITHUB_RUN_ATTEMPT"] || void 0,
		eventName: env["GITHUB_EVENT_NAME"] || "local",
		payload,
		sha: env["GITHUB_SHA"] || (await runGit(["rev-parse", "HEAD"], cwd)).trim()
	};
}
export { render };
