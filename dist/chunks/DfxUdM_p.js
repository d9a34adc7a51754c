import { i as errorMessage } from "./BSV1T608.js";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
// src/git/runGit.ts
const run = promisify(execFile);
const FETCH_TIMEOUT_MS = 12e4;
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
export { GitError as n, runGit as r, FETCH_TIMEOUT_MS as t };
