import "./C1I3wEg2.js";
import { n as printJson, r as printOut, t as printErr } from "./CkOkUh9w.js";
import { D as describeError, O as errorMessage, T as UserError, n as driftLine, r as hasDrifted } from "./B3k16U5C.js";
import { b as parseOptions, c as renderJson, d as inputBase, i as renderMarkdown, l as RunFailure, p as ABANDON_AFTER_MS, t as keepYoungGenerationSmall, u as runApplySet, v as formatObjectLine, y as renderText } from "./C_uR3-11.js";
import { promisify } from "node:util";
import { userInfo } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { realpath, stat } from "node:fs/promises";
// src/git/runGit.ts
const run = promisify(execFile);
const MAX_OUTPUT_BYTES = 1048576;
const PASSED_ENV = [
	"PATH",
	"HOME",
	"TMPDIR",
	"LANG",
	"LC_ALL",
	"XDG_CONFIG_HOME",
	"SSH_AUTH_SOCK",
	"GIT_SSH_COMMAND",
	"HTTP_PROXY",
	"HTTPS_PROXY",
	"NO_PROXY",
	"http_proxy",
	"https_proxy",
	"no_proxy"
];
var GitError = class extends Error {
	said;
	exitCode;
	constructor(args, stderr, cause) {
		const lines = stderr.split("\n").map((line) => line.trim()).filter((line) => line !== "");
		const said = hideUrlCredentials(lines.find((line) => /^(fatal|error):/.test(line)) ?? lines[0] ?? "") || errorMessage(cause);
		super(`git ${args[0]} failed: ${said}`, { cause });
		this.name = "GitError";
		this.said = said;
		const code = cause.code;
		this.exitCode = typeof code === "number" ? code : void 0;
	}
};
async function runGit(args, cwd, options = {}) {
	const env = {
		GIT_TERMINAL_PROMPT: "0",
		GIT_ASKPASS: "",
		SSH_ASKPASS: ""
	};
	for (const name of PASSED_ENV) {
		const value = process.env[name];
		if (value !== void 0) env[name] = value;
	}
	try {
		const { stdout } = await run("git", [
			"-c",
			"core.hooksPath=/dev/null",
			...args
		], {
			cwd,
			env,
			encoding: "utf8",
			maxBuffer: MAX_OUTPUT_BYTES,
			timeout: options.timeoutMs ?? 3e4,
			...options.signal ? { signal: options.signal } : {}
		});
		return stdout.replace(/\n$/, "");
	} catch (error) {
		throw new GitError(args, typeof error.stderr === "string" ? error.stderr : "", error);
	}
}
function hideUrlCredentials(text) {
	return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, "$1***@");
}
// src/git/manifestsRepository.ts
async function manifestsRepository(manifests, cwd) {
	const dir = await existingDirectory(inputBase(manifests[0] ?? ".", cwd));
	if (dir === void 0) return void 0;
	try {
		return await realpath(await runGit(["rev-parse", "--show-toplevel"], dir));
	} catch {
		return;
	}
}
async function manifestsCommit(manifests, cwd) {
	const top = await manifestsRepository(manifests, cwd);
	if (top === void 0) return {};
	try {
		const commit = await runGit([
			"rev-parse",
			"--verify",
			"HEAD^{commit}"
		], top);
		return await runGit([
			"status",
			"--porcelain",
			"--untracked-files=all",
			"--",
			...manifests.map((input) => inputBase(input, cwd))
		], top) === "" ? { commit } : { uncommitted: true };
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
