import { i as errorMessage, t as UserError } from "./CBbxxjUU.js";
import { a as isInside } from "./WFqS3yyB.js";
import { t as ReadBudget } from "./BTYH4LqF.js";
import { constants } from "node:fs";
import path from "node:path";
import { execFile } from "node:child_process";
import { access, readdir, realpath, stat } from "node:fs/promises";
import { promisify } from "node:util";
// src/manifests/chartLinks.ts
async function refuseLinksOutside(dir, what, shownDir, source, roots) {
	const real = await realpath(dir).catch(() => void 0);
	if (real === void 0) return;
	const hint = "Helm reads what a link in a chart points to; remove the link, or copy what it points to into the chart";
	if (!roots.real.some((root) => isInside(real, root))) throw new UserError(`${what} is a link leading outside ${roots.shown}`, {
		hint,
		source
	});
	const outside = [];
	const entries = await readdir(dir, {
		withFileTypes: true,
		recursive: true
	});
	for (const entry of entries.filter((found) => found.isSymbolicLink())) {
		const target = path.join(entry.parentPath, entry.name);
		const linked = await realpath(target).catch(() => void 0);
		if (linked !== void 0 && !roots.real.some((root) => isInside(linked, root))) outside.push(path.posix.join(shownDir, path.relative(dir, target).split(path.sep).join("/")));
	}
	if (outside.length === 0) return;
	throw new UserError(`${what} holds ${outside.join(", ")}, ${outside.length === 1 ? "a link" : "links"} leading outside ${roots.shown}`, {
		hint,
		source
	});
}
// src/manifests/networkIsolation.ts
const run$1 = promisify(execFile);
function isolationCandidates(uid, gid) {
	const candidates = [{
		name: "unshare --net",
		wrap: (program, args, env) => ({
			command: "unshare",
			args: [
				"--net",
				"--",
				program,
				...args
			],
			env
		})
	}, {
		name: "unshare --user --map-root-user --net",
		wrap: (program, args, env) => ({
			command: "unshare",
			args: [
				"--user",
				"--map-root-user",
				"--net",
				"--",
				program,
				...args
			],
			env
		})
	}];
	if (uid === void 0 || gid === void 0 || uid === 0) return candidates;
	const asUser = [
		"setpriv",
		`--reuid=${uid}`,
		`--regid=${gid}`,
		"--clear-groups",
		"--no-new-privs",
		"--"
	];
	candidates.push({
		name: "sudo -n unshare --net setpriv",
		wrap: (program, args, env) => ({
			command: "sudo",
			args: [
				"-n",
				"unshare",
				"--net",
				"--",
				...asUser,
				"env",
				"-i",
				...Object.entries(env).map(([name, value]) => `${name}=${value}`),
				program,
				...args
			],
			env
		})
	});
	return candidates;
}
const PROBE_SAW_NETWORK = 3;
const PROBE = `process.exit(Object.keys(require('node:os').networkInterfaces()).length === 0 ? 0 : ${PROBE_SAW_NETWORK})`;
const PROBE_TIMEOUT_MS = 3e4;
async function findIsolation(candidates, env) {
	const unavailable = [];
	for (const candidate of candidates) {
		const { command, args, env: wrappedEnv } = candidate.wrap(process.execPath, ["-e", PROBE], env);
		try {
			await run$1(command, args, {
				env: wrappedEnv,
				timeout: PROBE_TIMEOUT_MS,
				encoding: "utf8"
			});
			return { isolation: candidate };
		} catch (error) {
			const { stderr, code } = error;
			const said = code === PROBE_SAW_NETWORK ? "the network was still there" : typeof stderr === "string" ? stderr.trim().split("\n")[0] : "";
			unavailable.push(`${candidate.name}: ${said || errorMessage(error)}`);
		}
	}
	return { unavailable };
}
let found;
function networkIsolation() {
	found ??= findIsolation(isolationCandidates(process.getuid?.(), process.getgid?.()), { PATH: process.env["PATH"] ?? "" });
	return found;
}
// src/manifests/programOnPath.ts
async function programOnPath(name, searchPath) {
	const names = process.platform === "win32" ? [`${name}.exe`, name] : [name];
	for (const dir of searchPath.split(path.delimiter)) {
		if (dir === "") continue;
		for (const file of names.map((candidate) => path.resolve(dir, candidate))) if (await isExecutableFile(file)) return file;
	}
}
async function isExecutableFile(file) {
	try {
		await access(file, constants.X_OK);
		return (await stat(file)).isFile();
	} catch {
		return false;
	}
}
// src/manifests/renderProgram.ts
const run = promisify(execFile);
const MAX_OUTPUT_BYTES = ReadBudget.MAX_BYTES;
const PASSED_ENV = [
	"PATH",
	"HOME",
	"TMPDIR",
	"LANG",
	"LC_ALL",
	"XDG_CONFIG_HOME",
	"XDG_CACHE_HOME",
	"XDG_DATA_HOME",
	"KUSTOMIZE_PLUGIN_HOME"
];
const NETWORK_ENV = [
	"SSH_AUTH_SOCK",
	"HTTP_PROXY",
	"HTTPS_PROXY",
	"NO_PROXY",
	"http_proxy",
	"https_proxy",
	"no_proxy"
];
const NO_NETWORK_ENV = { GIT_ALLOW_PROTOCOL: "file" };
async function renderWith(task, options, isolation = networkIsolation) {
	const env = renderEnv(process.env, options);
	for (const renderer of task.renderers) {
		const program = await programOnPath(renderer.command, env["PATH"] ?? "");
		if (program === void 0) continue;
		const commandLine = [renderer.command, ...renderer.shownArgs].join(" ");
		const direct = {
			command: program,
			args: renderer.args,
			env
		};
		const line = options.remoteBases ? direct : isolated(await isolation(), direct, task);
		try {
			const { stdout } = await run(line.command, line.args, {
				maxBuffer: MAX_OUTPUT_BYTES,
				encoding: "utf8",
				env: line.env
			});
			return stdout;
		} catch (error) {
			const stderr = typeof error.stderr === "string" ? error.stderr.trim() : "";
			const detail = stderr !== "" ? stderr : errorMessage(error);
			const networkHint = options.remoteBases ? "" : "; on pull requests nothing is fetched from the network unless allow-remote-bases is true";
			throw new UserError(`\`${commandLine}\` failed: ${detail}`, {
				hint: `${task.fixHint}; run \`${commandLine}\` locally to see the same error${networkHint}`,
				source: task.source,
				cause: error
			});
		}
	}
	const names = task.renderers.map((renderer) => renderer.command);
	const missing = names.length === 1 ? `${names[0]} is not` : `neither ${names.join(" nor ")} is`;
	throw new UserError(`${task.shownDir} is ${task.what}, but ${missing} on PATH to render it`, {
		hint: task.installHint,
		source: task.source
	});
}
function isolated(found, line, task) {
	if ("isolation" in found) return found.isolation.wrap(line.command, line.args, line.env);
	throw new UserError(`${task.shownDir} is ${task.what}, and on pull requests ${task.what.replace(/^an? /, "")}s are rendered with no network access, which this runner cannot give (${found.unavailable.join("; ")})`, {
		hint: "Run the preview on a Linux runner where a network namespace can be made (as root, with unprivileged user namespaces, or with passwordless sudo, as on GitHub-hosted runners); or commit the rendered manifests and pass those files; or set allow-remote-bases: true if every pull request is trusted",
		source: task.source
	});
}
function renderEnv(env, options) {
	const passed = {};
	for (const name of [...PASSED_ENV, ...options.remoteBases ? NETWORK_ENV : []]) {
		const value = env[name];
		if (value !== void 0) passed[name] = value;
	}
	return options.remoteBases ? passed : {
		...passed,
		...NO_NETWORK_ENV
	};
}
export { programOnPath as n, refuseLinksOutside as r, renderWith as t };
