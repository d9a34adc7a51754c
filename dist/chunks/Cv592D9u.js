import { i as errorMessage, t as UserError } from "./BSV1T608.js";
import { i as variablesOf, n as PROXY_VARIABLES, t as PROGRAM_VARIABLES } from "./0IHvihQX.js";
import { o as mebibytes } from "./B22IDjUl.js";
import { constants } from "node:fs";
import path from "node:path";
import { execFile, spawn } from "node:child_process";
import { access, stat } from "node:fs/promises";
import { promisify } from "node:util";
// src/manifests/boundedProcess.ts
const RENDER_BOUNDS = {
	timeoutMs: 12e4,
	outputBytes: 268435456,
	memoryBytes: 4294967296
};
const STDERR_KEPT = 65536;
function runBounded(line, bounds) {
	return new Promise((resolve, reject) => {
		const child = spawn(line.command, line.args, {
			env: line.env,
			detached: true,
			stdio: [
				"ignore",
				"pipe",
				"pipe"
			]
		});
		const stdout = [];
		const stderr = [];
		let stdoutBytes = 0;
		let stderrBytes = 0;
		let hit;
		const stop = (bound) => {
			hit ??= bound;
			try {
				process.kill(-child.pid, "SIGKILL");
			} catch {}
		};
		const timer = setTimeout(() => stop("time"), bounds.timeoutMs);
		child.stdout.on("data", (chunk) => {
			stdoutBytes += chunk.length;
			if (stdoutBytes > bounds.outputBytes) stop("output");
			else stdout.push(chunk);
		});
		child.stderr.on("data", (chunk) => {
			if (stderrBytes < STDERR_KEPT) stderr.push(chunk.subarray(0, STDERR_KEPT - stderrBytes));
			stderrBytes += chunk.length;
		});
		child.on("error", (error) => {
			clearTimeout(timer);
			reject(error);
		});
		child.on("close", (code, signal) => {
			clearTimeout(timer);
			const errorText = Buffer.concat(stderr).toString("utf8").trim();
			if (hit) resolve({
				ended: "bound",
				bound: hit,
				stderr: errorText
			});
			else if (code !== 0 && /^fatal error: (runtime: )?out of memory/m.test(errorText)) resolve({
				ended: "bound",
				bound: "memory",
				stderr: errorText
			});
			else if (code !== 0) resolve({
				ended: "failed",
				stderr: errorText,
				code,
				signal
			});
			else resolve({
				ended: "ok",
				stdout: Buffer.concat(stdout).toString("utf8")
			});
		});
	});
}
function memoryBounded(line, bounds, prlimit) {
	const env = {
		...line.env,
		GOMEMLIMIT: `${Math.floor(bounds.memoryBytes * 3 / 4 / 1048576)}MiB`
	};
	if (prlimit === void 0) return {
		...line,
		env
	};
	return {
		command: prlimit,
		args: [
			`--as=${bounds.memoryBytes}`,
			"--",
			line.command,
			...line.args
		],
		env
	};
}
function boundMessage(bound, bounds) {
	if (bound === "time") return `did not finish within ${bounds.timeoutMs / 1e3} s, its time bound, and was stopped`;
	if (bound === "output") return `wrote more than ${mebibytes(bounds.outputBytes)} MiB, its output bound, and was stopped`;
	return `ran out of memory under its bound of ${mebibytes(bounds.memoryBytes)} MiB`;
}
// src/manifests/networkIsolation.ts
const run = promisify(execFile);
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
			await run(command, args, {
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
const found = /* @__PURE__ */ new Map();
function networkIsolation(path) {
	let isolation = found.get(path);
	if (!isolation) {
		isolation = findIsolation(isolationCandidates(process.getuid?.(), process.getgid?.()), { PATH: path });
		found.set(path, isolation);
	}
	return isolation;
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
const PASSED_ENV = [
	...PROGRAM_VARIABLES,
	"XDG_CACHE_HOME",
	"XDG_DATA_HOME",
	"KUSTOMIZE_PLUGIN_HOME"
];
const NETWORK_ENV = ["SSH_AUTH_SOCK", ...PROXY_VARIABLES];
const NO_NETWORK_ENV = { GIT_ALLOW_PROTOCOL: "file" };
async function renderWith(task, options, isolation = () => networkIsolation(options.environment.PATH ?? "")) {
	const env = renderEnv(options);
	const bounds = options.bounds ?? RENDER_BOUNDS;
	for (const renderer of task.renderers) {
		const program = await programOnPath(renderer.command, env["PATH"] ?? "");
		if (program === void 0) continue;
		const commandLine = [renderer.command, ...renderer.shownArgs].join(" ");
		const direct = memoryBounded({
			command: program,
			args: renderer.args,
			env
		}, bounds, await programOnPath("prlimit", env["PATH"] ?? ""));
		const line = options.remoteBases ? direct : isolated(await isolation(), direct, task);
		const networkHint = options.remoteBases ? "" : "; on pull requests nothing is fetched from the network unless allow-remote-bases is true";
		let result;
		try {
			result = await runBounded(line, bounds);
		} catch (error) {
			throw new UserError(`\`${commandLine}\` could not start: ${errorMessage(error)}`, {
				hint: task.installHint,
				source: task.source,
				cause: error
			});
		}
		if (result.ended === "ok") return result.stdout;
		if (result.ended === "bound") throw new UserError(`\`${commandLine}\` ${boundMessage(result.bound, bounds)}`, {
			hint: `A chart or kustomization renders in seconds; look for a loop in its templates (\`range\`, \`until\`) or what makes its output so large, and run \`${commandLine}\` locally`,
			source: task.source
		});
		const detail = result.stderr !== "" ? result.stderr : result.signal ? `killed by ${result.signal}` : `exit code ${result.code}`;
		throw new UserError(`\`${commandLine}\` failed: ${detail}`, {
			hint: `${task.fixHint}; run \`${commandLine}\` locally to see the same error${networkHint}`,
			source: task.source
		});
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
function renderEnv(options) {
	const passed = variablesOf(options.environment, [...PASSED_ENV, ...options.remoteBases ? NETWORK_ENV : []]);
	return options.remoteBases ? passed : {
		...passed,
		...NO_NETWORK_ENV
	};
}
export { programOnPath as n, renderWith as t };
