import { n as printErr } from "./B767RgOY.js";
import { t as parseOptions } from "./B_T3-Ui9.js";
import { a as changedTargets, c as readTargetsFile, i as allTargets, l as selectTargets, n as targetOptions, r as withTargetKubeconfigs, s as oneSetTarget } from "./DKpcO220.js";
import { a as flagFor } from "./C3s96z-P.js";
// src/cli/cliTargets.ts
async function readCliTargets(cli, cwd, { environment, variable }, connects = true) {
	const rulesFile = cli.ignoreDifferencesFile;
	const nameOf = (input, value) => input === "ignore-differences" && rulesFile !== void 0 ? `--ignore-differences ${rulesFile}` : flagFor(input, value);
	if (!cli.targets) {
		const options = parseOptions(cli.inputs, cwd, environment, nameOf);
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
	}, cwd, environment, cli.inputs.helm ?? "");
	for (const { target, reason } of selection.skipped) printErr(`skipped target ${target.name}: ${reason}`);
	if (changedSince !== void 0) for (const { target, reason } of selection.run) printErr(`target ${target.name}: ${reason}`);
	const checked = targetOptions(file, selection.run.map((r) => r.target), cli.inputs, cwd, environment, nameOf);
	const planned = !connects ? checked : withTargetKubeconfigs(file.file, checked, variable, (value) => value.trim() === "" ? void 0 : { content: value });
	if (planned.length === 0) printErr(`no target changed since ${changedSince ?? ""}: nothing to ${cli.command}`);
	else printErr(`${cli.command} of ${planned.length} target${planned.length === 1 ? "" : "s"} of ${file.file}`);
	return {
		layout: "file",
		planned,
		file: file.file
	};
}
export { readCliTargets as t };
