import { r as INPUT_TABLE } from "./BtfjB0hA.js";
// src/cli/runFlags.ts
const RUN_OUTPUTS = [
	"text",
	"json",
	"markdown"
];
const inputNames = Object.keys(INPUT_TABLE);
const flagsOf = (name) => INPUT_TABLE[name].flags ?? {};
const OWN_FLAGS = {
	"targets-file": {
		type: "string",
		value: "<file>",
		completes: "file",
		help: "run every target a targets file lists (name, manifests, applyset,\nnamespace, context, options) instead of one set; the other flags\napply to each target unless the target sets them"
	},
	"only-target": {
		type: "string",
		multiple: true,
		value: "<name>",
		help: "only this target of --targets-file; repeatable"
	},
	"changed-since": {
		type: "string",
		value: "<ref>",
		help: "only the targets of --targets-file whose files (manifests, the kustomize\nbases, components and patches they use, their entry) changed since\nwhere HEAD and this commit or branch parted, e.g. origin/main"
	},
	output: {
		type: "string",
		short: "o",
		value: "<format>",
		completes: RUN_OUTPUTS,
		help: "text (default), json or markdown"
	},
	debug: {
		type: "boolean",
		help: "print a failure with what caused it (error codes, stacks)"
	},
	help: {
		type: "boolean",
		short: "h",
		help: "this text"
	},
	version: {
		type: "boolean",
		help: "the version, alone (e.g. 1.0.0)"
	}
};
const RUN_FLAGS = Object.assign({}, ...inputNames.map(flagsOf), OWN_FLAGS);
function runFlagsOf(names) {
	return Object.fromEntries(names.map((name) => [name, RUN_FLAGS[name]]));
}
const APPLY_ONLY = inputNames.flatMap((name) => INPUT_TABLE[name].applyOnly ? Object.keys(flagsOf(name)) : []);
const PREVIEW_FLAGS = Object.fromEntries(Object.entries(RUN_FLAGS).filter(([name]) => !APPLY_ONLY.includes(name)));
const FLAG_OF_INPUT = new Map(inputNames.flatMap((name) => {
	const [flag] = Object.keys(flagsOf(name));
	return flag === void 0 || flag === name ? [] : [[name, flag]];
}));
function inputOfFlags(name, values) {
	const spec = INPUT_TABLE[name];
	if (spec.fromFlags) return spec.fromFlags(values);
	const [flag] = Object.keys(spec.flags ?? {});
	const value = flag === void 0 ? void 0 : values[flag];
	if (value === void 0) return void 0;
	return Array.isArray(value) ? value.join(",") : String(value);
}
const flagFor = (input, value) => {
	if (input === "helm") return `--helm-${value ?? "release"}`;
	const flag = FLAG_OF_INPUT.get(input) ?? input;
	const onOff = RUN_FLAGS[flag]?.type === "boolean";
	if (value === void 0 || onOff && value !== "false") return `--${flag}`;
	return onOff ? `--${flag}=false` : `--${flag} ${value}`;
};
function flagOfInputName(name) {
	const flag = FLAG_OF_INPUT.get(name);
	return flag === void 0 ? void 0 : `--${flag}`;
}
const RENAMED_FLAGS = {
	concurrency: "max-requests-in-flight",
	targets: "targets-file",
	target: "only-target"
};
export { flagFor as a, runFlagsOf as c, RUN_OUTPUTS as i, RENAMED_FLAGS as n, flagOfInputName as o, RUN_FLAGS as r, inputOfFlags as s, PREVIEW_FLAGS as t };
