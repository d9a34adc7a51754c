import "./C1I3wEg2.js";
import { t as inputBase } from "./HfQ1IDl-.js";
import { r as runGit } from "./B2hBqZSF.js";
import path from "node:path";
import { realpath, stat } from "node:fs/promises";
// src/git/manifestsRepository.ts
async function manifestsRepository(manifests, cwd, environment) {
	const dir = await existingDirectory(inputBase(manifests[0] ?? ".", cwd));
	if (dir === void 0) return void 0;
	try {
		return await realpath(await runGit(["rev-parse", "--show-toplevel"], dir, environment));
	} catch {
		return;
	}
}
async function manifestsCommit(manifests, cwd, environment) {
	const top = await manifestsRepository(manifests, cwd, environment);
	if (top === void 0) return {};
	try {
		const commit = await runGit([
			"rev-parse",
			"--verify",
			"HEAD^{commit}"
		], top, environment);
		const paths = manifests.map((input) => inputBase(input, cwd));
		return await runGit([
			"status",
			"--porcelain",
			"--untracked-files=all",
			"--",
			...paths
		], top, environment) === "" ? { commit } : { uncommitted: true };
	} catch {
		return {};
	}
}
async function existingDirectory(start) {
	for (let dir = start;; dir = path.dirname(dir)) {
		const found = await stat(dir).catch(() => void 0);
		if (found) return found.isDirectory() ? dir : path.dirname(dir);
		if (path.dirname(dir) === dir) return void 0;
	}
}
export { manifestsRepository as n, manifestsCommit as t };
