import { t as UserError } from "./BSV1T608.js";
import { n as isInside, t as inputBase } from "./HfQ1IDl-.js";
import { n as manifestsRepository } from "./DH9TIamw.js";
import { n as GitError, r as runGit, t as FETCH_TIMEOUT_MS } from "./B2hBqZSF.js";
import path from "node:path";
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
// src/git/commitWorktree.ts
const REMOTE = "origin";
const DEEPEN_MARGIN_SECONDS = 86400;
async function commitWorktree(options) {
	const { commit, signal, environment } = options;
	const top = await manifestsRepository(options.manifests, options.cwd, environment);
	if (top === void 0) throw new UserError(`the manifests (${options.manifests.join(", ")}) are not in a git repository, so their commit ${commit} cannot be checked out`, { hint: options.purpose === "render-diff" ? "run render-diff in a checkout of the repository (actions/checkout with fetch-depth: 0)" : "deploy from a checkout of the repository (actions/checkout)" });
	const git = (args, timeoutMs) => runGit(args, top, environment, {
		signal,
		...timeoutMs ? { timeoutMs } : {}
	});
	const place = await inWorktree(options.manifests, options.cwd, top);
	await fetchMissing(git, commit);
	if (options.purpose !== "render-diff") await requireAncestor(git, commit, options.current !== void 0 && await hasCommit(git, options.current) ? options.current : await git(["rev-parse", "HEAD"]));
	const dir = await mkdtemp(path.join(tmpdir(), `applyset-action-${options.purpose ?? "rollback"}-`));
	try {
		await git([
			"worktree",
			"add",
			"--detach",
			dir,
			commit
		]);
	} catch (error) {
		await rm(dir, {
			recursive: true,
			force: true
		});
		throw gitFailure(`checking out commit ${commit} in a temporary worktree`, error, "check that the runner has room in its temporary directory");
	}
	return {
		...place(dir),
		remove: async () => {
			await git([
				"worktree",
				"remove",
				"--force",
				dir
			]).catch(() => void 0);
			await rm(dir, {
				recursive: true,
				force: true
			});
			await git(["worktree", "prune"]).catch(() => void 0);
		}
	};
}
async function inWorktree(manifests, cwd, top) {
	const realCwd = await realpath(cwd);
	const cwdInside = isInside(realCwd, top);
	const outside = manifests.filter((input) => !isInside(inputBase(input, realCwd), top));
	if (outside.length > 0) throw new UserError(`${outside.join(", ")} ${outside.length === 1 ? "is" : "are"} outside the repository ${top}, so a rollback cannot read ${outside.length === 1 ? "it" : "them"} as of the commit it returns to`, { hint: "keep every manifest path of an ApplySet that rolls back in one repository" });
	return (dir) => ({
		cwd: cwdInside ? path.join(dir, path.relative(top, realCwd)) : dir,
		manifests: manifests.map((input) => cwdInside && !path.isAbsolute(input) ? input : path.join(dir, path.relative(top, path.resolve(realCwd, input))))
	});
}
async function hasCommit(git, commit) {
	return git([
		"cat-file",
		"-e",
		`${commit}^{commit}`
	]).then(() => true, () => false);
}
async function fetchMissing(git, commit) {
	if (await hasCommit(git, commit)) return;
	const shallow = await git(["rev-parse", "--is-shallow-repository"]) === "true";
	try {
		await git([
			"fetch",
			"--no-tags",
			...shallow ? ["--depth=1"] : [],
			REMOTE,
			commit
		], FETCH_TIMEOUT_MS);
	} catch (error) {
		throw gitFailure(`fetching commit ${commit} from ${REMOTE}`, error, "the checkout must be able to fetch it: actions/checkout with persist-credentials: false leaves no credentials to fetch with. Give the checkout fetch-depth: 0 (every commit is then there, nothing is fetched), or persist-credentials: true, or a token that can read the repository");
	}
}
async function requireAncestor(git, commit, current) {
	if (await isAncestor(git, commit, current)) return;
	if (await git(["rev-parse", "--is-shallow-repository"]) === "true") {
		await git([
			"fetch",
			"--no-tags",
			`--shallow-since=${Number(await git([
				"show",
				"-s",
				"--format=%ct",
				commit
			])) - DEEPEN_MARGIN_SECONDS}`,
			REMOTE,
			current
		], FETCH_TIMEOUT_MS).catch((error) => {
			throw gitFailure(`fetching the history of ${current} from ${REMOTE}`, error, "give the checkout fetch-depth: 0, so that the history is there");
		});
		if (await isAncestor(git, commit, current)) return;
	}
	throw new UserError(`commit ${commit}, which the ApplySet's history names as the last healthy deploy, is not in the history of ${current}`, { hint: "a rollback only returns to a commit the failed one descends from (was the branch rewritten, or the parent's history edited?); deploy the commit to return to yourself" });
}
async function isAncestor(git, commit, current) {
	try {
		await git([
			"merge-base",
			"--is-ancestor",
			commit,
			current
		]);
		return true;
	} catch (error) {
		if (error instanceof GitError && error.exitCode === 1) return false;
		throw gitFailure(`comparing commits ${commit} and ${current}`, error, "check the checkout");
	}
}
function gitFailure(what, error, hint) {
	const said = error instanceof GitError ? error.said : String(error);
	return new UserError(`${what} failed: ${said}`, {
		hint,
		cause: error
	});
}
export { commitWorktree as t };
