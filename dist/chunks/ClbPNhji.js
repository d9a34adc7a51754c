import { i as errorMessage, t as UserError } from "./BSV1T608.js";
import { r as readKubeconfig } from "./8klJ776N.js";
import { d as ClusterAccessError } from "./B7K0mG_l.js";
import { r as formatRef, s as refKey, t as describeRef } from "./Bug6iPWb.js";
import { f as sentenceCase, g as renderJson, n as describeParent, r as formatCounts, t as reportedError } from "./CVLZ5SFw.js";
import { n as parseParentRef } from "./B9QzLz5r.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import { t as showControlCharacters } from "./XK44p_2V.js";
import { g as inlineCode, h as fencedBlock, m as escapeText, p as escapeHtml } from "./D0KEHCZX.js";
import { a as changesCluster, s as pastTense } from "./CHwhpqd5.js";
import { n as renderText } from "./2PPszLBS.js";
import { c as defaultHolder } from "./CZku-O7Q.js";
import { a as footer, i as clusterPhrase, n as renderErrorMarkdown, o as headlineLabel, r as renderMarkdown, s as serverWarningLines, t as GITHUB_COMMENT_LIMIT } from "./Dr5ang64.js";
import { n as driftLine, r as hasDrifted } from "./DE2RBj80.js";
import { t as parseOptions } from "./B_T3-Ui9.js";
import { a as changedTargets, c as readTargetsFile, i as allTargets, l as selectTargets, n as targetOptions, o as DEFAULT_TARGETS_FILE, r as withTargetKubeconfigs, s as oneSetTarget } from "./DKpcO220.js";
import * as os$1 from "os";
import os, { EOL } from "os";
import * as crypto from "crypto";
import * as fs$1 from "fs";
import { constants, promises } from "fs";
import "path";
import "string_decoder";
import * as events from "events";
import "child_process";
import "assert";
import "timers";
import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { existsSync as existsSync$1 } from "node:fs";
import path, { isAbsolute as isAbsolute$1, join, relative as relative$1, resolve as resolve$1, sep as sep$1 } from "node:path";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
	if (input === null || input === void 0) return "";
	else if (typeof input === "string" || input instanceof String) return input;
	return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
	if (!Object.keys(annotationProperties).length) return {};
	return {
		title: annotationProperties.title,
		file: annotationProperties.file,
		line: annotationProperties.startLine,
		endLine: annotationProperties.endLine,
		col: annotationProperties.startColumn,
		endColumn: annotationProperties.endColumn
	};
}
// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
	const cmd = new Command(command, properties, message);
	process.stdout.write(cmd.toString() + os$1.EOL);
}
function issue(name, message = "") {
	issueCommand(name, {}, message);
}
const CMD_STRING = "::";
var Command = class {
	constructor(command, properties, message) {
		if (!command) command = "missing.command";
		this.command = command;
		this.properties = properties;
		this.message = message;
	}
	toString() {
		let cmdStr = CMD_STRING + this.command;
		if (this.properties && Object.keys(this.properties).length > 0) {
			cmdStr += " ";
			let first = true;
			for (const key in this.properties) if (this.properties.hasOwnProperty(key)) {
				const val = this.properties[key];
				if (val) {
					if (first) first = false;
					else cmdStr += ",";
					cmdStr += `${key}=${escapeProperty(val)}`;
				}
			}
		}
		cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
		return cmdStr;
	}
};
function escapeData(s) {
	return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
	return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}
// node_modules/@actions/core/lib/file-command.js
function issueFileCommand(command, message) {
	const filePath = process.env[`GITHUB_${command}`];
	if (!filePath) throw new Error(`Unable to find environment variable for file command ${command}`);
	if (!fs$1.existsSync(filePath)) throw new Error(`Missing file at path: ${filePath}`);
	fs$1.appendFileSync(filePath, `${toCommandValue(message)}${os$1.EOL}`, { encoding: "utf8" });
}
function prepareKeyValueMessage(key, value) {
	const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
	const convertedValue = toCommandValue(value);
	if (key.includes(delimiter)) throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
	if (convertedValue.includes(delimiter)) throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
	return `${key}<<${delimiter}${os$1.EOL}${convertedValue}${os$1.EOL}${delimiter}`;
}
// node_modules/@actions/core/lib/summary.js
var __awaiter$6 = function(thisArg, _arguments, P, generator) {
	function adopt(value) {
		return value instanceof P ? value : new P(function(resolve) {
			resolve(value);
		});
	}
	return new (P || (P = Promise))(function(resolve, reject) {
		function fulfilled(value) {
			try {
				step(generator.next(value));
			} catch (e) {
				reject(e);
			}
		}
		function rejected(value) {
			try {
				step(generator["throw"](value));
			} catch (e) {
				reject(e);
			}
		}
		function step(result) {
			result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
		}
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};
const { access: access$1, appendFile, writeFile: writeFile$1 } = promises;
const SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
	constructor() {
		this._buffer = "";
	}
	filePath() {
		return __awaiter$6(this, void 0, void 0, function* () {
			if (this._filePath) return this._filePath;
			const pathFromEnv = process.env[SUMMARY_ENV_VAR];
			if (!pathFromEnv) throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
			try {
				yield access$1(pathFromEnv, constants.R_OK | constants.W_OK);
			} catch (_a) {
				throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
			}
			this._filePath = pathFromEnv;
			return this._filePath;
		});
	}
	wrap(tag, content, attrs = {}) {
		const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
		if (!content) return `<${tag}${htmlAttrs}>`;
		return `<${tag}${htmlAttrs}>${content}</${tag}>`;
	}
	write(options) {
		return __awaiter$6(this, void 0, void 0, function* () {
			const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
			const filePath = yield this.filePath();
			yield (overwrite ? writeFile$1 : appendFile)(filePath, this._buffer, { encoding: "utf8" });
			return this.emptyBuffer();
		});
	}
	clear() {
		return __awaiter$6(this, void 0, void 0, function* () {
			return this.emptyBuffer().write({ overwrite: true });
		});
	}
	stringify() {
		return this._buffer;
	}
	isEmptyBuffer() {
		return this._buffer.length === 0;
	}
	emptyBuffer() {
		this._buffer = "";
		return this;
	}
	addRaw(text, addEOL = false) {
		this._buffer += text;
		return addEOL ? this.addEOL() : this;
	}
	addEOL() {
		return this.addRaw(EOL);
	}
	addCodeBlock(code, lang) {
		const attrs = Object.assign({}, lang && { lang });
		const element = this.wrap("pre", this.wrap("code", code), attrs);
		return this.addRaw(element).addEOL();
	}
	addList(items, ordered = false) {
		const tag = ordered ? "ol" : "ul";
		const listItems = items.map((item) => this.wrap("li", item)).join("");
		const element = this.wrap(tag, listItems);
		return this.addRaw(element).addEOL();
	}
	addTable(rows) {
		const tableBody = rows.map((row) => {
			const cells = row.map((cell) => {
				if (typeof cell === "string") return this.wrap("td", cell);
				const { header, data, colspan, rowspan } = cell;
				const tag = header ? "th" : "td";
				const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
				return this.wrap(tag, data, attrs);
			}).join("");
			return this.wrap("tr", cells);
		}).join("");
		const element = this.wrap("table", tableBody);
		return this.addRaw(element).addEOL();
	}
	addDetails(label, content) {
		const element = this.wrap("details", this.wrap("summary", label) + content);
		return this.addRaw(element).addEOL();
	}
	addImage(src, alt, options) {
		const { width, height } = options || {};
		const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
		const element = this.wrap("img", null, Object.assign({
			src,
			alt
		}, attrs));
		return this.addRaw(element).addEOL();
	}
	addHeading(text, level) {
		const tag = `h${level}`;
		const allowedTag = [
			"h1",
			"h2",
			"h3",
			"h4",
			"h5",
			"h6"
		].includes(tag) ? tag : "h1";
		const element = this.wrap(allowedTag, text);
		return this.addRaw(element).addEOL();
	}
	addSeparator() {
		const element = this.wrap("hr", null);
		return this.addRaw(element).addEOL();
	}
	addBreak() {
		const element = this.wrap("br", null);
		return this.addRaw(element).addEOL();
	}
	addQuote(text, cite) {
		const attrs = Object.assign({}, cite && { cite });
		const element = this.wrap("blockquote", text, attrs);
		return this.addRaw(element).addEOL();
	}
	addLink(text, href) {
		const element = this.wrap("a", text, { href });
		return this.addRaw(element).addEOL();
	}
};
const summary = new Summary();
const { chmod, copyFile, lstat: lstat$1, mkdir: mkdir$1, open: open$1, readdir: readdir$2, rename, rm: rm$1, rmdir, stat: stat$2, symlink, unlink } = fs$1.promises;
process.platform;
fs$1.constants.O_RDONLY;
process.platform;
events.EventEmitter;
events.EventEmitter;
os.platform();
os.arch();
// node_modules/@actions/core/lib/core.js
var __awaiter = function(thisArg, _arguments, P, generator) {
	function adopt(value) {
		return value instanceof P ? value : new P(function(resolve) {
			resolve(value);
		});
	}
	return new (P || (P = Promise))(function(resolve, reject) {
		function fulfilled(value) {
			try {
				step(generator.next(value));
			} catch (e) {
				reject(e);
			}
		}
		function rejected(value) {
			try {
				step(generator["throw"](value));
			} catch (e) {
				reject(e);
			}
		}
		function step(result) {
			result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
		}
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};
var ExitCode;
(function(ExitCode) {
	ExitCode[ExitCode["Success"] = 0] = "Success";
	ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
	issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
	const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
	if (options && options.required && !val) throw new Error(`Input required and not supplied: ${name}`);
	if (options && options.trimWhitespace === false) return val;
	return val.trim();
}
function setOutput(name, value) {
	if (process.env["GITHUB_OUTPUT"] || "") return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
	process.stdout.write(os$1.EOL);
	issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
	process.exitCode = ExitCode.Failure;
	error(message);
}
function error(message, properties = {}) {
	issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
	issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
	issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
	process.stdout.write(message + os$1.EOL);
}
function startGroup(name) {
	issue("group", name);
}
function endGroup() {
	issue("endgroup");
}
function group(name, fn) {
	return __awaiter(this, void 0, void 0, function* () {
		startGroup(name);
		let result;
		try {
			result = yield fn();
		} finally {
			endGroup();
		}
		return result;
	});
}
// src/kube/clusterIdentity.ts
const KEY_LENGTH = 16;
function clusterIdentity(options) {
	let config;
	try {
		config = readKubeconfig(options);
	} catch {
		return;
	}
	const cluster = config.getCurrentCluster();
	if (!cluster) return void 0;
	return {
		name: config.getCurrentContext() || cluster.name,
		key: createHash("sha256").update(serverOf(cluster.server)).digest("base64url").slice(0, KEY_LENGTH)
	};
}
function serverOf(server) {
	try {
		const url = new URL(server);
		return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}`;
	} catch {
		return server;
	}
}
// src/action/actionOutputs.ts
const OUTPUT_LIMIT_BYTES = 1e6;
const DOCUMENT_OUTPUTS = [
	"mode",
	"applyset-id",
	"created",
	"updated",
	"replaced",
	"unchanged",
	"pruned",
	"kept",
	"ready",
	"failed",
	"plan",
	"plan-file"
];
async function setDocumentOutputs(doc, tempDir, mode = doc.mode, error) {
	setOutput("mode", mode);
	setOutput("applyset-id", doc.applyset.id);
	setCountOutputs(doc.summary);
	setOutput("ready", doc.health?.ready ?? 0);
	setOutput("failed", (doc.health?.failed ?? 0) + (doc.health?.timedOut ?? 0));
	const json = renderJson(doc, error);
	const file = join(await mkdtemp(join(tempDir, "applyset-plan-")), "plan.json");
	await writeFile(file, `${json}\n`);
	setOutput("plan-file", file);
	const plan = planOutput(doc, error, json);
	if (plan === void 0) warning(`the plan is over ${OUTPUT_LIMIT_BYTES} bytes even without its diffs, too large for the plan output; read the plan-file output (${file}) instead`);
	setOutput("plan", plan ?? "");
}
function setSkippedOutputs() {
	setOutput("mode", "skipped");
	setCountOutputs({
		create: 0,
		update: 0,
		replace: 0,
		unchanged: 0,
		prune: 0,
		keep: 0
	});
	setOutput("ready", 0);
	setOutput("failed", 0);
}
function planOutput(doc, error, json = renderJson(doc, error)) {
	if (Buffer.byteLength(json, "utf8") <= OUTPUT_LIMIT_BYTES) return json;
	const withoutDiffs = renderJson({
		...doc,
		objects: doc.objects.map(({ diff: _diff, ...obj }) => obj)
	}, error);
	return Buffer.byteLength(withoutDiffs, "utf8") <= OUTPUT_LIMIT_BYTES ? withoutDiffs : void 0;
}
function setCountOutputs(summary) {
	setOutput("created", summary.create);
	setOutput("updated", summary.update);
	setOutput("replaced", summary.replace);
	setOutput("unchanged", summary.unchanged);
	setOutput("pruned", summary.prune);
	setOutput("kept", summary.keep);
}
// src/action/commentKey.ts
function commentKey(inputs) {
	return withQualifiers(inputs.kind === "set" ? [`applyset=${normalizeParent(inputs.applyset?.trim() ?? "")}`, `namespace=${inputs.namespace?.trim() ?? ""}`] : [`targets=${inputs.file}`, ...inputs.names.length > 0 ? [`target=${inputs.names.join(",")}`] : []], inputs);
}
function targetSetKey(target, qualifiers) {
	return commentKey({
		kind: "set",
		applyset: target.parent,
		namespace: target.namespace,
		...qualifiers
	});
}
function withQualifiers(parts, inputs) {
	if (inputs.cluster) parts.push(`cluster=${inputs.cluster}`);
	if (inputs.context?.trim()) parts.push(`context=${inputs.context.trim()}`);
	if (inputs.title?.trim()) parts.push(`title=${inputs.title.trim()}`);
	return parts.join(";");
}
function normalizeParent(text) {
	try {
		const [first] = parseParentRef(text).candidates;
		if (!first) return text;
		return `${first.resource}${first.group ? `.${first.group}` : ""}/${first.name}`;
	} catch {
		return text;
	}
}
// src/github/requestStatus.ts
function httpStatusOf(error) {
	const status = isRecord(error) ? error["status"] : void 0;
	return typeof status === "number" ? status : void 0;
}
function describeApiError(error) {
	const status = httpStatusOf(error);
	const message = errorMessage(error);
	return status === void 0 ? message : `GitHub answered ${status} (${message})`;
}
// src/github/commentMarker.ts
function commentMarker(key) {
	return `<!-- applyset-action:${encodeURIComponent(key).replace(/-(?=-)/g, "%2D")} -->`;
}
// src/github/pagedComments.ts
function pageMarker(key, page) {
	return commentMarker(page === 1 ? key : `${key};part=${page}`);
}
async function upsertPagedComments(octokit, target, options) {
	const { key, author, pages } = options;
	const { owner, repo, issueNumber } = target;
	const existing = /* @__PURE__ */ new Map();
	const leftovers = [];
	for (const { part, comment } of await listOwnPages(octokit, target, key, author)) {
		if (existing.has(part)) continue;
		if (part > pages.length) leftovers.push(comment.id);
		else existing.set(part, comment.id);
	}
	if (options.create === false && !existing.has(1)) return [];
	const ids = [];
	for (const [index, text] of pages.entries()) {
		const body = `${pageMarker(key, index + 1)}\n${text}`;
		const id = existing.get(index + 1);
		if (id !== void 0) {
			await octokit.rest.issues.updateComment({
				owner,
				repo,
				comment_id: id,
				body
			});
			ids.push(id);
		} else {
			const { data } = await octokit.rest.issues.createComment({
				owner,
				repo,
				issue_number: issueNumber,
				body
			});
			ids.push(data.id);
		}
	}
	for (const id of leftovers) await octokit.rest.issues.deleteComment({
		owner,
		repo,
		comment_id: id
	});
	return ids;
}
async function listOwnPages(octokit, target, key, author) {
	const partPrefix = pageMarker(key, 2).replace(/2 -->$/, "");
	const found = [];
	const listed = octokit.paginate.iterator(octokit.rest.issues.listComments, {
		owner: target.owner,
		repo: target.repo,
		issue_number: target.issueNumber,
		per_page: 100
	});
	for await (const page of listed) for (const comment of page.data) {
		if (comment.user?.login !== author || !comment.body) continue;
		const marker = comment.body.slice(0, comment.body.indexOf("\n") === -1 ? void 0 : comment.body.indexOf("\n"));
		const part = marker === pageMarker(key, 1) ? 1 : marker.startsWith(partPrefix) ? Number(marker.slice(partPrefix.length, -4)) : void 0;
		if (part !== void 0 && Number.isInteger(part)) found.push({
			part,
			comment: {
				id: comment.id,
				nodeId: comment.node_id,
				body: comment.body
			}
		});
	}
	return found;
}
// src/review/fingerprint.ts
const FINGERPRINT_BUDGET = 16384;
const VERSION$1 = "v1";
const REF_HASH_BYTES = 6;
const DIFF_HASH_BYTES = 4;
const ACTION_CODES = {
	create: 1,
	update: 2,
	prune: 3,
	replace: 4,
	keep: 5,
	uncompared: 6
};
const CODE_ACTIONS = new Map(Object.entries(ACTION_CODES).map(([action, code]) => [code, action]));
const LINE$1 = /^<!-- applyset-action:fingerprint ([A-Za-z0-9_.-]+) -->$/;
function reviewedObjects(doc) {
	if (!doc.hooks) return doc.objects;
	return [...doc.objects, ...doc.hooks.map((hook) => ({
		action: "update",
		group: hook.group,
		version: hook.version,
		kind: hook.kind,
		namespace: hook.namespace,
		name: `${hook.name} (${hook.phase} hook)`,
		source: hook.source,
		diff: `${hook.weight} ${hook.deletePolicies.join(",")}\n${hook.diff}`
	}))];
}
function refHash(obj) {
	return hash(refKey(obj), REF_HASH_BYTES);
}
function diffHash(diff) {
	return hash(diff, DIFF_HASH_BYTES);
}
function setDigest(hashes) {
	return hash([...hashes].sort().join(","), REF_HASH_BYTES);
}
function planDigest(objects) {
	return hash(objects.map((obj) => `${refHash(obj)}:${obj.action}:${obj.diff === void 0 ? "" : diffHash(obj.diff)}`).sort().join("\n"), REF_HASH_BYTES);
}
function fingerprintLine(doc, budget = FINGERPRINT_BUDGET) {
	const changes = [];
	const unchanged = [];
	const objects = reviewedObjects(doc);
	for (const obj of objects) {
		if (obj.action === "unchanged") {
			unchanged.push(refHash(obj));
			continue;
		}
		const parts = [Buffer.of(ACTION_CODES[obj.action]), Buffer.from(refHash(obj), "base64url")];
		if (obj.action === "update") parts.push(Buffer.from(diffHash(obj.diff ?? ""), "base64url"));
		changes.push(Buffer.concat(parts));
	}
	const head = `${VERSION$1}.o.${unchanged.length}.${setDigest(unchanged)}.${Buffer.concat(changes).toString("base64url")}`;
	const listed = `${head}.${Buffer.concat(unchanged.map((h) => Buffer.from(h, "base64url"))).toString("base64url")}`;
	for (const payload of [
		listed,
		head,
		`${VERSION$1}.d.${planDigest(objects)}`
	]) {
		const line = `<!-- applyset-action:fingerprint ${payload} -->`;
		if (line.length <= budget) return line;
	}
	return "";
}
function readFingerprintLine(line) {
	const [version, kind, ...rest] = (LINE$1.exec(line)?.[1])?.split(".") ?? [];
	if (version !== VERSION$1) return void 0;
	if (kind === "d" && rest.length === 1 && rest[0]) return {
		kind: "digest",
		digest: rest[0]
	};
	if (kind !== "o" || rest.length < 3 || rest.length > 4) return void 0;
	const [count = "", digest = "", changeData = "", unchangedData] = rest;
	const changes = decodeChanges(Buffer.from(changeData, "base64url"));
	if (!changes || !/^\d+$/.test(count)) return void 0;
	const hashes = unchangedData === void 0 ? void 0 : splitHashes(Buffer.from(unchangedData, "base64url"));
	if (hashes !== void 0 && hashes.length !== Number(count)) return void 0;
	return {
		kind: "objects",
		changes,
		unchanged: {
			count: Number(count),
			digest,
			hashes: hashes && new Set(hashes)
		}
	};
}
function decodeChanges(bytes) {
	const changes = /* @__PURE__ */ new Map();
	let at = 0;
	while (at < bytes.length) {
		const action = CODE_ACTIONS.get(bytes[at] ?? 0);
		const end = at + 1 + REF_HASH_BYTES + (action === "update" ? DIFF_HASH_BYTES : 0);
		if (!action || end > bytes.length) return void 0;
		const ref = bytes.subarray(at + 1, at + 1 + REF_HASH_BYTES).toString("base64url");
		changes.set(ref, action === "update" ? {
			action,
			diffHash: bytes.subarray(at + 1 + REF_HASH_BYTES, end).toString("base64url")
		} : { action });
		at = end;
	}
	return changes;
}
function splitHashes(bytes) {
	if (bytes.length % REF_HASH_BYTES !== 0) return void 0;
	const hashes = [];
	for (let at = 0; at < bytes.length; at += REF_HASH_BYTES) hashes.push(bytes.subarray(at, at + REF_HASH_BYTES).toString("base64url"));
	return hashes;
}
function hash(text, bytes) {
	return createHash("sha256").update(text).digest().subarray(0, bytes).toString("base64url");
}
// src/review/reviewSignature.ts
const VERSION = "v1";
const LINE = /^<!-- applyset-action:signature v1\.([A-Za-z0-9_-]{43}) -->$/;
const SIGNATURE_ROOM = `<!-- applyset-action:signature ${VERSION}.${"x".repeat(43)} -->`.length + 1;
function signPage(page, fingerprint, subject, key) {
	const end = page.indexOf("\n");
	const first = end < 0 ? page : page.slice(0, end);
	if (!fingerprint(first)) return page;
	return `${first}\n<!-- applyset-action:signature ${VERSION}.${mac(first, subject, key)} -->${page.slice(first.length)}`;
}
function readSignatureLine(line) {
	return LINE.exec(line)?.[1];
}
function verifySignature(fingerprintLine, signature, subject, key) {
	if (signature === void 0) return "missing";
	const expected = Buffer.from(mac(fingerprintLine, subject, key), "base64url");
	const given = Buffer.from(signature, "base64url");
	return given.length === expected.length && timingSafeEqual(given, expected) ? "valid" : "wrong";
}
function mac(fingerprintLine, subject, key) {
	const text = [
		`applyset-action review ${VERSION}`,
		subject.repository.toLowerCase(),
		String(subject.pullRequest),
		subject.key,
		fingerprintLine
	].join("\n");
	return createHmac("sha256", key).update(text).digest("base64url");
}
// src/report/comment/deployComment.ts
const REVIEWED_LINE = /^<!-- applyset-action:reviewed-preview (\d{1,6}) -->$/;
const KEPT_HEAD = "<details><summary>The reviewed preview</summary>\n\n";
const KEPT_TAIL = "\n\n</details>";
const REVIEWED_LINE_ROOM = reviewedLine(999999).length + 1;
function readActionComment(body, marker) {
	if (!body.startsWith(`${marker}\n`)) return void 0;
	let rest = body.slice(marker.length + 1);
	const fingerprint = readFingerprintLine(firstLine(rest));
	let fingerprintLine = fingerprint ? firstLine(rest) : void 0;
	if (fingerprintLine !== void 0) rest = rest.slice(fingerprintLine.length + 1);
	const signature = fingerprintLine === void 0 ? void 0 : readSignatureLine(firstLine(rest));
	if (signature !== void 0) {
		const line = firstLine(rest);
		rest = rest.slice(line.length + 1);
		fingerprintLine = `${fingerprintLine}\n${line}`;
	}
	const recorded = REVIEWED_LINE.exec(firstLine(rest));
	if (!recorded) return {
		fingerprintLine,
		fingerprint,
		signature,
		deployed: false,
		preview: rest.trim()
	};
	return {
		fingerprintLine,
		fingerprint,
		signature,
		deployed: true,
		preview: keptPreview(rest, Number(recorded[1]))
	};
}
function deployReportBudget(review, maxLength) {
	const room = maxLength - hiddenRoom(review);
	return Math.max(Math.floor(room / 2), room - kept(review.preview).length - 3);
}
function composeDeployComment(report, review, maxLength) {
	const head = report.trimEnd();
	const room = maxLength - hiddenRoom(review) - head.length - 3;
	const preview = kept(review.preview).length <= room ? review.preview : `_The reviewed preview (${review.preview.length} characters) does not fit beside this deploy's report; the preview run's job summary has it._`;
	return `${review.fingerprintLine ? `${review.fingerprintLine}\n` : ""}${reviewedLine(preview.length)}\n${head}\n\n${kept(preview)}\n`;
}
function keptReview(review) {
	if (review.foreignEdit) {
		const { editor, at } = review.foreignEdit;
		return {
			fingerprintLine: void 0,
			preview: `_The preview comment was edited by ${escapeText(editor ?? "a deleted account")} (${escapeText(at)}) after this action wrote it, so it is not kept here._`
		};
	}
	if (!review.comment) return {
		fingerprintLine: void 0,
		preview: "_This ApplySet had no preview by this action on the pull request._"
	};
	return {
		fingerprintLine: review.comment.fingerprintLine,
		preview: review.comment.preview ?? "_The reviewed preview could not be read from the comment._"
	};
}
function reviewedLine(length) {
	return `<!-- applyset-action:reviewed-preview ${length} -->`;
}
function hiddenRoom(review) {
	return (review.fingerprintLine ? review.fingerprintLine.length + 1 : 0) + REVIEWED_LINE_ROOM;
}
function kept(preview) {
	return `${KEPT_HEAD}${preview}${KEPT_TAIL}`;
}
function keptPreview(text, length) {
	const whole = text.trimEnd();
	if (!whole.endsWith(KEPT_TAIL)) return void 0;
	const end = whole.length - 12;
	const start = end - length;
	if (start < 50 || whole.slice(start - 50, start) !== KEPT_HEAD) return void 0;
	return whole.slice(start, end);
}
function firstLine(text) {
	const end = text.indexOf("\n");
	return end < 0 ? text : text.slice(0, end);
}
// src/report/comment/reviewCautions.ts
const LISTED_CHANGES = 50;
function describeUnreviewedChange(change, tense) {
	return `${describeRef(change.object)}: ${comparisonPhrase(change, tense)}`;
}
function unreviewedMarkdown(comparison, tense) {
	const lines = [];
	for (const change of comparison.changes.slice(0, LISTED_CHANGES)) {
		const where = change.object.namespace === "" ? "" : ` in ${inlineCode(change.object.namespace)}`;
		lines.push(`- ${inlineCode(formatRef(change.object))}${where}: ${comparisonPhrase(change, tense)}`);
	}
	const hidden = comparison.changes.length - LISTED_CHANGES;
	if (hidden > 0) lines.push(`- … and ${hidden} more object${hidden === 1 ? "" : "s"}`);
	if (comparison.reviewedButGone > 0) {
		const count = comparison.reviewedButGone;
		lines.push(`- ${count} object${count === 1 ? "" : "s"} the preview would have changed ${count === 1 ? "is" : "are"} not part of this deploy`);
	}
	if (comparison.digestDiffers) lines.push("- the plan differs from the reviewed one (the preview had too many changes to record each object, so which objects differ is not known)");
	if (lines.length === 0) return "";
	return [
		`> [!CAUTION]`,
		`> ${tense === "deployed" ? `**This deploy did not do what the reviewed preview showed.** The cluster or the manifests changed after the review (another merge, a change made by hand, or a preview of an older commit):` : `**This deploy was refused before it wrote anything: it would not do what the reviewed preview showed** (on-unreviewed-changes: fail):`}`,
		">",
		...lines.map((line) => `> ${line}`)
	].join("\n");
}
function unprovenReviewMarkdown(reason, tense) {
	return [
		`> [!CAUTION]`,
		`> ${tense === "refused" ? "**This deploy was refused before it wrote anything: nothing shows that it does what a reviewed preview showed** (on-unreviewed-changes: fail):" : "**This deploy was not compared with the reviewed preview:**"}`,
		`> ${escapeText(sentenceCase(reason))}.`
	].join("\n");
}
function verdictCaution(verdict) {
	switch (verdict.kind) {
		case "same": return "";
		case "differs": return unreviewedMarkdown(verdict.comparison, verdict.refused ? "refused" : "deployed");
		case "unproven": return verdict.caution ? unprovenReviewMarkdown(verdict.review.reason, verdict.refused ? "refused" : "deployed") : "";
	}
}
function comparisonPhrase(change, tense) {
	const done = deployedPhrase(change.object.action, tense);
	if (change.otherDiff) return `${done} with a different diff than the reviewed preview showed`;
	return `${done}, but ${change.reviewedAs === "absent" ? "it was not in the reviewed preview" : change.reviewedAs === "not-changed" ? "it was not among the reviewed changes" : `the reviewed preview showed it ${change.reviewedAs === "unchanged" || change.reviewedAs === "uncompared" ? pastTense(change.reviewedAs) : `to be ${pastTense(change.reviewedAs)}`}`}`;
}
function deployedPhrase(action, tense) {
	if (tense === "deployed") return pastTense(action);
	return action === "unchanged" ? "would stay unchanged" : `would be ${pastTense(action)}`;
}
function targetVerdictCaution(verdict) {
	const caution = verdictCaution(verdict);
	if (caution !== "" || verdict.kind !== "unproven" || !verdict.loud) return caution;
	return unprovenReviewMarkdown(verdict.review.reason, "deployed");
}
function verdictFlag(verdict) {
	if (verdict.kind === "same") return "";
	if (verdict.refused) return "**refused: unreviewed**";
	if (verdict.kind === "differs") return "**unreviewed changes**";
	return verdict.loud || verdict.caution ? "not reviewed" : "";
}
// src/review/targetFingerprints.ts
const TARGET_LINE = /^<!-- applyset-action:target ([a-z0-9._-]{1,253}) -->$/;
function targetFingerprintBlock(targets) {
	const previewed = targets.filter((target) => target.error === void 0 && target.outcome?.mode === "preview");
	if (previewed.length === 0) return "";
	const share = Math.floor(FINGERPRINT_BUDGET / previewed.length);
	const lines = previewed.flatMap((target) => {
		const head = `<!-- applyset-action:target ${target.name} -->`;
		const line = fingerprintLine(target.outcome, share - head.length - 2);
		return line === "" ? [] : [head, line];
	});
	return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}
function readTargetFingerprints(text) {
	const fingerprints = /* @__PURE__ */ new Map();
	const lines = text.split("\n");
	let at = 0;
	for (; at + 1 < lines.length; at += 2) {
		const name = TARGET_LINE.exec(lines[at] ?? "")?.[1];
		const fingerprint = readFingerprintLine(lines[at + 1] ?? "");
		if (name === void 0 || fingerprint === void 0 || fingerprints.has(name)) break;
		fingerprints.set(name, fingerprint);
	}
	return { fingerprints };
}
// src/action/workflowLog.ts
const COMMAND_TEXT = /::|##\[/;
const OTHER_LINE_BREAKS = /[\u2028\u2029]/g;
function logUntrusted(untrusted) {
	const text = showControlCharacters(untrusted);
	if (!COMMAND_TEXT.test(text)) {
		info(text);
		return;
	}
	const token = randomUUID();
	info(`::stop-commands::${token}`);
	info(text);
	info(`::${token}::`);
}
function commandMessage(text) {
	return showControlCharacters(text).replace(OTHER_LINE_BREAKS, "\n");
}
function warnUntrusted(text) {
	warning(commandMessage(text));
}
function failUntrusted(text) {
	setFailed(commandMessage(text));
}
// src/github/jobSummary.ts
async function writeJobSummary(markdown) {
	await summary.addRaw(markdown, true).write();
}
// src/report/targetsComment.ts
const PAGE_OVERHEAD = 1e3;
function renderTargetsPages(doc, context, pageLength) {
	const sectionLength = Math.max(2e3, pageLength - PAGE_OVERHEAD);
	const sections = doc.targets.map((target) => section(target, context, sectionLength - 200));
	const head = [
		headline(doc, context),
		table(doc),
		skippedList(doc)
	].filter((part) => part !== "").join("\n\n");
	const end = footer(context);
	const fingerprints = doc.mode === "preview" ? targetFingerprintBlock(doc.targets) : "";
	const pages = [[head]];
	let length = fingerprints.length + head.length + end.length;
	for (const text of sections) {
		if (length + text.length + 2 > pageLength - PAGE_OVERHEAD / 2) {
			pages.push([]);
			length = end.length;
		}
		pages.at(-1).push(text);
		length += text.length + 2;
	}
	const total = pages.length;
	return pages.map((parts, index) => {
		const part = total === 1 ? [] : [`<sub>Part ${index + 1} of ${total} of this run's report${index === 0 ? "" : ` (${headlineLabel(doc.mode, context.title)})`}</sub>`];
		const text = `${[
			...index === 0 ? [] : part,
			...parts,
			...index === 0 ? part : [],
			end
		].filter((text) => text !== "").join("\n\n")}\n`;
		return index === 0 ? fingerprints + text : text;
	});
}
function renderTargetsNoChanges(doc, context) {
	const objects = doc.targets.reduce((sum, target) => sum + (target.outcome?.objects.length ?? 0), 0);
	const commit = context.commitSha ? ` of commit ${inlineCode(context.commitSha.slice(0, 7))}` : "";
	const count = `${doc.targets.length} target${doc.targets.length === 1 ? "" : "s"}`;
	const sentence = `The latest preview${commit} ${doc.targets.length === 0 ? "previews no target" : `changes nothing in its ${count} (${objects} object${objects === 1 ? "" : "s"} unchanged)`}: what an earlier preview showed here no longer applies.`;
	const blocks = [
		`### ${headlineLabel(doc.mode, context.title)} of ${count}: no changes any more`,
		sentence,
		skippedList(doc),
		footer(context)
	].filter((part) => part !== "");
	return `${targetFingerprintBlock(doc.targets)}${blocks.join("\n\n")}\n`;
}
function headline(doc, context) {
	const failed = doc.targets.filter((target) => target.error !== void 0).length;
	const count = `${doc.targets.length} target${doc.targets.length === 1 ? "" : "s"}`;
	const skipped = doc.skipped.length > 0 ? `, ${doc.skipped.length} unchanged and skipped` : "";
	return `### ${headlineLabel(doc.mode, context.title)} of ${count}${skipped}${failed > 0 ? ` (${failed} failed)` : ""}`;
}
function table(doc) {
	if (doc.targets.length === 0) return "No target has changes to preview.";
	return [
		"| Target | Create | Update | Replace | Prune | Unchanged | Flags | Health |",
		"| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |",
		...doc.targets.map((target) => {
			const outcome = target.outcome;
			const summary = outcome?.summary;
			const cells = summary ? [
				summary.create,
				summary.update,
				summary.replace,
				summary.prune,
				summary.unchanged
			].map(String) : [
				"–",
				"–",
				"–",
				"–",
				"–"
			];
			const prunes = summary && summary.prune > 0 ? "prunes" : "";
			const destroys = outcome?.objects.some((obj) => obj.action === "prune" && obj.destroys !== void 0) ? "**destructive**" : "";
			const flags = [
				target.error !== void 0 ? "**failed**" : "",
				target.review?.flag ?? "",
				prunes,
				destroys
			].filter(Boolean).join(", ") || "–";
			return `| ${target.name} | ${cells.join(" | ")} | ${flags} | ${health(outcome)} |`;
		})
	].join("\n");
}
function health(outcome) {
	const counts = outcome?.health;
	if (!counts) return "–";
	const bad = counts.failed + counts.timedOut;
	if (bad > 0) return `**${bad} not ready**`;
	return counts.notWaited > 0 ? `${counts.ready} ready, ${counts.notWaited} not waited for` : `${counts.ready} ready`;
}
function skippedList(doc) {
	if (doc.skipped.length === 0) return "";
	const items = doc.skipped.map((target) => `- ${target.name}: ${escapeText(target.reason)}`);
	return `<details><summary>${doc.skipped.length} target${doc.skipped.length === 1 ? "" : "s"} skipped: nothing they use changed</summary>\n\n${items.join("\n")}\n\n</details>`;
}
function section(target, context, maxLength) {
	const counts = target.outcome ? formatCounts(target.outcome.summary, target.outcome.mode) : "no plan";
	const on = target.cluster ? ` · on <code>${escapeHtml(target.cluster)}</code>` : "";
	const summary = `<b>${target.name}</b>: ${target.error !== void 0 ? "failed, " : ""}${escapeText(counts)}${on}`;
	const why = target.reason ? `_Why it ran: ${escapeText(target.reason)}_\n\n` : "";
	const error = target.error !== void 0 ? `**Failed:**\n\n${fencedBlock(target.error.slice(0, Math.floor(maxLength / 3)), "text")}\n\n` : "";
	const caution = target.review?.caution ? `${target.review.caution.slice(0, Math.floor(maxLength / 3))}\n\n` : "";
	const room = maxLength - summary.length - why.length - error.length - caution.length - 60;
	return `<details><summary>${summary}</summary>\n\n${why}${caution}${error}${target.outcome ? renderMarkdown(target.outcome, {
		...context,
		commitSha: void 0,
		runUrl: void 0,
		title: target.name,
		cluster: target.cluster,
		maxLength: room
	}) : ""}\n</details>`;
}
// src/report/comment/commentLayouts.ts
function roomBelowMarker(marker) {
	return GITHUB_COMMENT_LIMIT - marker.length - 1;
}
const JOB_SUMMARY_LIMIT_BYTES = 1048576;
function successMarkdown(doc, context, maxLength, fullReportHint) {
	return renderMarkdown(doc, {
		...context,
		maxLength,
		fullReportHint
	});
}
function failureMarkdown(failure, context, maxLength, fullReportHint) {
	const title = context.title ?? `ApplySet ${failure.mode}`;
	if (!failure.outcome) return renderErrorMarkdown({ message: failure.message }, {
		...context,
		title,
		maxLength
	});
	const error = renderErrorMarkdown({ message: failure.message }, {
		title,
		cluster: context.cluster,
		maxLength: Math.floor(maxLength / 2)
	});
	return `${error}\n${successMarkdown(failure.outcome, context, maxLength - error.length - 1, fullReportHint)}`;
}
function successReport(doc, preface, context, maxLength, fullReportHint) {
	return preface + successMarkdown(doc, context, maxLength - preface.length, fullReportHint);
}
function failureReport(failure, preface, context, maxLength, fullReportHint) {
	return preface + failureMarkdown(failure, context, maxLength - preface.length, fullReportHint);
}
function successComment(doc, preface, context, maxLength, fullReportHint) {
	const fingerprint = doc.mode === "preview" ? `${fingerprintLine(doc)}\n` : "";
	return fingerprint + successReport(doc, preface, context, maxLength - fingerprint.length, fullReportHint);
}
function noChangesComment(doc, preface, context) {
	const blocks = [
		`### ${headlineLabel(doc.mode, context.title)}: no changes any more${clusterPhrase(context)}`,
		`The latest preview${context.commitSha ? ` of commit ${inlineCode(context.commitSha.slice(0, 7))}` : ""} changes nothing in ApplySet ${inlineCode(doc.applyset.id)} (${doc.objects.length} object${doc.objects.length === 1 ? "" : "s"} unchanged): what an earlier preview showed here no longer applies.`,
		footer(context)
	].filter(Boolean);
	return `${fingerprintLine(doc)}\n${preface}${blocks.join("\n\n")}\n`;
}
const failureComment = failureReport;
function fitInBytes(render, maxBytes) {
	let maxLength = maxBytes;
	for (;;) {
		const text = render(maxLength);
		const bytes = Buffer.byteLength(text, "utf8");
		if (bytes <= maxBytes || maxLength <= 1) return text;
		maxLength = Math.min(maxLength - 1, Math.floor(maxLength * maxBytes / bytes));
	}
}
// src/report/comment/runPages.ts
const PAGE_MARKER_ROOM = 300;
const SUMMARY_PAGES_BYTES = 1047552;
function runSummary(doc, preface, context) {
	const failure = openingFailure(doc);
	if (failure || doc.layout === "set") {
		const only = doc.targets[0];
		return fitInBytes((maxLength) => failure ? failureReport(failure, preface, context, maxLength) : successReport(only.outcome, preface, context, maxLength), JOB_SUMMARY_LIMIT_BYTES);
	}
	return summaryOf(renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT));
}
function runCommentPages(doc, preface, context, comment) {
	const { room, quiet, kept, fullReportHint } = comment;
	const failure = openingFailure(doc);
	if (doc.layout === "file" && !failure) return quiet && doc.mode === "preview" ? [renderTargetsNoChanges(doc, context)] : renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT - PAGE_MARKER_ROOM);
	const outcome = doc.targets[0]?.outcome;
	if (!failure && quiet && outcome?.mode === "preview") return [noChangesComment(outcome, preface, context)];
	const body = (maxLength) => failure ? failureComment(failure, preface, context, maxLength, fullReportHint) : successComment(outcome, preface, context, maxLength, fullReportHint);
	return [kept ? composeDeployComment(body(deployReportBudget(kept, room)), kept, room) : body(room)];
}
function openingFailure(doc) {
	if (doc.error !== void 0) return {
		mode: doc.mode,
		message: doc.error,
		outcome: void 0
	};
	const only = doc.layout === "set" ? doc.targets[0] : void 0;
	return only?.error !== void 0 ? {
		mode: doc.mode,
		message: only.error,
		outcome: only.outcome
	} : void 0;
}
function summaryOf(pages) {
	let text = "";
	for (const [index, page] of pages.entries()) {
		if (Buffer.byteLength(text + page, "utf8") > SUMMARY_PAGES_BYTES) return `${text}\n**${pages.length - index} more parts of this report did not fit the job summary: the log has every target.**\n`;
		text += `${page}\n`;
	}
	return text;
}
// src/github/driftIssue.ts
async function findDriftIssue(octokit, target) {
	const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
		owner: target.owner,
		repo: target.repo,
		state: "open",
		sort: "created",
		direction: "asc",
		per_page: 100
	});
	for await (const page of pages) {
		const found = page.data.find((issue) => !issue.pull_request && issue.user?.login === target.author && issue.body?.startsWith(target.marker));
		if (found) return found.number;
	}
}
async function upsertDriftIssue(octokit, target, issue) {
	const { owner, repo, marker } = target;
	const body = `${marker}\n${issue.body}`;
	const existing = await findDriftIssue(octokit, target);
	if (existing !== void 0) {
		await octokit.rest.issues.update({
			owner,
			repo,
			issue_number: existing,
			title: issue.title,
			body
		});
		return {
			number: existing,
			created: false
		};
	}
	const { data } = await octokit.rest.issues.create({
		owner,
		repo,
		title: issue.title,
		body
	});
	return {
		number: data.number,
		created: true
	};
}
async function closeDriftIssue(octokit, target, comment) {
	const { owner, repo } = target;
	const existing = await findDriftIssue(octokit, target);
	if (existing === void 0) return void 0;
	await octokit.rest.issues.createComment({
		owner,
		repo,
		issue_number: existing,
		body: comment
	});
	await octokit.rest.issues.update({
		owner,
		repo,
		issue_number: existing,
		state: "closed",
		state_reason: "completed"
	});
	return existing;
}
// src/action/setIssue.ts
const NOT_ALLOWED$1 = /* @__PURE__ */ new Set([
	401,
	403,
	404
]);
async function keepSetIssue(access, check, key, state) {
	const marker = commentMarker(`${check};${key}`);
	try {
		const target = {
			owner: access.owner,
			repo: access.repo,
			marker,
			author: await access.identity()
		};
		if ("open" in state) {
			const body = state.open.body(GITHUB_COMMENT_LIMIT - marker.length - 1);
			const { number, created } = await upsertDriftIssue(access.octokit, target, {
				title: state.open.title.slice(0, 256),
				body
			});
			info(`${created ? "Opened" : "Updated"} ${check} issue #${number}`);
			return number;
		}
		const closed = await closeDriftIssue(access.octokit, target, state.closing);
		if (closed !== void 0) info(`Closed ${check} issue #${closed}: the problem is gone`);
		return closed;
	} catch (error) {
		const status = httpStatusOf(error);
		if (status === void 0) throw error;
		const answer = `could not update the ${check} issue: ${describeApiError(error)}`;
		if (!NOT_ALLOWED$1.has(status)) throw new UserError(answer, {
			hint: "the job summary has the report; re-run the job to update the issue",
			cause: error
		});
		warnUntrusted(`${answer}. Give the workflow permission (permissions: issues: write); the job summary has the report`);
		return;
	}
}
function setIssueOutput(number) {
	if (number !== void 0) setOutput("issue-number", number);
}
// src/action/driftReport.ts
const DRIFT_TITLE = "ApplySet drift";
async function reportDrift(step, drifts, context, one) {
	const drifted = drifts.filter((drift) => hasDrifted(drift.outcome));
	setOutput("drifted", String(drifted.length > 0));
	for (const { target, outcome } of drifts) logUntrusted(`${one ? "" : `[${target.name}] `}${driftLine(outcome)}`);
	const issues = /* @__PURE__ */ new Map();
	const { access, inputs } = step;
	if (access) {
		for (const { target, outcome, cluster } of drifts) {
			const key = targetSetKey(target, {
				context: target.context ?? inputs.engine.context,
				title: inputs.title,
				cluster: cluster?.key
			});
			const issue = await keepDriftIssue(access, outcome, {
				...context,
				cluster: cluster?.name
			}, key);
			if (issue !== void 0) issues.set(target.name, issue);
		}
		if (drifts.length === 1) setIssueOutput(issues.get(drifts[0].target.name));
	}
	if (drifted.length > 0 && inputs.failOnFinding) failUntrusted(`the cluster has drifted from the manifests of ${drifted.map(({ outcome }) => `ApplySet ${describeParent(outcome)}: ${formatCounts(outcome.summary, "preview")}`).join("; ")} (fail-on-finding is set)`);
	return issues;
}
async function keepDriftIssue(access, doc, context, key) {
	const drifted = hasDrifted(doc);
	const closing = [
		`### No drift any more: ${formatCounts(doc.summary, "preview")}`,
		"The cluster matches the manifests again.",
		footer(context)
	].filter(Boolean).join("\n\n");
	return keepSetIssue(access, "drift", key, drifted ? { open: {
		title: issueTitle(doc, context.title),
		body: (maxLength) => renderMarkdown(doc, {
			...context,
			maxLength
		})
	} } : { closing });
}
function issueTitle(doc, title) {
	const { create, update, prune } = doc.summary;
	return `${title ?? "ApplySet drift"}: ${describeParent(doc)}: ${create} to create, ${update} to update, ${prune} to prune`.slice(0, 256);
}
// src/github/issueLabels.ts
async function syncLabels(octokit, target, labels) {
	const issue = {
		owner: target.owner,
		repo: target.repo,
		issue_number: target.issueNumber
	};
	const current = new Set((await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
		...issue,
		per_page: 100
	})).map((label) => label.name));
	const added = labels.wanted.filter((name) => !current.has(name));
	const removed = labels.managed.filter((name) => current.has(name) && !labels.wanted.includes(name));
	if (added.length > 0) await octokit.rest.issues.addLabels({
		...issue,
		labels: added
	});
	for (const name of removed) try {
		await octokit.rest.issues.removeLabel({
			...issue,
			name
		});
	} catch (error) {
		if (httpStatusOf(error) !== 404) throw error;
	}
	return {
		added,
		removed
	};
}
// src/action/previewLabels.ts
const PREVIEW_LABELS = {
	noChanges: "applyset:no-changes",
	willPrune: "applyset:will-prune",
	destructive: "applyset:destructive"
};
function previewLabels(docs) {
	const labels = [];
	if (!docs.some((doc) => changesCluster(doc.summary))) labels.push(PREVIEW_LABELS.noChanges);
	if (docs.some((doc) => doc.summary.prune > 0)) labels.push(PREVIEW_LABELS.willPrune);
	if (docs.some((doc) => doc.objects.some((obj) => obj.action === "prune" && obj.destroys !== void 0))) labels.push(PREVIEW_LABELS.destructive);
	return labels;
}
async function labelPullRequest(access, pullRequest, docs) {
	try {
		const wanted = previewLabels(docs);
		const { added, removed } = await syncLabels(access.octokit, {
			owner: access.owner,
			repo: access.repo,
			issueNumber: pullRequest
		}, {
			managed: Object.values(PREVIEW_LABELS),
			wanted
		});
		if (added.length + removed.length > 0) info(`Labels of pull request #${pullRequest}: ${[...added.map((l) => `+${l}`), ...removed.map((l) => `-${l}`)].join(" ")}`);
	} catch (error) {
		warnUntrusted(`could not label pull request #${pullRequest}: ${describeApiError(error)}. Give the workflow permission to label (permissions: pull-requests: write), or set labels: false`);
	}
}
// src/targets/planDocument.ts
const SELECTION_FILE = "selection.json";
async function writePlanDocument(dir, doc) {
	await mkdir(dir, { recursive: true });
	const name = doc.kind === "applyset-action/targets-selection" ? SELECTION_FILE : `targets-${createHash("sha256").update(doc.targets.map((t) => t.name).join("\n")).digest("hex").slice(0, 16)}.json`;
	const file = join(dir, name);
	await writeFile(file, `${JSON.stringify(doc)}\n`);
	return file;
}
// src/action/planDocumentOutput.ts
function handsReportOn(spec, step) {
	if (step.inputs.planDocuments === void 0) return false;
	if (spec.name === "preview" && step.targets.source.kind === "file") return true;
	warning(`plan-documents is for the previews of a targets file's matrix; this ${spec.name}${step.targets.source.kind === "set" ? " of one set" : ""} reports as it would without it`);
	return false;
}
async function writeTargetsPlan(step, targets) {
	const { inputs, cluster, commitSha, targets: stepTargets } = step;
	if (stepTargets.source.kind !== "file" || inputs.planDocuments === void 0) return;
	const key = commentKey({
		kind: "file",
		title: inputs.title,
		cluster: cluster?.key,
		context: void 0,
		file: stepTargets.source.path,
		names: []
	});
	info(`wrote the plan document ${await writePlanDocument(inputs.planDocuments, {
		kind: "applyset-action/targets-plan",
		version: 1,
		commit: commitSha,
		key,
		...inputs.title ? { title: inputs.title } : {},
		targets: [...targets]
	})}; the report job posts the comment`);
}
// src/github/sourceLinks.ts
function sourceLinker(location) {
	const [owner = "", repo = ""] = location.repository.split("/");
	const base = `${location.serverUrl.replace(/\/+$/, "")}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/blob/${encodeURIComponent(location.sha)}`;
	return (source) => {
		const match = /^(.*):(\d+)$/s.exec(source);
		if (!match) return void 0;
		const [, file = "", line = ""] = match;
		const path = relative$1(location.workspace, resolve$1(location.cwd, file));
		if (path === "" || path.startsWith("..") || isAbsolute$1(path)) return void 0;
		return `${base}/${path.split(sep$1).map(encodeURIComponent).join("/")}#L${line}`;
	};
}
// src/action/runLinks.ts
function runUrl(runner) {
	if (!runner.repository || !runner.run) return void 0;
	return `${runner.serverUrl}/${runner.repository.owner}/${runner.repository.repo}/actions/runs/${runner.run.id}`;
}
function attemptUrlOf(runner) {
	const url = runUrl(runner);
	return url && `${url}${runner.run?.attempt ? `/attempts/${runner.run.attempt}` : ""}`;
}
function holderOf(runner) {
	const url = attemptUrlOf(runner);
	return url && `${url} (${defaultHolder()})`;
}
function sourceLinkFor(runner, sha) {
	if (!runner.repository || !sha) return void 0;
	const repository = `${runner.repository.owner}/${runner.repository.repo}`;
	return sourceLinker({
		serverUrl: runner.serverUrl,
		repository,
		sha,
		workspace: runner.workspace,
		cwd: runner.cwd
	});
}
// src/action/pullRequestComment.ts
const NOT_ALLOWED = /* @__PURE__ */ new Set([
	401,
	403,
	404
]);
function commentWriter(access) {
	if (!access) {
		warning("github-token is empty, so no comment is posted on the pull request; the job summary has the report");
		return;
	}
	const write = async (pullRequest, key, pages, create) => {
		try {
			return (await upsertPagedComments(access.octokit, {
				owner: access.owner,
				repo: access.repo,
				issueNumber: pullRequest
			}, {
				key,
				author: await access.identity(),
				pages,
				create
			}))[0];
		} catch (error) {
			const status = httpStatusOf(error);
			if (status === void 0) throw error;
			const what = NOT_ALLOWED.has(status) ? "Give the workflow permission to comment (permissions: pull-requests: write), or set comment: never" : "Re-run the job to post the comment";
			warnUntrusted(`could not comment on pull request #${pullRequest}: ${describeApiError(error)}. ${what}; the job summary has the report`);
			return;
		}
	};
	return {
		repository: `${access.owner}/${access.repo}`,
		write
	};
}
// src/action/runComment.ts
async function postRunComment(step, run) {
	const { inputs, access, key } = step;
	if (inputs.comment === "never") return;
	const destinations = destinationsOf(step, run.found);
	if (destinations.length === 0) return;
	const writer = commentWriter(access);
	if (!writer) return;
	const commentKey = run.found?.layout === "file" && run.found.lookup.kind === "pull-requests" ? `${key};deploy` : key;
	const signing = inputs.reviewKey !== void 0 && run.doc.mode === "preview" && run.found === void 0 && step.targets.source.kind === "set" ? inputs.reviewKey : void 0;
	const room = roomBelowMarker(commentMarker(commentKey)) - (signing ? SIGNATURE_ROOM : 0);
	let first;
	for (const { number, kept } of destinations) {
		const written = runCommentPages(run.doc, run.preface, run.context, {
			room,
			quiet: run.quiet,
			kept,
			fullReportHint: fullReportHint(step)
		});
		const subject = {
			repository: writer.repository,
			pullRequest: number,
			key: commentKey
		};
		const pages = signing ? written.map((page, index) => index === 0 ? signPage(page, (line) => readFingerprintLine(line) !== void 0, subject, signing) : page) : written;
		const id = await writer.write(number, commentKey, pages, !run.quiet);
		first ??= id;
	}
	if (first !== void 0) setOutput("comment-id", first);
}
function destinationsOf(step, found) {
	if (found?.lookup.kind === "pull-requests") {
		if (found.layout === "set") return found.lookup.reviews.map((review) => ({
			number: review.number,
			kept: keptReview(review)
		}));
		return found.lookup.reviews.map((review) => ({
			number: review.number,
			kept: void 0
		}));
	}
	return step.pullRequest ? [{
		number: step.pullRequest.number,
		kept: void 0
	}] : [];
}
function fullReportHint(step) {
	if (!step.runner.hasJobSummary) return void 0;
	const url = runUrl(step.runner);
	return url ? `The full report is in the [job summary](<${url}>).` : "The full report is in the job summary.";
}
// src/action/reportRun.ts
const RUNNER_REACH_HINT = "GitHub-hosted runners reach only public addresses: for a private cluster, run this job on a self-hosted runner in the cluster's network, or give the cluster a public endpoint that allows GitHub's runners (authorized networks)";
async function reportRun(report) {
	const { spec, step } = report;
	if ("error" in report.ran) return reportFailure(spec, step, report.ran.error);
	const { secrets, targets, inputs } = step;
	const layout = targets.source.kind;
	const { results, clusters } = report.ran;
	const failures = new Map(results.flatMap((result) => "error" in result ? [[result.target.name, secrets.deep(describeFailure(result.error))]] : []));
	const outcomeOf = (result) => "outcome" in result ? result.outcome : reportedError(result.error).outcome;
	const reasons = new Map(targets.selection.run.map((r) => [r.target.name, r.reason]));
	const found = report.review?.found;
	const doc = secrets.deep({
		layout,
		mode: spec.engine,
		targets: results.map((result) => ({
			name: result.target.name,
			cluster: clusters.get(result.target.name)?.name,
			reason: layout === "file" ? reasons.get(result.target.name) ?? "" : "",
			outcome: outcomeOf(result),
			error: failures.get(result.target.name)?.shown,
			review: layout === "file" ? targetReviewNote(report.review, result.target.name) : void 0
		})),
		skipped: targets.selection.skipped.map((s) => ({
			name: s.target.name,
			reason: s.reason
		}))
	});
	await logResults(report, doc, failures);
	setOutput("mode", spec.name);
	const only = doc.targets.length === 1 ? doc.targets[0] : void 0;
	if (only?.outcome) await setDocumentOutputs(only.outcome, step.runner.tempDir, spec.name, failures.get(only.name)?.cause);
	const issues = /* @__PURE__ */ new Map();
	const setTargetsOutput = () => setOutput("targets", JSON.stringify(doc.targets.map((t) => ({
		target: t.name,
		...t.outcome ? { summary: t.outcome.summary } : {},
		...t.error !== void 0 ? { error: t.error } : {},
		...issues.has(t.name) ? { issue: issues.get(t.name) } : {}
	}))));
	if (layout === "file") setTargetsOutput();
	failStep(layout, [...failures].map(([name, failure]) => ({
		name,
		failure
	})), results.length);
	const context = reportContext(spec, step);
	const preface = prefaceOf(report);
	if (step.runner.hasJobSummary && spec.reports.summary) await writeJobSummary(runSummary(doc, preface, context));
	if (handsReportOn(spec, step)) return writeTargetsPlan(step, doc.targets);
	await commentAndLabel(step, {
		doc,
		preface,
		context,
		found
	}, spec.reports);
	if (spec.reports.issue) {
		const drifts = results.flatMap((result) => "outcome" in result ? [{
			target: result.target,
			outcome: secrets.deep(result.outcome),
			cluster: clusters.get(result.target.name)
		}] : []);
		const title = inputs.title ?? spec.title;
		const kept = await reportDrift(step, drifts, {
			...context,
			...title ? { title } : {}
		}, layout === "set");
		for (const [name, issue] of kept) issues.set(name, issue);
		if (layout === "file") setTargetsOutput();
	}
}
async function commentAndLabel(step, run, reports) {
	const { doc } = run;
	const failed = doc.targets.some((t) => t.error !== void 0);
	const quiet = step.inputs.comment === "on-change" && !failed && doc.targets.every((t) => t.outcome !== void 0 && !changesCluster(t.outcome.summary));
	if (reports.comment) await postRunComment(step, {
		...run,
		quiet
	});
	if (reports.labels && step.inputs.labelPullRequest && step.pullRequest && step.access && !failed) await labelPullRequest(step.access, step.pullRequest.number, doc.targets.flatMap((t) => t.outcome ? [t.outcome] : []));
}
async function logResults(report, doc, failures) {
	const { spec } = report;
	for (const target of doc.targets) {
		const failure = failures.get(target.name);
		const label = doc.layout === "file" ? `[${target.name}] ` : "";
		if (doc.layout === "file") await group(commandMessage(`${spec.name} of target ${target.name}`), async () => logUntrusted(target.outcome ? renderText(target.outcome) : failure?.message ?? ""));
		else if (target.outcome && failure) {
			const { outcome } = target;
			await group(spec.engine === "apply" ? "What the apply did before it failed" : "The plan", async () => logUntrusted(renderText(outcome)));
		} else if (target.outcome) logUntrusted(renderText(target.outcome).split("\n").at(-1) ?? "");
		if (target.outcome) for (const line of serverWarningLines(target.outcome)) warnUntrusted(`${label}${line}`);
	}
	for (const failure of failures.values()) await logStack(failure);
}
async function logStack(failure) {
	if (!failure.expected && failure.stack) await group("Where the unexpected error happened", async () => logUntrusted(failure.stack ?? ""));
}
async function reportFailure(spec, step, error) {
	const failure = step.secrets.deep(describeFailure(error));
	await logStack(failure);
	setOutput("mode", spec.name);
	failStep(step.targets.source.kind, [{
		name: "",
		failure
	}], 0);
	const doc = {
		layout: step.targets.source.kind,
		mode: spec.engine ?? "preview",
		targets: [],
		skipped: [],
		error: failure.shown
	};
	const context = {
		...reportContext(spec, step),
		title: step.inputs.title ?? spec.title ?? `ApplySet ${spec.name}`
	};
	if (step.runner.hasJobSummary && spec.reports.summary) await writeJobSummary(runSummary(doc, "", context));
	if (handsReportOn(spec, step)) return writeTargetsPlan(step, step.targets.selection.run.map((r) => ({
		name: r.target.name,
		reason: r.reason,
		outcome: void 0,
		error: failure.shown
	})));
	if (spec.reports.comment) await postRunComment(step, {
		doc,
		preface: "",
		context,
		quiet: false,
		found: void 0
	});
}
function failStep(layout, failed, ran) {
	const [first] = failed;
	if (!first) return;
	const says = (failure) => failure.expected ? failure.message : `applyset-action failed unexpectedly (a bug, please report it): ${failure.message}`;
	if (layout === "set" || ran === 0) failUntrusted(says(first.failure));
	else failUntrusted(`${failed.length} of ${ran} targets failed: ${failed.map(({ name, failure }) => `${name}: ${says(failure)}`).join("; ")}`);
}
function describeFailure(error) {
	if (error instanceof ClusterAccessError && error.kind === "unreachable") {
		const message = error.withHint(`${error.hint ?? ""}. ${RUNNER_REACH_HINT}`).describe();
		return {
			message,
			shown: message,
			expected: true
		};
	}
	const { message, expected, outcome, document, stack } = reportedError(error);
	return {
		message,
		shown: expected ? message : "applyset-action failed unexpectedly (a bug, please report it); the workflow run's log has the error.",
		expected,
		...outcome ? { cause: document } : {},
		stack
	};
}
function targetReviewNote(review, name) {
	const verdict = review?.verdicts.get(name);
	return verdict && {
		flag: verdictFlag(verdict),
		caution: targetVerdictCaution(verdict)
	};
}
function prefaceOf(report) {
	if (report.step.targets.source.kind !== "set") return "";
	const verdict = [...report.review?.verdicts.values() ?? []][0];
	const preface = report.step.secrets.text(verdict ? verdictCaution(verdict) : "");
	return preface === "" ? "" : `${preface}\n\n`;
}
function reportContext(spec, step) {
	const { runner, inputs, commitSha, cluster, targets } = step;
	const one = targets.source.kind === "set";
	return {
		title: inputs.title ?? (one ? spec.title : void 0),
		commitSha: commitSha || void 0,
		runUrl: runUrl(runner),
		sourceLink: sourceLinkFor(runner, commitSha),
		...one ? { cluster: cluster?.name } : {}
	};
}
// src/targets/eventSelection.ts
const NO_COMMIT = /^0+$/;
async function selectForEvent(file, targets, options) {
	if (options.named) return allTargets(targets, "named in the only-targets input");
	if (options.changedOnly === "false") return allTargets(targets, "changed-only is false");
	const range = changeRange(options.event);
	if ("none" in range) return allTargets(targets, range.none);
	return changedTargets(file, targets, range, options.cwd, options.environment, options.stepHelm);
}
function changeRange(event) {
	const { eventName, payload } = event;
	if (eventName === "pull_request" || eventName === "pull_request_target") {
		const sha = field(field(field(payload, "pull_request"), "base"), "sha");
		return typeof sha === "string" && sha !== "" ? {
			from: sha,
			to: "HEAD",
			sinceMergeBase: true
		} : { none: "the event names no base commit" };
	}
	if (eventName === "push") {
		const before = field(payload, "before");
		const after = field(payload, "after");
		if (typeof before !== "string" || before === "" || NO_COMMIT.test(before)) return { none: "the push created the branch: there is no earlier commit to compare with" };
		return {
			from: before,
			to: typeof after === "string" && after !== "" && !NO_COMMIT.test(after) ? after : "HEAD",
			sinceMergeBase: false
		};
	}
	return { none: `every target is checked on the ${eventName || "unknown"} event` };
}
function field(value, key) {
	return isRecord(value) ? value[key] : void 0;
}
// src/action/stepTargets.ts
function targetsFileOf(inputs, cwd) {
	if (inputs.targets.file) return inputs.targets.file;
	if (inputs.engine.applyset) return void 0;
	return existsSync$1(path.resolve(cwd, ".github/applysets.yaml")) ? DEFAULT_TARGETS_FILE : void 0;
}
async function readStepTargets(inputs, runner) {
	const file = targetsFileOf(inputs, runner.cwd);
	if (file === void 0) return {
		source: { kind: "set" },
		named: 1,
		selection: allTargets([oneSetTarget(inputs.engine.applyset ?? "", inputs.engine.namespace || void 0, inputs.engine.context || void 0)], "")
	};
	const read = await readTargetsFile(file, runner.cwd);
	const named = selectTargets(read, inputs.targets.names);
	const selection = await selectForEvent(read, named, {
		named: inputs.targets.names.length > 0,
		changedOnly: inputs.targets.changedOnly,
		event: runner,
		cwd: runner.cwd,
		environment: runner.environment,
		stepHelm: inputs.engine.helm ?? ""
	});
	setOutput("matrix", JSON.stringify(selection.run.map((r) => r.target.name)));
	setOutput("skipped-targets", JSON.stringify(selection.skipped.map((s) => s.target.name)));
	for (const { target, reason } of selection.skipped) logUntrusted(`skipped target ${target.name}: ${reason}`);
	for (const { target, reason } of selection.run) logUntrusted(`target ${target.name}: ${reason}`);
	return {
		source: {
			kind: "file",
			path: file,
			file: read,
			names: inputs.targets.names
		},
		named: named.length,
		selection
	};
}
function plannedTargets(targets, inputs, kubeconfigs, cwd, environment) {
	const { source } = targets;
	const chosen = targets.selection.run.map((r) => r.target);
	const options = source.kind === "set" ? chosen.map((target) => ({
		target,
		options: parseOptions(inputs, cwd, environment)
	})) : targetOptions(source.file, chosen, inputs, cwd, environment);
	const kubeconfig = chosen.some((target) => !target.kubeconfigEnv) ? kubeconfigs.step() : void 0;
	const planned = options.map((p) => ({
		...p,
		options: {
			...p.options,
			kubeconfig
		}
	}));
	if (source.kind === "set") return planned;
	return withTargetKubeconfigs(source.file.file, planned, kubeconfigs.read, kubeconfigs.accept);
}
// src/action/modes/setComment.ts
function commentOf(step) {
	const { inputs, pullRequest, key } = step;
	if (!pullRequest || inputs.comment === "never") return void 0;
	const writer = commentWriter(step.access);
	if (!writer) return void 0;
	return {
		maxLength: roomBelowMarker(commentMarker(key)),
		manner: inputs.comment,
		post: (body, create) => writer.write(pullRequest.number, key, [body], create)
	};
}
export { refHash as A, setSkippedOutputs as B, warnUntrusted as C, verifySignature as D, readActionComment as E, describeApiError as F, notice as G, getInput as H, httpStatusOf as I, warning as J, setOutput as K, commentKey as L, setDigest as M, listOwnPages as N, diffHash as O, commentMarker as P, targetSetKey as R, logUntrusted as S, describeUnreviewedChange as T, group as U, clusterIdentity as V, info as W, JOB_SUMMARY_LIMIT_BYTES as _, commentAndLabel as a, commandMessage as b, attemptUrlOf as c, sourceLinkFor as d, writePlanDocument as f, runSummary as g, setIssueOutput as h, changeRange as i, reviewedObjects as j, planDigest as k, holderOf as l, keepSetIssue as m, plannedTargets as n, reportFailure as o, DRIFT_TITLE as p, setSecret as q, readStepTargets as r, reportRun as s, commentOf as t, runUrl as u, fitInBytes as v, readTargetFingerprints as w, failUntrusted as x, writeJobSummary as y, DOCUMENT_OUTPUTS as z };
