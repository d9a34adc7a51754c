import { n as printErr } from "./B767RgOY.js";
import { t as parseOptions } from "./DECIa-UL.js";
import { a as changedTargets, c as readTargetsFile, i as allTargets, l as selectTargets, n as targetOptions, r as withTargetKubeconfigs, s as oneSetTarget } from "./Dvdkt5Rr.js";
import { a as flagFor } from "./W9kBXw6Q.js";
// src/cli/cliTargets.ts
async function readCliTargets(cli, cwd, connects = true) {
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
	}, cwd, cli.inputs.helm ?? "");
	for (const { target, reason } of selection.skipped) printErr(`skipped target ${target.name}: ${reason}`);
	if (changedSince !== void 0) for (const { target, reason } of selection.run) printErr(`target ${target.name}: ${reason}`);
	const checked = targetOptions(file, selection.run.map((r) => r.target), cli.inputs, cwd, nameOf);
	const planned = !connects ? checked : withTargetKubeconfigs(file.file, checked, (name) => process.env[name], (value) => value.trim() === "" ? void 0 : { content: value });
	if (planned.length === 0) printErr(`no target changed since ${changedSince ?? ""}: nothing to ${cli.command}`);
	else printErr(`${cli.command} of ${planned.length} target${planned.length === 1 ? "" : "s"} of ${file.file}`);
	return {
		layout: "file",
		planned,
		file: file.file
	};
}
export { readCliTargets as t };
