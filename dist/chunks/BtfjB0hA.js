import { n as parseParentRef } from "./B9QzLz5r.js";
import { t as UserError } from "./BSV1T608.js";
import { n as parseDuration } from "./CHwhpqd5.js";
import { t as parsePublicKey } from "./C1XAWTdH.js";
import { a as PRUNE_TIMINGS, c as destructiveConsent, i as PROPAGATION_POLICIES, s as DESTRUCTIVE_KINDS } from "./CEG-cXAi.js";
import { f as load, o as YAMLException, t as CORE_SCHEMA, u as dump } from "./_8YRro0u.js";
import { c as closestNames, r as parseIgnoreDifferences } from "./D8fumXJr.js";
import { t as isRecord } from "./BZb2VPEQ.js";
// src/options/imageOverrides.ts
function parseImageOverrides(text, input, errors) {
	const overrides = [];
	text.split("\n").forEach((raw, index) => {
		const line = raw.trim();
		if (line === "") return;
		const where = `${input} line ${index + 1} ("${line}")`;
		const equals = line.indexOf("=");
		const name = line.slice(0, equals).trim();
		const image = line.slice(equals + 1).trim();
		if (equals < 0) errors.push(new UserError(`${where} has no "=": write NAME=IMAGE`, { hint: EXAMPLE$1 }));
		else if (name === "" || image === "") errors.push(new UserError(`${where} needs an image name before "=" and the image to run after it`, { hint: EXAMPLE$1 }));
		else if (imageName(name) !== name) errors.push(new UserError(`${where}: the name before "=" is matched without tag or digest, so it may not carry one`, { hint: EXAMPLE$1 }));
		else if (/\s/.test(image)) errors.push(new UserError(`${where}: an image has no spaces`, { hint: EXAMPLE$1 }));
		else if (overrides.some((o) => o.name === name)) errors.push(new UserError(`${where} sets ${name} a second time`));
		else overrides.push({
			name,
			image
		});
	});
	return overrides;
}
const EXAMPLE$1 = "e.g. ghcr.io/acme/web=ghcr.io/acme/web:1a2b3c4 sets the image of every container that runs ghcr.io/acme/web, whatever its tag";
function imageName(image) {
	const withoutDigest = image.split("@")[0] ?? "";
	const tagAt = withoutDigest.lastIndexOf(":");
	return tagAt > withoutDigest.lastIndexOf("/") ? withoutDigest.slice(0, tagAt) : withoutDigest;
}
// src/options/inputSpec.ts
function input(spec) {
	return spec;
}
// src/options/inputParsers.ts
const NAMESPACE_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const KIND_PATTERN = /^[A-Za-z][A-Za-z0-9]*(\.[a-z0-9]([-a-z0-9.]*[a-z0-9])?)?$/;
const asGiven = (text) => text;
const onOff = (text = "", input) => {
	const value = text.toLowerCase();
	if (value === "true" || value === "false") return value === "true";
	input.errors.push(new UserError(`${input.name} must be true or false, not "${input.raw}"`));
	return false;
};
function wholeNumber(min, max) {
	return (text, input) => {
		if (text === void 0) return void 0;
		const n = Number(text);
		if (Number.isInteger(n) && n >= min && n <= max) return n;
		input.errors.push(new UserError(`${input.name} must be a whole number from ${min} to ${max}, not "${text}"`));
	};
}
function oneOf(values) {
	const said = `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
	return (text = "", input) => {
		if (values.includes(text)) return text;
		input.errors.push(new UserError(`${input.name} must be ${said}, not "${text}"`));
	};
}
const seconds = (text = "", input) => {
	const ms = parseDuration(text);
	if (ms !== void 0) return ms / 1e3;
	input.errors.push(new UserError(`${input.name} must be a duration such as 90s, 5m or 1h (or whole seconds), not "${text}"`));
	return 0;
};
const positiveMilliseconds = (text = "", input) => {
	const ms = parseDuration(text);
	if (ms !== void 0 && ms > 0) return ms;
	input.errors.push(new UserError(`${input.name} must be a duration such as 90s, 5m or 1h30m, not "${text}"`));
	return 0;
};
const pathList = (text = "", input) => {
	const paths = text.split("\n").map((s) => s.trim()).filter((s) => s !== "");
	if (paths.length > 0) return paths;
	input.errors.push(new UserError("no manifests given", { hint: `name the files, directories or globs to deploy in ${input.name}` }));
	return [];
};
const namespaceName = (text, input) => {
	if (text !== void 0 && (!NAMESPACE_PATTERN.test(text) || text.length > 63)) input.errors.push(new UserError(`${input.name} "${text}" is not a valid namespace name`, { hint: "use lowercase letters, digits and dashes" }));
	return text;
};
const kindList = (text = "", input) => {
	const kinds = text.split(/[\s,]+/).filter((kind) => kind !== "");
	for (const kind of kinds.filter((k) => !KIND_PATTERN.test(k))) input.errors.push(new UserError(`${input.name}: "${kind}" is not a kind`, { hint: "name kinds as in the manifests' kind field, e.g. Job, or with their group, e.g. Job.batch; separate them with commas or new lines" }));
	return kinds;
};
const parentRef = (text, input) => {
	if (!text) {
		input.errors.push(new UserError("no ApplySet parent given", { hint: `name the parent object in ${input.name}, e.g. my-app for a Secret named my-app` }));
		return;
	}
	try {
		return parseParentRef(text);
	} catch (error) {
		if (!(error instanceof UserError)) throw error;
		input.errors.push(error);
		return;
	}
};
const FIELD_MANAGER_PATTERN = /^[\x21-\x7e]{1,128}$/;
const fieldManagerName = (text = "", input) => {
	if (!FIELD_MANAGER_PATTERN.test(text)) input.errors.push(new UserError(`${input.name} "${text}" is not valid`, { hint: "use 1 to 128 printable characters without spaces" }));
	return text;
};
const publicKeys = (text = "", input) => {
	const keys = text.split(/[\s,]+/).filter((key) => key !== "");
	if (keys.some((key) => !parsePublicKey(key))) input.errors.push(new UserError(`${input.name} holds a value that is not an Ed25519 public key (43 characters of base64url)`, { hint: "give the 43 characters of the key a deploy's log names (Signed the plan record's public copy for previews with plan-record-key ...)" }));
	return keys;
};
// src/options/applyInputs.ts
const APPLY_INPUTS = {
	wait: input({
		option: "wait",
		default: "true",
		tier: "Advanced",
		perTarget: true,
		applyOnly: true,
		flags: { wait: {
			type: "boolean",
			shown: "--wait=false",
			help: "apply without waiting until the objects are ready"
		} },
		parse: onOff
	}),
	timeout: input({
		option: "waitTimeoutMs",
		default: "5m",
		tier: "Advanced",
		perTarget: true,
		applyOnly: true,
		flags: { timeout: {
			type: "string",
			value: "<duration>",
			help: "how long an apply waits for its objects, e.g. 90s, 5m (default 5m)"
		} },
		parse: positiveMilliseconds
	}),
	"wait-prunes": input({
		option: "waitForPrunes",
		default: "true",
		tier: "Prune guards",
		perTarget: true,
		applyOnly: true,
		flags: { "wait-prunes": {
			type: "boolean",
			shown: "--wait-prunes=false",
			help: "do not wait until pruned objects are gone"
		} },
		parse: onOff
	}),
	"prune-timing": input({
		option: "pruneTiming",
		default: "after-healthy",
		tier: "Prune guards",
		perTarget: true,
		applyOnly: true,
		flags: { "prune-timing": {
			type: "string",
			value: "<when>",
			completes: PRUNE_TIMINGS,
			help: "after-healthy (default): prune once what was applied is ready,\nand prune nothing when it fails; with-apply: prune right after applying"
		} },
		parse: oneOf(PRUNE_TIMINGS)
	}),
	lock: input({
		option: "lock",
		default: "true",
		tier: "Advanced",
		perTarget: true,
		applyOnly: true,
		flags: { lock: {
			type: "boolean",
			shown: "--lock=false",
			help: "apply without taking the ApplySet's Lease (not recommended)"
		} },
		parse: onOff
	}),
	"lock-timeout": input({
		option: "lockTimeoutSeconds",
		default: "10m",
		tier: "Advanced",
		perTarget: true,
		applyOnly: true,
		flags: { "lock-timeout": {
			type: "string",
			value: "<duration>",
			help: "how long an apply waits for another run's Lease (default 10m)"
		} },
		parse: seconds
	}),
	"plan-record-copy": input({
		option: "planRecordCopy",
		default: "false",
		tier: "Advanced",
		perTarget: true,
		applyOnly: true,
		flags: { "plan-record-copy": {
			type: "boolean",
			help: "also write the record's public copy, signed with a key derived from\nthe credential, for previews given --plan-record-key"
		} },
		parse: onOff
	}),
	"log-termination-messages": input({
		option: "logTerminationMessages",
		default: "false",
		tier: "Advanced",
		perTarget: true,
		applyOnly: true,
		flags: { "log-termination-messages": {
			type: "boolean",
			help: "print a failed container's whole termination message (which\nmay hold the end of its log); by default only its first line"
		} },
		parse: onOff
	}),
	"rollback-on-failure": input({
		option: "rollbackOnFailure",
		default: "false",
		tier: "Advanced",
		perTarget: true,
		applyOnly: true,
		flags: { "rollback-on-failure": {
			type: "boolean",
			help: "when the rollout fails or times out, deploy again the last commit\nthe ApplySet's history records as healthy (read from a temporary\ngit worktree of the manifests' repository), then exit 1 all the same"
		} },
		parse: onOff
	})
};
// src/options/helmOptions.ts
const NO_HELM_OPTIONS = {
	release: void 0,
	values: [],
	set: [],
	tests: false
};
const KEYS = [
	"release",
	"values",
	"set",
	"tests"
];
const RELEASE_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const RELEASE_MAX = 53;
const EXAMPLE = "e.g.\nrelease: web\nvalues: [deploy/values-prod.yaml]\nset:\n  image.tag: 1.2.3";
function parseHelmOptions(text, name, errors) {
	const input = name();
	if (text.trim() === "") return NO_HELM_OPTIONS;
	let value;
	try {
		value = load(text, { schema: CORE_SCHEMA });
	} catch (error) {
		errors.push(new UserError(`${input} is not YAML: ${error instanceof YAMLException ? error.reason : String(error)}`, { hint: EXAMPLE }));
		return NO_HELM_OPTIONS;
	}
	if (!isRecord(value)) {
		errors.push(new UserError(`${input} must be a mapping of release, values, set and tests`, { hint: EXAMPLE }));
		return NO_HELM_OPTIONS;
	}
	for (const key of Object.keys(value).filter((found) => !KEYS.includes(found))) {
		const [meant] = closestNames(key, KEYS);
		errors.push(new UserError(`${input}: unknown key "${key}"`, { hint: meant ? `did you mean ${meant}?` : `${input} takes ${KEYS.join(", ")}` }));
	}
	return {
		release: release(value["release"], name("release"), errors),
		values: valuesFiles(value["values"], name("values"), errors),
		set: setValues(value["set"], name("set"), errors),
		tests: tests(value["tests"], name("tests"), errors)
	};
}
function tests(value, key, errors) {
	if (value === void 0 || value === null || typeof value === "boolean") return value === true;
	errors.push(new UserError(`${key} must be true or false`, { hint: "tests: true runs the charts' test hooks after the deploy, as helm test would" }));
	return false;
}
function release(value, key, errors) {
	if (value === void 0 || value === null) return void 0;
	const name = typeof value === "string" ? value.trim() : String(value);
	if (RELEASE_PATTERN.test(name) && name.length <= RELEASE_MAX) return name;
	errors.push(new UserError(`${key} "${name}" is not a valid Helm release name`, { hint: `use at most ${RELEASE_MAX} lowercase letters, digits, dashes and dots, starting and ending with a letter or digit` }));
}
function valuesFiles(value, key, errors) {
	if (value === void 0 || value === null) return [];
	const files = Array.isArray(value) ? value : [value];
	if (files.every((file) => typeof file === "string" && file.trim() !== "")) return files.map((file) => file.trim());
	errors.push(new UserError(`${key} must be a file or a list of files`, { hint: "values files are relative to the working directory, e.g. values: [deploy/values-prod.yaml]" }));
	return [];
}
function setValues(value, key, errors) {
	if (value === void 0 || value === null) return [];
	if (isRecord(value)) {
		const entries = Object.entries(value);
		const bad = entries.filter(([, item]) => item !== null && (typeof item === "object" || item === ""));
		if (bad.length === 0) return entries.map(([key, item]) => `${key}=${String(item).replace(/\\/g, "\\\\").replace(/,/g, "\\,")}`);
		errors.push(new UserError(`${key} ${bad.map(([entry]) => entry).join(", ")} must be ${bad.length === 1 ? "a single value" : "single values"}`, { hint: "set one key per line, with dots for nested keys: image.tag: 1.2.3; put lists and mappings in a values file" }));
		return [];
	}
	const items = Array.isArray(value) ? value : [value];
	if (items.every((item) => typeof item === "string" && /^[^=\s][^=]*=/.test(item))) return items;
	errors.push(new UserError(`${key} must be a mapping of keys to values, or a list of key=value`, { hint: "e.g. set: {image.tag: 1.2.3}, or set: [image.tag=1.2.3] in helm's --set syntax" }));
	return [];
}
// src/options/planInputs.ts
const PLAN_INPUTS = {
	"field-manager": input({
		option: "fieldManager",
		default: "applyset-action",
		tier: "Advanced",
		perTarget: true,
		flags: { "field-manager": {
			type: "string",
			value: "<name>",
			help: "server-side apply field manager (default applyset-action)"
		} },
		parse: fieldManagerName
	}),
	"force-conflicts": input({
		option: "forceConflicts",
		default: "false",
		tier: "Advanced",
		perTarget: true,
		flags: { "force-conflicts": {
			type: "boolean",
			help: "take ownership of fields other managers own"
		} },
		parse: onOff
	}),
	adopt: input({
		option: "adopt",
		default: "false",
		tier: "Advanced",
		perTarget: true,
		flags: { adopt: {
			type: "boolean",
			help: "take over an ApplySet written by another tool (e.g. kubectl)"
		} },
		parse: onOff
	}),
	replace: input({
		option: "replace",
		tier: "Advanced",
		perTarget: true,
		flags: { replace: {
			type: "string",
			multiple: true,
			value: "<kinds>",
			help: "kinds deleted and created again when the server refuses a change as\nimmutable (a Job's template, a Service's clusterIP), e.g. Job or\nJob.batch; comma-separated or repeated. One object opts in with the\nannotation applyset-action.github.io/replace: on-immutable-change"
		} },
		parse: kindList
	}),
	images: input({
		option: "images",
		default: "",
		tier: "Advanced",
		perTarget: true,
		flags: { image: {
			type: "string",
			multiple: true,
			value: "<name>=<image>",
			help: "run <image> in every container whose image, without its tag, is\n<name> (kustomize's images), e.g. ghcr.io/acme/web=ghcr.io/acme/web:1a2b3c4;\nrepeatable. Set before the plan, so the preview shows it as a diff"
		} },
		fromFlags: (values) => values.image?.join("\n"),
		parse: (_text, input) => parseImageOverrides(input.raw ?? "", input.name, input.errors)
	}),
	"ignore-differences": input({
		option: "ignoreDifferences",
		default: "",
		tier: "Advanced",
		perTarget: true,
		flags: { "ignore-differences": {
			type: "string",
			value: "<file>",
			completes: "file",
			help: "a YAML file of rules whose differences are neither applied nor shown\n(Argo CD's ignoreDifferences: kind, group, name, namespace, jsonPointers,\nfieldPaths, managedFieldsManagers), e.g. an HPA's /spec/replicas"
		} },
		parse: (_text, input) => parseIgnoreDifferences(input.raw ?? "", input.name, input.text("field-manager") ?? "", input.errors)
	}),
	helm: input({
		option: "helm",
		default: "",
		tier: "Advanced",
		perTarget: true,
		flags: {
			"helm-release": {
				type: "string",
				value: "<name>",
				help: "release name of the Helm charts among the manifests (directories\nwith a Chart.yaml, rendered by helm template); default the parent's name"
			},
			"helm-values": {
				type: "string",
				multiple: true,
				value: "<file>",
				completes: "file",
				help: "values file for the Helm charts (helm's --values); repeatable, later\nfiles win"
			},
			"helm-set": {
				type: "string",
				multiple: true,
				value: "<key=value>",
				help: "value for the Helm charts in helm's --set syntax, e.g. image.tag=1.2.3;\nrepeatable"
			},
			"helm-tests": {
				type: "boolean",
				help: "after an apply, run the Helm charts' test hooks (helm test's), as helm test\nwould; left out otherwise"
			}
		},
		fromFlags: ({ "helm-release": release, "helm-values": values, "helm-set": set, "helm-tests": tests }) => release === void 0 && values === void 0 && set === void 0 && tests === void 0 ? void 0 : dump({
			...release === void 0 ? {} : { release },
			...values ? { values } : {},
			...set ? { set } : {},
			...tests === void 0 ? {} : { tests }
		}),
		parse: (_text, input) => parseHelmOptions(input.raw ?? "", (key) => input.nameOf("helm", key), input.errors)
	}),
	"plan-cache": input({
		option: "planCache",
		default: "true",
		tier: "Advanced",
		perTarget: true,
		flags: { "plan-cache": {
			type: "boolean",
			shown: "--plan-cache=false",
			help: "dry-run every object, even those the record of the last apply\nknows unchanged (same manifest, same live version)"
		} },
		parse: onOff
	}),
	"plan-record-key": input({
		option: "planRecordKeys",
		tier: "Advanced",
		perTarget: false,
		flags: { "plan-record-key": {
			type: "string",
			value: "<key>",
			help: "a preview: skip the dry runs the deploy's signed public copy of\nthe record vouches for, when signed with this key (its log names it)"
		} },
		parse: publicKeys
	})
};
// src/options/pruneInputs.ts
const PRUNE_INPUTS = {
	prune: input({
		option: "prune",
		default: "true",
		tier: "Prune guards",
		perTarget: true,
		flags: { prune: {
			type: "boolean",
			shown: "--prune=false",
			help: "apply without pruning objects that left the manifests"
		} },
		parse: onOff
	}),
	"max-prunes": input({
		option: "maxPrunes",
		tier: "Prune guards",
		perTarget: true,
		flags: { "max-prunes": {
			type: "string",
			value: "<n>",
			help: "refuse a run that would prune more than n objects"
		} },
		parse: wholeNumber(0, 1e6)
	}),
	"allow-destructive-prunes": input({
		option: "allowDestructivePrunes",
		default: "false",
		tier: "Prune guards",
		perTarget: true,
		flags: { "allow-destructive-prunes": {
			type: "string",
			optionalValue: true,
			shown: "--allow-destructive-prunes[=<kinds>]",
			completes: DESTRUCTIVE_KINDS,
			help: "allow prunes that take more with them: a Namespace (its contents),\na CRD (its custom resources), a PersistentVolumeClaim or PersistentVolume\n(their data); all four, or the kinds given (=Namespace,crd). Without it\nan apply that would prune one is refused before it writes anything"
		} },
		parse: (text = "", input) => destructiveConsent(text, input.name, input.errors)
	}),
	"allow-empty": input({
		option: "allowEmpty",
		default: "false",
		tier: "Prune guards",
		perTarget: true,
		flags: { "allow-empty": {
			type: "boolean",
			help: "allow an empty manifest set (prunes every member)"
		} },
		parse: onOff
	}),
	"propagation-policy": input({
		option: "propagationPolicy",
		default: "Background",
		tier: "Prune guards",
		perTarget: true,
		flags: { "propagation-policy": {
			type: "string",
			value: "<p>",
			completes: PROPAGATION_POLICIES,
			help: "Background (default), Foreground or Orphan, for pruned objects"
		} },
		parse: oneOf(PROPAGATION_POLICIES)
	})
};
// src/options/inputTable.ts
const INPUT_TABLE = {
	mode: input({
		option: "mode",
		default: "preview",
		perTarget: false,
		parse: oneOf(["preview", "apply"])
	}),
	applyset: input({
		option: "applyset",
		tier: "Every workflow",
		perTarget: false,
		flags: { applyset: {
			type: "string",
			value: "<parent>",
			help: "ApplySet parent: NAME (a Secret), secrets/NAME, configmaps/NAME,\nor RESOURCE[.VERSION].GROUP/NAME for a custom resource"
		} },
		parse: parentRef
	}),
	manifests: input({
		option: "manifests",
		tier: "Every workflow",
		perTarget: false,
		flags: { file: {
			type: "string",
			short: "f",
			multiple: true,
			value: "<path|glob>",
			completes: "file",
			help: "manifest file, directory or glob; repeatable. A directory with a\nkustomization.yaml is rendered by kustomize (or kubectl kustomize),\none with a Chart.yaml by helm template; both fetch what they name (remote\nbases, chart dependencies) from the network: give only what you trust"
		} },
		fromFlags: (values) => values.file?.join("\n"),
		parse: pathList
	}),
	namespace: input({
		option: "namespace",
		tier: "Every workflow",
		perTarget: false,
		flags: { namespace: {
			type: "string",
			short: "n",
			value: "<ns>",
			help: "namespace of the parent, and default for objects without one"
		} },
		parse: namespaceName
	}),
	"kubeconfig-path": input({
		option: "kubeconfigPath",
		perTarget: false,
		flags: { kubeconfig: {
			type: "string",
			value: "<path>",
			completes: "file",
			help: "kubeconfig file (default: KUBECONFIG, then ~/.kube/config)"
		} },
		parse: asGiven
	}),
	context: input({
		option: "context",
		tier: "Advanced",
		perTarget: false,
		flags: { context: {
			type: "string",
			value: "<name>",
			completes: "context",
			help: "kubeconfig context"
		} },
		parse: asGiven
	}),
	"max-requests-in-flight": input({
		option: "concurrency",
		default: String(64),
		tier: "Advanced",
		perTarget: false,
		flags: { "max-requests-in-flight": {
			type: "string",
			value: "<n>",
			help: "the most requests in flight at once (default 64; starts at 32, adapts to the server)"
		} },
		parse: wholeNumber(1, 256)
	}),
	"retry-timeout": input({
		option: "retryTimeoutSeconds",
		default: "2m",
		tier: "Advanced",
		perTarget: false,
		flags: { "retry-timeout": {
			type: "string",
			value: "<duration>",
			help: "how long requests are retried while the API server is\nunreachable or overloaded (default 2m)"
		} },
		parse: seconds
	}),
	"remote-bases": input({
		option: "remoteBases",
		default: "true",
		perTarget: false,
		parse: onOff
	}),
	...PLAN_INPUTS,
	...PRUNE_INPUTS,
	...APPLY_INPUTS
};
const names = Object.keys(INPUT_TABLE);
const ENGINE_INPUTS = names.filter((name) => INPUT_TABLE[name].tier !== void 0);
const TARGET_OPTIONS = names.filter((name) => INPUT_TABLE[name].perTarget);
const INPUT_DEFAULTS = Object.fromEntries(names.flatMap((name) => {
	const spec = INPUT_TABLE[name];
	return spec.default ? [[name, spec.default]] : [];
}));
export { parseHelmOptions as a, TARGET_OPTIONS as i, INPUT_DEFAULTS as n, imageName as o, INPUT_TABLE as r, ENGINE_INPUTS as t };
