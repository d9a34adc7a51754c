import { i as errorMessage } from "./BSV1T608.js";
import { i as variablesOf, n as PROXY_VARIABLES, t as PROGRAM_VARIABLES } from "./0IHvihQX.js";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
// src/git/runGit.ts
const run = promisify(execFile);
const FETCH_TIMEOUT_MS = 12e4;
const MAX_OUTPUT_BYTES = 1048576;
const PASSED_ENV = [
	...PROGRAM_VARIABLES,
	"SSH_AUTH_SOCK",
	"GIT_SSH_COMMAND",
	...PROXY_VARIABLES
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
async function runGit(args, cwd, environment, options = {}) {
	const env = {
		...variablesOf(environment, PASSED_ENV),
		GIT_TERMINAL_PROMPT: "0",
		GIT_ASKPASS: "",
		SSH_ASKPASS: ""
	};
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
export { GitError as n, runGit as r, FETCH_TIMEOUT_MS as t };
