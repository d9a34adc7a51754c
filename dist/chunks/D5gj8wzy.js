import { o as __toESM } from "./C1I3wEg2.js";
import { C as groupVersion, E as refKey, T as parseGroupKind, a as isBuiltInParentKind, b as describeRef, c as parentRef, d as ID_LABEL, f as LEGACY_GROUP_RESOURCES_ANNOTATION, h as PART_OF_LABEL, i as describeApplySet, m as PARENT_TYPE_LABEL, o as isParent, r as applySetOf, s as memberSelector, v as TOOLING_ANNOTATION, w as parseApiVersion, x as formatGroupKind, y as TOOL_NAME } from "./DeSzYmKF.js";
import { a as hintOr, i as errorMessage, n as UserErrors, t as UserError } from "./CQTrNy5W.js";
import { A as checkServerHint, C as isConflict, D as DEFAULT_LIMITS, E as isNotFound, M as deadlineError, P as inFlightTooLarge, S as CancelledError, T as isNamespaceMissing, _ as unauthorized, a as deleteObject, b as ApiError, d as CRD_RESOURCE, f as discover, g as targetOf, h as describeTarget, i as createObject, k as answerTooLarge, l as listObjects, m as ClusterAccessError, o as getObject, p as resourcePath, r as memberLists, s as listCollection, t as listMembers, u as serverSideApply, v as unreachable, x as ApiUnavailableError, y as limitConnect } from "./bFCFbmlj.js";
import { i as VERSION, r as resolveParentResource, t as builtInParentResource } from "./CEurmnNH.js";
import { a as recordedScope, o as splitList, p as isRecord } from "./BHOtmHJ4.js";
import { t as toolingOf } from "./CDhqFUqz.js";
import { i as init__builtin_http, r as http } from "./I_Ev77Ok.js";
import { a as DEFAULT_RETRY, c as retryDelayMs, l as transientNetworkCode, n as isCrd, o as describeProblem, s as isRetryableStatus, t as applyStage } from "./DtfoC32z.js";
import net from "node:net";
import tls from "node:tls";
import { gunzipSync, gzipSync } from "node:zlib";
import { createHash, createHmac, createSecretKey, hkdfSync, randomUUID, timingSafeEqual } from "node:crypto";
import fs, { existsSync, readFileSync } from "node:fs";
import path, { delimiter, join } from "node:path";
import https from "node:https";
import proc, { spawn } from "node:child_process";
import { URL as URL$1 } from "url";
import { hostname } from "node:os";
import { setTimeout as setTimeout$1 } from "node:timers/promises";
// node_modules/js-yaml/dist/js-yaml.mjs
init__builtin_http();
var NOT_RESOLVED = Symbol("NOT_RESOLVED");
function defineScalarTag(tagName, options) {
	return {
		tagName,
		nodeKind: "scalar",
		implicit: options.implicit ?? false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		implicitFirstChars: options.implicitFirstChars ?? null,
		resolve: options.resolve,
		identify: options.identify,
		represent: options.represent ?? ((data) => String(data)),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
function defineSequenceTag(tagName, options) {
	const carrierIsResult = options.finalize === void 0;
	return {
		tagName,
		nodeKind: "sequence",
		implicit: false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		create: options.create,
		addItem: options.addItem,
		finalize: options.finalize ?? ((carrier) => carrier),
		carrierIsResult,
		identify: options.identify,
		represent: options.represent ?? ((data) => data),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
function defineMappingTag(tagName, options) {
	const carrierIsResult = options.finalize === void 0;
	return {
		tagName,
		nodeKind: "mapping",
		implicit: false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		create: options.create,
		addPair: options.addPair,
		has: options.has,
		keys: options.keys,
		get: options.get,
		finalize: options.finalize ?? ((carrier) => carrier),
		carrierIsResult,
		identify: options.identify,
		represent: options.represent ?? ((data) => data),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
	resolve: (source) => source,
	identify: (data) => typeof data === "string"
});
var NULL_VALUES$1 = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
];
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (source) => {
		if (NULL_VALUES$1.indexOf(source) !== -1) return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: ["n"],
	resolve: (source, isExplicit) => {
		if (source === "null" || isExplicit && source === "") return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
var NULL_VALUES = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
];
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (source) => {
		if (NULL_VALUES.indexOf(source) !== -1) return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
var TRUE_VALUES$2 = [
	"true",
	"True",
	"TRUE"
];
var FALSE_VALUES$2 = [
	"false",
	"False",
	"FALSE"
];
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: [
		"t",
		"T",
		"f",
		"F"
	],
	resolve: (source) => {
		if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
		if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: ["t", "f"],
	resolve: (source) => {
		if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
		if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES = [
	"true",
	"True",
	"TRUE",
	"y",
	"Y",
	"yes",
	"Yes",
	"YES",
	"on",
	"On",
	"ON"
];
var FALSE_VALUES = [
	"false",
	"False",
	"FALSE",
	"n",
	"N",
	"no",
	"No",
	"NO",
	"off",
	"Off",
	"OFF"
];
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: [
		"y",
		"Y",
		"n",
		"N",
		"t",
		"T",
		"f",
		"F",
		"o",
		"O"
	],
	resolve: (source) => {
		if (TRUE_VALUES.indexOf(source) !== -1) return true;
		if (FALSE_VALUES.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
	let value = source;
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
	} else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger$2(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: resolveYamlInteger$2,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source) {
	let value = source;
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	} else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger$1(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: resolveYamlInteger$1,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source) {
	let value = source.replace(/_/g, "");
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	if (value.includes(":")) {
		let result = 0;
		for (const part of value.split(":")) result = result * 60 + Number(part);
		return sign * result;
	}
	if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger(source) {
	if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: resolveYamlInteger,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source) {
	if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
	let value = source.toLowerCase();
	const sign = value[0] === "-" ? -1 : 1;
	if ("+-".includes(value[0])) value = value.slice(1);
	if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
	if (value === ".nan") return NaN;
	const result = sign * parseFloat(value);
	if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: resolveYamlFloat$2,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat$2
});
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
		let value = source.toLowerCase();
		const sign = value[0] === "-" ? -1 : 1;
		if ("+-".includes(value[0])) value = value.slice(1);
		if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
		if (value === ".nan") return NaN;
		const result = sign * parseFloat(value);
		return Number.isFinite(result) ? result : NOT_RESOLVED;
	}
	if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	const result = Number(source);
	if (Number.isFinite(result)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: resolveYamlFloat$1,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat$1
});
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source) {
	if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
	let value = source.toLowerCase().replace(/_/g, "");
	const sign = value[0] === "-" ? -1 : 1;
	if ("+-".includes(value[0])) value = value.slice(1);
	if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
	if (value === ".nan") return NaN;
	let result = 0;
	if (value.includes(":")) {
		for (const part of value.split(":")) result = result * 60 + Number(part);
		result *= sign;
	} else result = sign * parseFloat(value);
	if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: resolveYamlFloat,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat
});
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
	implicit: true,
	implicitFirstChars: ["<"],
	resolve: (source, isExplicit) => {
		if (source === "<<" || isExplicit && source === "") return "<<";
		return NOT_RESOLVED;
	},
	identify: () => false
});
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
	const input = source.replace(/\s/g, "");
	if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
	const binary = atob(input);
	const result = new Uint8Array(binary.length);
	for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
	return result;
}
function representYamlBinary(object) {
	let binary = "";
	for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
	return btoa(binary);
}
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
	resolve: resolveYamlBinary,
	identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
	represent: representYamlBinary
});
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function makeUtcDate(year, month, day, hour = 0, minute = 0, second = 0, fraction = 0) {
	const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
	date.setUTCFullYear(year, month, day);
	return date;
}
function resolveYamlTimestamp(source) {
	let match = YAML_DATE_REGEXP.exec(source);
	if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
	if (match === null) return NOT_RESOLVED;
	const year = +match[1];
	const month = +match[2] - 1;
	const day = +match[3];
	if (!match[4]) {
		const date = makeUtcDate(year, month, day);
		if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
		return date;
	}
	const hour = +match[4];
	const minute = +match[5];
	const second = +match[6];
	let fraction = 0;
	if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
	if (match[7]) {
		let value = match[7].slice(0, 3);
		while (value.length < 3) value += "0";
		fraction = +value;
	}
	const date = makeUtcDate(year, month, day, hour, minute, second, fraction);
	if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
	if (match[9]) {
		const offsetHour = +match[10];
		const offsetMinute = +(match[11] || 0);
		if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
		const offset = (offsetHour * 60 + offsetMinute) * 6e4;
		date.setTime(date.getTime() - (match[9] === "-" ? -offset : offset));
	}
	return date;
}
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
	implicit: true,
	implicitFirstChars: [..."0123456789"],
	resolve: resolveYamlTimestamp,
	identify: (object) => object instanceof Date,
	represent: (object) => object.toISOString()
});
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
	create: () => [],
	addItem: (container, item) => {
		container.push(item);
	},
	identify: Array.isArray
});
function isPlainObject(data) {
	if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
	const prototype = Object.getPrototypeOf(data);
	return prototype === null || prototype === Object.prototype;
}
function pick(object, keys) {
	const result = {};
	for (const key of keys) if (object[key] !== void 0) result[key] = object[key];
	return result;
}
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
	create: () => ({
		list: [],
		seen: /* @__PURE__ */ new Set()
	}),
	addItem: (carrier, item) => {
		let key;
		if (item instanceof Map) {
			if (item.size !== 1) return "cannot resolve an ordered map item";
			key = item.keys().next().value;
		} else if (isPlainObject(item)) {
			const itemKeys = Object.keys(item);
			if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
			key = itemKeys[0];
		} else return "cannot resolve an ordered map item";
		if (carrier.seen.has(key)) return "duplicate key in ordered map";
		carrier.seen.add(key);
		carrier.list.push(item);
		return "";
	},
	finalize: (carrier) => carrier.list,
	identify: () => false
});
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
	create: () => [],
	addItem: (container, item) => {
		if (item instanceof Map) {
			if (item.size !== 1) return "cannot resolve a pairs item";
			container.push(item.entries().next().value);
			return "";
		}
		if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
		const object = item;
		const keys = Object.keys(object);
		if (keys.length !== 1) return "cannot resolve a pairs item";
		container.push([keys[0], object[keys[0]]]);
		return "";
	},
	identify: () => false
});
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: isPlainObject,
	represent: (o) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of Object.keys(o)) map.set(key, o[key]);
		return map;
	},
	addPair: (container, key, value) => {
		if (key !== null && typeof key === "object") return "object-based map does not support complex keys";
		const normalizedKey = String(key);
		if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
			value,
			enumerable: true,
			configurable: true,
			writable: true
		});
		else container[normalizedKey] = value;
		return "";
	},
	has: (container, key) => {
		if (key !== null && typeof key === "object") return false;
		return Object.prototype.hasOwnProperty.call(container, String(key));
	},
	keys: (container) => Object.keys(container),
	get: (container, key) => {
		const normalizedKey = String(key);
		if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
		return container[normalizedKey];
	}
});
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
	create: () => /* @__PURE__ */ new Set(),
	identify: (data) => data instanceof Set,
	represent: (data) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of data) map.set(key, null);
		return map;
	},
	addPair: (container, key, value) => {
		if (value !== null) return "cannot resolve a set item";
		container.add(key);
		return "";
	},
	has: (container, key) => container.has(key),
	keys: (container) => container.keys(),
	get: () => null
});
function createTagDefinitionMap() {
	return {
		scalar: Object.create(null),
		sequence: Object.create(null),
		mapping: Object.create(null)
	};
}
function createTagDefinitionListMap() {
	return {
		scalar: [],
		sequence: [],
		mapping: []
	};
}
function compileTags(tags) {
	const result = [];
	for (const tag of tags) {
		let index = result.length;
		for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
			const previous = result[previousIndex];
			if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
				index = previousIndex;
				break;
			}
		}
		result[index] = tag;
	}
	return result;
}
var Schema = class Schema {
	tags;
	implicitScalarTags;
	implicitScalarByFirstChar;
	implicitScalarAnyFirstChar;
	defaultScalarTag;
	defaultSequenceTag;
	defaultMappingTag;
	exact;
	prefix;
	constructor(tags) {
		const compiledTags = compileTags(tags);
		const implicitScalarTags = [];
		const exact = createTagDefinitionMap();
		const prefix = createTagDefinitionListMap();
		for (const tag of compiledTags) {
			if (tag.nodeKind === "scalar" && tag.implicit) {
				if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
				implicitScalarTags.push(tag);
			}
			switch (tag.nodeKind) {
				case "scalar":
					if (tag.matchByTagPrefix) prefix.scalar.push(tag);
					else exact.scalar[tag.tagName] = tag;
					break;
				case "sequence":
					if (tag.matchByTagPrefix) prefix.sequence.push(tag);
					else exact.sequence[tag.tagName] = tag;
					break;
				case "mapping": if (tag.matchByTagPrefix) prefix.mapping.push(tag);
				else exact.mapping[tag.tagName] = tag;
			}
		}
		const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
		const keys = /* @__PURE__ */ new Set();
		for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key of tag.implicitFirstChars) keys.add(key);
		const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
		for (const key of keys) implicitScalarByFirstChar.set(key, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key) !== -1));
		const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
		if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
		this.tags = compiledTags;
		this.implicitScalarTags = implicitScalarTags;
		this.implicitScalarByFirstChar = implicitScalarByFirstChar;
		this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
		this.defaultScalarTag = defaultScalarTag;
		this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
		this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
		this.exact = exact;
		this.prefix = prefix;
	}
	lookupScalarTag(tagName) {
		const exactTag = this.exact.scalar[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.scalar) if (tagName.startsWith(tag.tagName)) return tag;
	}
	lookupSequenceTag(tagName) {
		const exactTag = this.exact.sequence[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.sequence) if (tagName.startsWith(tag.tagName)) return tag;
	}
	lookupMappingTag(tagName) {
		const exactTag = this.exact.mapping[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.mapping) if (tagName.startsWith(tag.tagName)) return tag;
	}
	resolveImplicitScalarTag(source) {
		const candidates = this.implicitScalarByFirstChar.get(source.charAt(0)) ?? this.implicitScalarAnyFirstChar;
		for (const tag of candidates) {
			const value = tag.resolve(source, false, tag.tagName);
			if (value !== NOT_RESOLVED) return {
				value,
				tag
			};
		}
		const tag = this.defaultScalarTag;
		return {
			value: tag.resolve(source, false, tag.tagName),
			tag
		};
	}
	withTags(...tags) {
		let flatTags = [];
		for (const tag of tags) flatTags = flatTags.concat(tag);
		return new Schema([...this.tags, ...flatTags]);
	}
};
var FAILSAFE_SCHEMA = new Schema([
	strTag,
	seqTag,
	mapTag
]);
new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullJsonTag,
	boolJsonTag,
	intJsonTag,
	floatJsonTag
]);
var CORE_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullCoreTag,
	boolCoreTag,
	intCoreTag,
	floatCoreTag
]);
var DUMP_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullYaml11Tag,
	boolYaml11Tag,
	intYaml11Tag,
	floatYaml11Tag,
	timestampTag,
	mergeTag,
	binaryTag,
	omapTag,
	pairsTag,
	setTag
]).withTags({
	...intYaml11Tag,
	resolve: (source, isExplicit, tagName) => {
		const result = intYaml11Tag.resolve(source, isExplicit, tagName);
		return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
	}
}, {
	...floatYaml11Tag,
	resolve: (source, isExplicit, tagName) => {
		const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
		return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
	}
});
defineMappingTag("tag:yaml.org,2002:map", {
	create: () => /* @__PURE__ */ new Map(),
	addPair: (container, key, value) => {
		container.set(key, value);
		return "";
	},
	has: (container, key) => container.has(key),
	keys: (container) => container.keys(),
	get: (container, key) => container.get(key),
	identify: (data) => data instanceof Map || isPlainObject(data),
	represent: (data) => {
		if (data instanceof Map) return data;
		const map = /* @__PURE__ */ new Map();
		const obj = data;
		for (const key of Object.keys(obj)) map.set(key, obj[key]);
		return map;
	}
});
function normalizeKey(key) {
	if (Array.isArray(key)) {
		const array = Array.prototype.slice.call(key);
		for (let index = 0; index < array.length; index++) {
			if (Array.isArray(array[index])) return null;
			if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
		}
		return String(array);
	}
	if (typeof key === "object" && Object.prototype.toString.call(key) === "[object Object]") return "[object Object]";
	return String(key);
}
defineMappingTag("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: isPlainObject,
	represent: (o) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of Object.keys(o)) map.set(key, o[key]);
		return map;
	},
	addPair: (container, key, value) => {
		const normalizedKey = normalizeKey(key);
		if (normalizedKey === null) return "nested arrays are not supported inside keys";
		if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
			value,
			enumerable: true,
			configurable: true,
			writable: true
		});
		else container[normalizedKey] = value;
		return "";
	},
	has: (container, key) => {
		const normalizedKey = normalizeKey(key);
		return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
	},
	keys: (container) => Object.keys(container),
	get: (container, key) => {
		const normalizedKey = String(key);
		if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
		return container[normalizedKey];
	}
});
var DEFAULT_SNIPPET_OPTIONS = {
	maxLength: 79,
	indent: 1,
	linesBefore: 3,
	linesAfter: 2
};
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
	let head = "";
	let tail = "";
	const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
	if (position - lineStart > maxHalfLength) {
		head = " ... ";
		lineStart = position - maxHalfLength + head.length;
	}
	if (lineEnd - position > maxHalfLength) {
		tail = " ...";
		lineEnd = position + maxHalfLength - tail.length;
	}
	return {
		str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "→") + tail,
		pos: position - lineStart + head.length
	};
}
function padStart(string, max) {
	return " ".repeat(Math.max(max - string.length, 0)) + string;
}
function makeSnippet(mark, options) {
	if (!mark.buffer) return null;
	const opts = {
		...DEFAULT_SNIPPET_OPTIONS,
		...options
	};
	const re = /\r?\n|\r|\0/g;
	const lineStarts = [0];
	const lineEnds = [];
	let match;
	let foundLineNo = -1;
	while (match = re.exec(mark.buffer)) {
		lineEnds.push(match.index);
		lineStarts.push(match.index + match[0].length);
		if (mark.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
	}
	if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
	let result = "";
	const lineNoLength = Math.min(mark.line + opts.linesAfter, lineEnds.length).toString().length;
	const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
	for (let i = 1; i <= opts.linesBefore; i++) {
		if (foundLineNo - i < 0) break;
		const line = getLine(mark.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
		result = `${" ".repeat(opts.indent)}${padStart((mark.line - i + 1).toString(), lineNoLength)} | ${line.str}\n${result}`;
	}
	const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
	result += `${" ".repeat(opts.indent)}${padStart((mark.line + 1).toString(), lineNoLength)} | ${line.str}\n`;
	result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^\n`;
	for (let i = 1; i <= opts.linesAfter; i++) {
		if (foundLineNo + i >= lineEnds.length) break;
		const line = getLine(mark.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
		result += `${" ".repeat(opts.indent)}${padStart((mark.line + i + 1).toString(), lineNoLength)} | ${line.str}\n`;
	}
	return result.replace(/\n$/, "");
}
function formatError(exception, compact) {
	let where = "";
	if (!exception.mark) return exception.reason;
	if (exception.mark.name) where += `in "${exception.mark.name}" `;
	where += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
	if (!compact && exception.mark.snippet) where += `\n\n${exception.mark.snippet}`;
	return `${exception.reason} ${where}`;
}
var YAMLException = class YAMLException extends Error {
	reason;
	mark;
	constructor(reason, mark) {
		super();
		this.name = "YAMLException";
		this.reason = reason;
		this.mark = mark;
		this.message = formatError(this, false);
		if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
	}
	toString(compact) {
		return `${this.name}: ${formatError(this, compact)}`;
	}
	static throwAt(source, position, message, filename = "") {
		let line = 0;
		let lineStart = 0;
		for (let index = 0; index < position; index++) {
			const ch = source.charCodeAt(index);
			if (ch === 10) {
				line++;
				lineStart = index + 1;
			} else if (ch === 13) {
				line++;
				if (source.charCodeAt(index + 1) === 10) index++;
				lineStart = index + 1;
			}
		}
		const mark = {
			name: filename,
			buffer: source,
			position,
			line,
			column: position - lineStart
		};
		mark.snippet = makeSnippet(mark);
		throw new YAMLException(message, mark);
	}
};
var EVENT_ID = {
	DOCUMENT: 1,
	SEQUENCE: 2,
	MAPPING: 3,
	SCALAR: 4,
	ALIAS: 5,
	POP: 6
};
var SCALAR_STYLE = {
	PLAIN: 1,
	SINGLE_QUOTED: 2,
	DOUBLE_QUOTED: 3,
	LITERAL_BLOCK: 4,
	FOLDED_BLOCK: 5
};
var COLLECTION_STYLE = {
	BLOCK: 1,
	FLOW: 2
};
var CHOMPING_MODE = {
	CLIP: 1,
	STRIP: 2,
	KEEP: 3
};
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
	switch (c) {
		case 48: return "\0";
		case 97: return "\x07";
		case 98: return "\b";
		case 116: return "	";
		case 9: return "	";
		case 110: return "\n";
		case 118: return "\v";
		case 102: return "\f";
		case 114: return "\r";
		case 101: return "\x1B";
		case 32: return " ";
		case 34: return "\"";
		case 47: return "/";
		case 92: return "\\";
		case 78: return "";
		case 95: return "\xA0";
		case 76: return "\u2028";
		case 80: return "\u2029";
		default: return "";
	}
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
	simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
	simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
	if (c <= 65535) return String.fromCharCode(c);
	return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
	if (c >= 48 && c <= 57) return c - 48;
	return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
	if (c === 120) return 2;
	if (c === 117) return 4;
	return 8;
}
function skipFoldedBreaks(input, position, end) {
	let breaks = 0;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 10) {
			breaks++;
			position++;
		} else if (ch === 13) {
			breaks++;
			position++;
			if (input.charCodeAt(position) === 10) position++;
		} else if (ch === 32 || ch === 9) position++;
		else break;
	}
	return {
		position,
		breaks
	};
}
function foldedBreaks(count) {
	if (count === 1) return " ";
	return "\n".repeat(count - 1);
}
function getPlainValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 39) {
			result += input.slice(captureStart, position) + "'";
			position += 2;
			captureStart = captureEnd = position;
		} else if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 92) {
			result += input.slice(captureStart, position);
			position++;
			const escaped = input.charCodeAt(position);
			if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
			else if (escaped < 256 && simpleEscapeCheck[escaped]) {
				result += simpleEscapeMap[escaped];
				position++;
			} else {
				let hexLength = escapedHexLen$1(escaped);
				let hexResult = 0;
				for (; hexLength > 0; hexLength--) {
					position++;
					const digit = fromHexCode$1(input.charCodeAt(position));
					hexResult = (hexResult << 4) + digit;
				}
				result += charFromCodepoint(hexResult);
				position++;
			}
			captureStart = captureEnd = position;
		} else if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
	const textIndent = indent < 0 ? 0 : indent;
	const region = input.slice(start, end).replace(/\r\n?/g, "\n");
	const lines = region === "" ? [] : (region.endsWith("\n") ? region.slice(0, -1) : region).split("\n");
	let result = "";
	let didReadContent = false;
	let emptyLines = 0;
	let atMoreIndented = false;
	for (const line of lines) {
		let column = 0;
		while (column < textIndent && line.charCodeAt(column) === 32) column++;
		if (indent < 0 || column >= line.length) {
			emptyLines++;
			continue;
		}
		const content = line.slice(textIndent);
		const first = content.charCodeAt(0);
		if (folded) {
			if (first === 32 || first === 9) {
				atMoreIndented = true;
				result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
			} else if (atMoreIndented) {
				atMoreIndented = false;
				result += "\n".repeat(emptyLines + 1);
			} else if (emptyLines === 0) {
				if (didReadContent) result += " ";
			} else result += "\n".repeat(emptyLines);
		} else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
		result += content;
		didReadContent = true;
		emptyLines = 0;
	}
	if (chomping === CHOMPING_MODE.KEEP) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
	else if (chomping !== CHOMPING_MODE.STRIP) {
		if (didReadContent) result += "\n";
	}
	return result;
}
function getScalarValue(input, scalar) {
	if (scalar.valueStart === NO_RANGE$3) return "";
	const { valueStart, valueEnd } = scalar;
	if (scalar.fast) return input.slice(valueStart, valueEnd);
	switch (scalar.style) {
		case SCALAR_STYLE.SINGLE_QUOTED: return getSingleQuotedValue(input, valueStart, valueEnd);
		case SCALAR_STYLE.DOUBLE_QUOTED: return getDoubleQuotedValue(input, valueStart, valueEnd);
		case SCALAR_STYLE.LITERAL_BLOCK: return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, false);
		case SCALAR_STYLE.FOLDED_BLOCK: return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, true);
		default: return getPlainValue(input, valueStart, valueEnd);
	}
}
var DEFAULT_TAG_HANDLERS = Object.assign(Object.create(null), {
	"!": "!",
	"!!": "tag:yaml.org,2002:"
});
var TAG_SUFFIX_CHARS = "-#;/?:@&=+$_.~*'()";
var TAG_URI_CHARS = TAG_SUFFIX_CHARS + "!,[]";
var HEX = "0123456789ABCDEF";
function percentByte(byte) {
	return "%" + HEX[byte >> 4] + HEX[byte & 15];
}
function tagPercentEncode(source, isSuffix) {
	const allowed = isSuffix ? TAG_SUFFIX_CHARS : TAG_URI_CHARS;
	let result = "";
	for (let index = 0; index < source.length; index++) {
		let ch = source.charCodeAt(index);
		if (ch >= 48 && ch <= 57 || ch >= 65 && ch <= 90 || ch >= 97 && ch <= 122 || allowed.includes(source[index])) {
			result += source[index];
			continue;
		}
		if (ch >= 55296 && ch <= 56319) ch = 65536 + ((ch & 1023) << 10) + (source.charCodeAt(++index) & 1023);
		if (ch < 128) result += percentByte(ch);
		else if (ch < 2048) result += percentByte(192 | ch >> 6) + percentByte(128 | ch & 63);
		else if (ch < 65536) result += percentByte(224 | ch >> 12) + percentByte(128 | ch >> 6 & 63) + percentByte(128 | ch & 63);
		else result += percentByte(240 | ch >> 18) + percentByte(128 | ch >> 12 & 63) + percentByte(128 | ch >> 6 & 63) + percentByte(128 | ch & 63);
	}
	return result;
}
function tagPercentDecode(source) {
	let result = "";
	let index = 0;
	while (index < source.length) {
		if (source.charCodeAt(index) !== 37) {
			result += source[index++];
			continue;
		}
		let ch = parseInt(source.slice(index + 1, index + 3), 16);
		index += 3;
		if (ch >= 192) {
			let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
			ch &= (1 << 6 - remaining) - 1;
			while (remaining-- > 0) {
				ch = ch << 6 | parseInt(source.slice(index + 1, index + 3), 16) & 63;
				index += 3;
			}
		}
		if (ch < 65536) result += String.fromCharCode(ch);
		else {
			ch -= 65536;
			result += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
		}
	}
	return result;
}
function tagNameFull(rawTag, tagHandlers) {
	if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return tagPercentDecode(rawTag.slice(2, -1));
	const handleEnd = rawTag.indexOf("!", 1);
	const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
	return tagPercentDecode(tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle) + tagPercentDecode(rawTag.slice(handle.length));
}
function tagNameShort(fullTag) {
	let tag = fullTag;
	if (tag.charCodeAt(0) === 33) {
		tag = tag.slice(1);
		return `!${tagPercentEncode(tag, true)}`;
	}
	if (tag.slice(0, 18) === "tag:yaml.org,2002:") return `!!${tagPercentEncode(tag.slice(18), true)}`;
	return `!<${tagPercentEncode(tag, false)}>`;
}
var NO_RANGE$2 = -1;
var MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
var DEFAULT_CONSTRUCTOR_OPTIONS = {
	filename: "",
	schema: CORE_SCHEMA,
	json: false,
	maxTotalMergeKeys: 1e4,
	maxAliases: -1
};
function eventPosition$1(event) {
	if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
	if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
	if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
	if ("start" in event) return event.start;
	return 0;
}
function throwError$1(state, message) {
	YAMLException.throwAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
	try {
		return tag.finalize(carrier);
	} catch (error) {
		if (error instanceof YAMLException) throw error;
		YAMLException.throwAt(state.source, position, error instanceof Error ? error.message : String(error), state.filename);
	}
}
function constructScalar(state, event) {
	const source = getScalarValue(state.source, event);
	const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
	const strTag = state.schema.defaultScalarTag;
	if (rawTag !== "") {
		if (rawTag === "!") return {
			value: source,
			tag: strTag
		};
		const tagName = tagNameFull(rawTag, state.tagHandlers);
		const scalarTag = state.schema.lookupScalarTag(tagName);
		if (scalarTag) {
			const result = scalarTag.resolve(source, true, tagName);
			if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
			return {
				value: result,
				tag: scalarTag
			};
		}
		const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
		if (collectionTagDef) {
			if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
			const carrier = collectionTagDef.create(tagName);
			return {
				value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
				tag: collectionTagDef
			};
		}
		throwError$1(state, `unknown scalar tag !<${tagName}>`);
	}
	if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source);
	return {
		value: strTag.resolve(source, false, strTag.tagName),
		tag: strTag
	};
}
function collectionTagName(state, event, defaultTagName) {
	const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
	return rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
}
function isMappingTag(tag) {
	return tag.nodeKind === "mapping";
}
function chargeMergeWork(state) {
	state.totalMergeKeys++;
	if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
}
function mergeKeys(state, frame, source, sourceTag) {
	chargeMergeWork(state);
	for (const sourceKey of sourceTag.keys(source)) {
		chargeMergeWork(state);
		if (frame.tag.has(frame.value, sourceKey)) continue;
		const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
		if (err) throwError$1(state, err);
		frame.overridable ??= /* @__PURE__ */ new Set();
		frame.overridable.add(sourceKey);
	}
}
function mergeSource(state, frame, source, sourceTag) {
	state.position = frame.keyPosition;
	if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
	else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) {
		if (source.length > 100) throwError$1(state, "abnormal merge sequence size");
		for (const element of source) {
			const elementTag = state.nodeTags.get(element);
			if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
			mergeKeys(state, frame, element, elementTag);
		}
	} else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key, value, tag) {
	state.position = frame.keyPosition;
	if (frame.keyIsMerge) {
		mergeSource(state, frame, value, tag);
		return;
	}
	if (!state.json && frame.tag.has(frame.value, key) && !frame.overridable?.has(key)) throwError$1(state, "duplicated mapping key");
	const err = frame.tag.addPair(frame.value, key, value);
	if (err) throwError$1(state, err);
	frame.overridable?.delete(key);
}
function addValue(state, value, tag) {
	const frame = state.frames[state.frames.length - 1];
	if (frame.kind === "document") {
		frame.value = value;
		frame.hasValue = true;
	} else if (frame.kind === "sequence") {
		if (isMappingTag(tag)) state.nodeTags.set(value, tag);
		const err = frame.tag.addItem(frame.value, value, frame.index++);
		if (err) throwError$1(state, err);
	} else if (frame.hasKey) {
		const key = frame.key;
		frame.key = void 0;
		frame.hasKey = false;
		addMappingValue(state, frame, key, value, tag);
	} else {
		frame.key = value;
		frame.keyPosition = state.position;
		frame.hasKey = true;
		frame.keyIsMerge = tag.tagName === MERGE_TAG_NAME;
	}
}
function storeAnchor(state, event, value, tag, isValueFinal) {
	if (event.anchorStart !== NO_RANGE$2) {
		const anchor = {
			value,
			tag,
			isValueFinal
		};
		state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor);
		return anchor;
	}
	return null;
}
function constructFromEvents(events, options) {
	const state = {
		...DEFAULT_CONSTRUCTOR_OPTIONS,
		...options,
		events,
		documents: [],
		eventIndex: 0,
		position: 0,
		frames: [],
		anchors: /* @__PURE__ */ new Map(),
		nodeTags: /* @__PURE__ */ new Map(),
		tagHandlers: Object.create(null),
		totalMergeKeys: 0,
		aliasCount: 0
	};
	while (state.eventIndex < state.events.length) {
		const event = state.events[state.eventIndex++];
		state.position = eventPosition$1(event);
		switch (event.type) {
			case EVENT_ID.DOCUMENT:
				state.anchors = /* @__PURE__ */ new Map();
				state.nodeTags = /* @__PURE__ */ new Map();
				state.aliasCount = 0;
				state.tagHandlers = Object.create(null);
				for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
				state.frames.push({
					kind: "document",
					position: state.position,
					value: void 0,
					hasValue: false
				});
				break;
			case EVENT_ID.SCALAR: {
				const { value, tag } = constructScalar(state, event);
				storeAnchor(state, event, value, tag, true);
				addValue(state, value, tag);
				break;
			}
			case EVENT_ID.SEQUENCE: {
				const tagName = collectionTagName(state, event, "tag:yaml.org,2002:seq");
				const tag = state.schema.lookupSequenceTag(tagName);
				if (!tag) throwError$1(state, `unknown sequence tag !<${tagName}>`);
				const value = tag.create(tagName);
				const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
				state.frames.push({
					kind: "sequence",
					position: state.position,
					value,
					tag,
					anchor,
					index: 0
				});
				break;
			}
			case EVENT_ID.MAPPING: {
				const tagName = collectionTagName(state, event, "tag:yaml.org,2002:map");
				const tag = state.schema.lookupMappingTag(tagName);
				if (!tag) throwError$1(state, `unknown mapping tag !<${tagName}>`);
				const value = tag.create(tagName);
				const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
				state.frames.push({
					kind: "mapping",
					position: state.position,
					value,
					tag,
					anchor,
					key: void 0,
					keyPosition: state.position,
					hasKey: false,
					keyIsMerge: false,
					overridable: null
				});
				break;
			}
			case EVENT_ID.ALIAS: {
				if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
				const name = state.source.slice(event.anchorStart, event.anchorEnd);
				const anchor = state.anchors.get(name);
				if (!anchor) throwError$1(state, `unidentified alias "${name}"`);
				if (!anchor.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor.tag.tagName} because it uses finalize()`);
				addValue(state, anchor.value, anchor.tag);
				break;
			}
			case EVENT_ID.POP: {
				const frame = state.frames.pop();
				if (frame.kind === "mapping" && frame.hasKey) {
					state.position = frame.keyPosition;
					throwError$1(state, "incomplete mapping pair in event stream");
				}
				if (frame.kind === "document") state.documents.push(frame.value);
				else {
					const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
					if (frame.anchor) {
						frame.anchor.value = value;
						frame.anchor.isValueFinal = true;
					}
					addValue(state, value, frame.tag);
				}
				break;
			}
		}
	}
	return state.documents;
}
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
	filename: "",
	maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
	state.events.push({
		type: EVENT_ID.DOCUMENT,
		explicitStart,
		explicitEnd,
		directives: state.directives
	});
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
	state.events.push({
		type: EVENT_ID.SEQUENCE,
		start,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style
	});
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
	state.events.push({
		type: EVENT_ID.MAPPING,
		start,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style
	});
}
function insertFlowPairMappingEvent(state, snapshot) {
	state.events.splice(snapshot.eventsLength, 0, {
		type: EVENT_ID.MAPPING,
		start: snapshot.position,
		anchorStart: NO_RANGE$1,
		anchorEnd: NO_RANGE$1,
		tagStart: NO_RANGE$1,
		tagEnd: NO_RANGE$1,
		style: COLLECTION_STYLE.FLOW
	});
}
function addScalarEvent(state, valueStart, valueEnd, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
	state.events.push({
		type: EVENT_ID.SCALAR,
		valueStart,
		valueEnd,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style,
		chomping,
		indent,
		fast
	});
}
function addAliasEvent(state, anchorStart, anchorEnd) {
	state.events.push({
		type: EVENT_ID.ALIAS,
		anchorStart,
		anchorEnd
	});
}
function addPopEvent(state) {
	state.events.push({ type: EVENT_ID.POP });
}
function addEmptyScalarEvent(state) {
	addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, SCALAR_STYLE.PLAIN);
}
function emptyProperties() {
	return {
		anchorStart: NO_RANGE$1,
		anchorEnd: NO_RANGE$1,
		tagStart: NO_RANGE$1,
		tagEnd: NO_RANGE$1
	};
}
function snapshotState(state) {
	return {
		position: state.position,
		line: state.line,
		lineStart: state.lineStart,
		lineIndent: state.lineIndent,
		firstTabInLine: state.firstTabInLine,
		eventsLength: state.events.length
	};
}
function restoreState(state, snapshot) {
	state.position = snapshot.position;
	state.line = snapshot.line;
	state.lineStart = snapshot.lineStart;
	state.lineIndent = snapshot.lineIndent;
	state.firstTabInLine = snapshot.firstTabInLine;
	state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
	YAMLException.throwAt(state.input.slice(0, state.length), state.position, message, state.filename);
}
function isEol(c) {
	return c === 10 || c === 13;
}
function isWhiteSpace(c) {
	return c === 9 || c === 32;
}
function isWsOrEol(c) {
	return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
	return c === 0 || isWsOrEol(c);
}
function isFlowIndicator(c) {
	return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
	return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
	if (c >= 48 && c <= 57) return c - 48;
	const lc = c | 32;
	if (lc >= 97 && lc <= 102) return lc - 97 + 10;
	return -1;
}
function escapedHexLen(c) {
	if (c === 120) return 2;
	if (c === 117) return 4;
	if (c === 85) return 8;
	return 0;
}
function isSimpleEscape(c) {
	return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
	if (state.input.charCodeAt(state.position) === 10) state.position++;
	else {
		state.position++;
		if (state.input.charCodeAt(state.position) === 10) state.position++;
	}
	state.line++;
	state.lineStart = state.position;
	state.lineIndent = 0;
	state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
	let lineBreaks = 0;
	let ch = state.input.charCodeAt(state.position);
	let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
	while (ch !== 0) {
		while (isWhiteSpace(ch)) {
			hasSeparation = true;
			if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
			ch = state.input.charCodeAt(++state.position);
		}
		if (allowComments && hasSeparation && ch === 35) do
			ch = state.input.charCodeAt(++state.position);
		while (!isEol(ch) && ch !== 0);
		if (!isEol(ch)) break;
		consumeLineBreak(state);
		lineBreaks++;
		hasSeparation = true;
		ch = state.input.charCodeAt(state.position);
		while (ch === 32) {
			state.lineIndent++;
			ch = state.input.charCodeAt(++state.position);
		}
	}
	return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
	const ch = state.input.charCodeAt(position);
	if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
		const following = state.input.charCodeAt(position + 3);
		return following === 0 || isWsOrEol(following);
	}
	return false;
}
function skipByteOrderMark(state) {
	if (state.position === state.lineStart && state.input.charCodeAt(state.position) === 65279) {
		state.position++;
		state.lineStart = state.position;
	}
}
function testDocumentBoundary(state) {
	if (state.position !== state.lineStart) return false;
	if (testDocumentSeparator(state)) return true;
	if (state.input.charCodeAt(state.position) !== 65279) return false;
	const snapshot = snapshotState(state);
	skipByteOrderMark(state);
	skipSeparationSpace(state, true);
	const ch = state.input.charCodeAt(state.position);
	const result = state.position === state.lineStart && (ch === 37 || ch === 45 && testDocumentSeparator(state));
	restoreState(state, snapshot);
	return result;
}
function skipUntilLineEnd(state) {
	let ch = state.input.charCodeAt(state.position);
	while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
	const match = PATTERN_NON_PRINTABLE.exec(state.input.slice(start, end));
	if (match !== null) {
		state.position = start + match.index + match[0].length - 1;
		throwError(state, "the stream contains non-printable characters");
	}
}
function readTagProperty(state, props, inFlow) {
	if (state.input.charCodeAt(state.position) !== 33) return false;
	if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
	const start = state.position;
	let isVerbatim = false;
	let isNamed = false;
	let tagHandle = "!";
	let ch = state.input.charCodeAt(++state.position);
	if (ch === 60) {
		isVerbatim = true;
		ch = state.input.charCodeAt(++state.position);
	} else if (ch === 33) {
		isNamed = true;
		tagHandle = "!!";
		ch = state.input.charCodeAt(++state.position);
	}
	let suffixStart = state.position;
	let tagName;
	if (isVerbatim) {
		while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
		if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
		tagName = state.input.slice(suffixStart, state.position);
		state.position++;
	} else {
		while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator(ch))) {
			if (ch === 33) {
				if (!isNamed) {
					tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
					if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
					isNamed = true;
					suffixStart = state.position + 1;
				} else throwError(state, "tag suffix cannot contain exclamation marks");
			}
			ch = state.input.charCodeAt(++state.position);
		}
		tagName = state.input.slice(suffixStart, state.position);
		if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
	}
	if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
	if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
	props.tagStart = start;
	props.tagEnd = state.position;
	return true;
}
function readAnchorProperty(state, props) {
	if (state.input.charCodeAt(state.position) !== 38) return false;
	if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
	state.position++;
	const start = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
	if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
	props.anchorStart = start;
	props.anchorEnd = state.position;
	return true;
}
function readAlias(state, props) {
	if (state.input.charCodeAt(state.position) !== 42) return false;
	if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
	state.position++;
	const start = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
	if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
	addAliasEvent(state, start, state.position);
	return true;
}
function readFlowScalarBreak(state, nodeIndent) {
	skipSeparationSpace(state, false);
	if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
	if (state.input.charCodeAt(state.position) !== 39) return false;
	state.position++;
	const start = state.position;
	let simple = true;
	while (state.input.charCodeAt(state.position) !== 0) {
		const ch = state.input.charCodeAt(state.position);
		if (ch === 39) {
			if (state.input.charCodeAt(state.position + 1) === 39) {
				simple = false;
				state.position += 2;
				continue;
			}
			const end = state.position;
			state.position++;
			addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.SINGLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
			return true;
		}
		if (isEol(ch)) {
			simple = false;
			readFlowScalarBreak(state, nodeIndent);
		} else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
		else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
		else state.position++;
	}
	throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
	if (state.input.charCodeAt(state.position) !== 34) return false;
	state.position++;
	const start = state.position;
	let simple = true;
	while (state.input.charCodeAt(state.position) !== 0) {
		const ch = state.input.charCodeAt(state.position);
		if (ch === 34) {
			const end = state.position;
			state.position++;
			addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.DOUBLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
			return true;
		}
		if (ch === 92) {
			simple = false;
			const escaped = state.input.charCodeAt(++state.position);
			if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
			else if (isSimpleEscape(escaped)) state.position++;
			else {
				let hexLength = escapedHexLen(escaped);
				if (hexLength === 0) throwError(state, "unknown escape sequence");
				while (hexLength-- > 0) {
					state.position++;
					if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
				}
				state.position++;
			}
		} else if (isEol(ch)) {
			simple = false;
			readFlowScalarBreak(state, nodeIndent);
		} else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
		else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
		else state.position++;
	}
	throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
	const ch = state.input.charCodeAt(state.position);
	let chomping = CHOMPING_MODE.CLIP;
	let indent = -1;
	let detectedIndent = false;
	if (ch !== 124 && ch !== 62) return false;
	const style = ch === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
	state.position++;
	while (state.input.charCodeAt(state.position) !== 0) {
		const current = state.input.charCodeAt(state.position);
		const digit = fromDecimalCode(current);
		if (current === 43 || current === 45) {
			if (chomping !== CHOMPING_MODE.CLIP) throwError(state, "repeat of a chomping mode identifier");
			chomping = current === 43 ? CHOMPING_MODE.KEEP : CHOMPING_MODE.STRIP;
			state.position++;
		} else if (digit >= 0) {
			if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
			if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
			indent = parentIndent + digit - 1;
			detectedIndent = true;
			state.position++;
		} else break;
	}
	let hadWhitespace = false;
	while (isWhiteSpace(state.input.charCodeAt(state.position))) {
		hadWhitespace = true;
		state.position++;
	}
	if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
	if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
	else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
	let contentIndent = detectedIndent ? indent : -1;
	let maxLeadingIndent = 0;
	const valueStart = state.position;
	let valueEnd = state.position;
	while (state.input.charCodeAt(state.position) !== 0) {
		const linePosition = state.position;
		let column = 0;
		while (state.input.charCodeAt(linePosition + column) === 32) column++;
		const first = state.input.charCodeAt(linePosition + column);
		if (first === 0) {
			if (contentIndent >= 0) {
				if (column > contentIndent) valueEnd = linePosition + column;
			} else if (column > 0) valueEnd = linePosition + column;
			break;
		}
		if (testDocumentBoundary(state)) break;
		if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
		if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
			if (first === 9 && column < parentIndent) {
				state.position = linePosition + column;
				throwError(state, "tab characters must not be used in indentation");
			}
			if (column >= parentIndent && column < maxLeadingIndent) {
				state.position = linePosition + column;
				throwError(state, "bad indentation of a mapping entry");
			}
		}
		if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
			state.lineIndent = column;
			state.position = linePosition + column;
			break;
		}
		if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
		const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
		if (first !== 0 && !isEol(first) && column < requiredIndent) {
			state.lineIndent = column;
			state.position = linePosition + column;
			break;
		}
		skipUntilLineEnd(state);
		valueEnd = state.position;
		if (isEol(state.input.charCodeAt(state.position))) {
			consumeLineBreak(state);
			valueEnd = state.position;
		}
	}
	checkPrintable(state, valueStart, valueEnd);
	addScalarEvent(state, valueStart, valueEnd, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
	return true;
}
function canStartPlainScalar(state, nodeContext) {
	const ch = state.input.charCodeAt(state.position);
	const inFlow = nodeContext === CONTEXT_FLOW_IN;
	if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || isFlowIndicator(ch)) return false;
	if (ch === 63 || ch === 45) {
		const following = state.input.charCodeAt(state.position + 1);
		if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) return false;
	}
	return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
	if (!canStartPlainScalar(state, nodeContext)) return false;
	const start = state.position;
	let end = state.position;
	let ch = state.input.charCodeAt(state.position);
	const inFlow = nodeContext === CONTEXT_FLOW_IN;
	let multiline = false;
	while (ch !== 0) {
		if (testDocumentBoundary(state)) break;
		if (ch === 58) {
			const following = state.input.charCodeAt(state.position + 1);
			if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) break;
		} else if (ch === 35) {
			if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
		} else if (inFlow && isFlowIndicator(ch)) break;
		else if (isEol(ch)) {
			const savedPosition = state.position;
			const savedLine = state.line;
			const savedLineStart = state.lineStart;
			const savedLineIndent = state.lineIndent;
			skipSeparationSpace(state, false);
			if (state.lineIndent >= nodeIndent) {
				multiline = true;
				ch = state.input.charCodeAt(state.position);
				continue;
			}
			state.position = savedPosition;
			state.line = savedLine;
			state.lineStart = savedLineStart;
			state.lineIndent = savedLineIndent;
			break;
		}
		if (!isWhiteSpace(ch)) end = state.position + 1;
		ch = state.input.charCodeAt(++state.position);
	}
	if (end === start) return false;
	checkPrintable(state, start, end);
	addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, -1, !multiline);
	return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
	const startLine = state.line;
	skipSeparationSpace(state, true);
	if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
	const ch = state.input.charCodeAt(state.position);
	const isMapping = ch === 123;
	const start = state.position;
	let readNext = true;
	if (ch !== 91 && ch !== 123) return false;
	const terminator = isMapping ? 125 : 93;
	if (isMapping) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
	else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
	state.position++;
	while (state.input.charCodeAt(state.position) !== 0) {
		skipFlowSeparationSpace(state, nodeIndent);
		let ch = state.input.charCodeAt(state.position);
		if (ch === terminator) {
			state.position++;
			addPopEvent(state);
			return true;
		} else if (!readNext) throwError(state, "missed comma between flow collection entries");
		else if (ch === 44) throwError(state, "expected the node content, but found ','");
		let isPair = false;
		let isExplicitPair = false;
		if (ch === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
			isPair = isExplicitPair = true;
			state.position += 1;
			skipFlowSeparationSpace(state, nodeIndent);
		}
		const entryLine = state.line;
		const entryStart = snapshotState(state);
		const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
		skipFlowSeparationSpace(state, nodeIndent);
		ch = state.input.charCodeAt(state.position);
		if ((isMapping || isExplicitPair || state.line === entryLine) && ch === 58) {
			isPair = true;
			state.position++;
			skipFlowSeparationSpace(state, nodeIndent);
			if (!isMapping) {
				insertFlowPairMappingEvent(state, entryStart);
				if (!keyWasRead) addEmptyScalarEvent(state);
			} else if (!keyWasRead) addEmptyScalarEvent(state);
			if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
			skipFlowSeparationSpace(state, nodeIndent);
			if (!isMapping) addPopEvent(state);
		} else if (isMapping && isPair) {
			if (!keyWasRead) addEmptyScalarEvent(state);
			addEmptyScalarEvent(state);
		} else if (isMapping) addEmptyScalarEvent(state);
		else if (isPair) {
			insertFlowPairMappingEvent(state, entryStart);
			if (!keyWasRead) addEmptyScalarEvent(state);
			addEmptyScalarEvent(state);
			addPopEvent(state);
		}
		ch = state.input.charCodeAt(state.position);
		if (ch === 44) {
			readNext = true;
			state.position++;
		} else readNext = false;
	}
	throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
	if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
	addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
	while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
		if (state.firstTabInLine !== -1) {
			state.position = state.firstTabInLine;
			throwError(state, "tab characters must not be used in indentation");
		}
		const entryLine = state.line;
		state.position++;
		const hadBreak = skipSeparationSpace(state, true) > 0;
		if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
		if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
		else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
		skipSeparationSpace(state, true);
		if (state.lineIndent < nodeIndent || state.position >= state.length) break;
		if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
		if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
	}
	addPopEvent(state);
	return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
	let atExplicitKey = false;
	let detected = false;
	let mappingOpened = false;
	let pendingExplicitKey = false;
	if (state.firstTabInLine !== -1) return false;
	let ch = state.input.charCodeAt(state.position);
	while (ch !== 0) {
		if (!atExplicitKey && state.firstTabInLine !== -1) {
			state.position = state.firstTabInLine;
			throwError(state, "tab characters must not be used in indentation");
		}
		const following = state.input.charCodeAt(state.position + 1);
		const entryLine = state.line;
		if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
			if (!mappingOpened) {
				addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
				mappingOpened = true;
			}
			if (ch === 63) {
				if (atExplicitKey) addEmptyScalarEvent(state);
				detected = true;
				atExplicitKey = true;
			} else if (atExplicitKey) atExplicitKey = false;
			else {
				addEmptyScalarEvent(state);
				detected = true;
				atExplicitKey = false;
			}
			state.position += 1;
			pendingExplicitKey = true;
		} else {
			if (atExplicitKey) {
				addEmptyScalarEvent(state);
				atExplicitKey = false;
			}
			const beforeKey = snapshotState(state);
			if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
			if (state.line === entryLine) {
				ch = state.input.charCodeAt(state.position);
				while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
				if (ch === 58) {
					ch = state.input.charCodeAt(++state.position);
					if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
					if (!mappingOpened) {
						state.events.splice(beforeKey.eventsLength, 0, {
							type: EVENT_ID.MAPPING,
							start: beforeKey.position,
							anchorStart: props.anchorStart,
							anchorEnd: props.anchorEnd,
							tagStart: props.tagStart,
							tagEnd: props.tagEnd,
							style: COLLECTION_STYLE.BLOCK
						});
						mappingOpened = true;
					}
					detected = true;
					atExplicitKey = false;
					pendingExplicitKey = false;
				} else if (detected) throwError(state, "expected ':' after a mapping key");
				else {
					if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
						restoreState(state, beforeKey);
						return false;
					}
					return true;
				}
			} else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
			else {
				if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
					restoreState(state, beforeKey);
					return false;
				}
				return true;
			}
		}
		if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
		if (!atExplicitKey) {
			if (pendingExplicitKey) {
				addEmptyScalarEvent(state);
				pendingExplicitKey = false;
			}
		}
		skipSeparationSpace(state, true);
		ch = state.input.charCodeAt(state.position);
		if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
		else if (state.lineIndent < nodeIndent) break;
	}
	if (!detected) return false;
	if (atExplicitKey) addEmptyScalarEvent(state);
	if (mappingOpened) addPopEvent(state);
	return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
	if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
	state.depth++;
	let indentStatus = 1;
	let atNewLine = false;
	let hasContent = false;
	let propertyStart = null;
	const props = emptyProperties();
	let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
	let allowBlockCollections = allowBlockScalars;
	const allowBlockStyles = allowBlockScalars;
	if (allowToSeek && skipSeparationSpace(state, true)) {
		atNewLine = true;
		if (state.lineIndent > parentIndent) indentStatus = 1;
		else if (state.lineIndent === parentIndent) indentStatus = 0;
		else indentStatus = -1;
	}
	if (indentStatus === 1) while (true) {
		const ch = state.input.charCodeAt(state.position);
		const propertyState = snapshotState(state);
		if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
		if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
			const fallbackState = snapshotState(state);
			const flowIndent = parentIndent + 1;
			if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) {
				state.depth--;
				return true;
			}
			restoreState(state, fallbackState);
		}
		if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
		if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
		if (propertyStart === null) propertyStart = propertyState;
		if (skipSeparationSpace(state, true)) {
			atNewLine = true;
			allowBlockCollections = allowBlockStyles;
			if (state.lineIndent > parentIndent) indentStatus = 1;
			else if (state.lineIndent === parentIndent) indentStatus = 0;
			else indentStatus = -1;
		} else allowBlockCollections = false;
	}
	if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
	if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
		const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
		const blockIndent = state.position - state.lineStart;
		if (indentStatus === 1) {
			if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent = true;
			else {
				const ch = state.input.charCodeAt(state.position);
				if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
					const fallbackState = snapshotState(state);
					const propertyIndent = propertyStart.position - propertyStart.lineStart;
					restoreState(state, propertyStart);
					if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) hasContent = true;
					else restoreState(state, fallbackState);
				}
				if (!hasContent && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent = true;
			}
		} else if (indentStatus === 0) hasContent = allowBlockCollections && readBlockSequence(state, blockIndent, props);
	}
	allowBlockScalars = allowBlockScalars && !hasContent;
	if (!hasContent && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
		addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN);
		hasContent = true;
	}
	state.depth--;
	return hasContent || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
	if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
	state.position++;
	const nameStart = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
	const name = state.input.slice(nameStart, state.position);
	const args = [];
	if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
	while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
		while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
		if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
		const start = state.position;
		while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
		args.push(state.input.slice(start, state.position));
	}
	if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
	if (name === "YAML") {
		if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
		if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
		const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
		if (match === null) throwError(state, "ill-formed argument of the YAML directive");
		if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
		state.directives.push({
			kind: "yaml",
			version: args[0]
		});
	} else if (name === "TAG") {
		if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
		const [handle, prefix] = args;
		if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
		if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
		if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
		state.tagHandlers[handle] = prefix;
		state.directives.push({
			kind: "tag",
			handle,
			prefix
		});
	}
	return true;
}
function readDocument(state) {
	state.directives = [];
	state.tagHandlers = Object.create(null);
	let hasDirectives = false;
	skipSeparationSpace(state, true);
	while (readDirective(state)) {
		hasDirectives = true;
		skipSeparationSpace(state, true);
	}
	let explicitStart = false;
	let explicitEnd = false;
	let allowCompact = true;
	if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
		explicitStart = true;
		const markerLine = state.line;
		state.position += 3;
		skipSeparationSpace(state, true);
		allowCompact = state.line > markerLine;
	} else if (hasDirectives) throwError(state, "directives end mark is expected");
	const documentEventIndex = state.events.length;
	if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
		state.position += 3;
		skipSeparationSpace(state, true);
		return;
	}
	addDocumentEvent(state, explicitStart, false);
	if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
	skipSeparationSpace(state, true);
	if (state.position === state.lineStart && testDocumentSeparator(state)) {
		explicitEnd = state.input.charCodeAt(state.position) === 46;
		if (explicitEnd) {
			const markerLine = state.line;
			state.position += 3;
			skipSeparationSpace(state, true);
			if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
		}
	}
	const documentEvent = state.events[documentEventIndex];
	if (documentEvent?.type === EVENT_ID.DOCUMENT) documentEvent.explicitEnd = explicitEnd;
	addPopEvent(state);
	if (!explicitEnd && state.position < state.length && !testDocumentBoundary(state)) throwError(state, "end of the stream or a document separator is expected");
}
function parseEvents(input, options) {
	const length = input.length;
	const state = {
		...DEFAULT_PARSER_OPTIONS,
		...options,
		input: `${input}\0`,
		length,
		position: 0,
		line: 0,
		lineStart: 0,
		lineIndent: 0,
		firstTabInLine: -1,
		depth: 0,
		directives: [],
		tagHandlers: Object.create(null),
		events: []
	};
	const nullpos = input.indexOf("\0");
	if (nullpos !== -1) YAMLException.throwAt(input, nullpos, "null byte is not allowed in input", state.filename);
	while (state.position < state.length) {
		skipByteOrderMark(state);
		skipSeparationSpace(state, true);
		if (state.position >= state.length) break;
		const documentStart = state.position;
		readDocument(state);
		if (state.position === documentStart)
 /* c8 ignore next */
		throwError(state, "can not read a document");
	}
	return state.events;
}
var DEFAULT_LOAD_OPTIONS = {
	...DEFAULT_PARSER_OPTIONS,
	...DEFAULT_CONSTRUCTOR_OPTIONS
};
function loadDocuments(input, options = {}) {
	const opts = {
		...DEFAULT_LOAD_OPTIONS,
		...options
	};
	const source = String(input);
	const PARSER_OPT_KEYS = Object.keys(DEFAULT_PARSER_OPTIONS);
	const CONSTRUCTOR_OPT_KEYS = Object.keys(DEFAULT_CONSTRUCTOR_OPTIONS);
	return constructFromEvents(parseEvents(source, pick(opts, PARSER_OPT_KEYS)), {
		...pick(opts, CONSTRUCTOR_OPT_KEYS),
		source
	});
}
function load(input, options) {
	const documents = loadDocuments(input, options);
	if (documents.length === 0) throw new YAMLException("expected a document, but the input is empty");
	if (documents.length === 1) return documents[0];
	throw new YAMLException("expected a single document in the stream, but found more");
}
var INVALID = Symbol("INVALID");
function buildRepresentTypes(schema) {
	const defaultTags = new Set([
		schema.defaultScalarTag,
		schema.defaultSequenceTag,
		schema.defaultMappingTag
	].filter((t) => t !== void 0));
	const implicitScalars = schema.implicitScalarTags;
	const explicitTags = schema.tags.filter((t) => !(t.nodeKind === "scalar" && t.implicit) && !defaultTags.has(t));
	const defaultTagsLast = schema.tags.filter((t) => defaultTags.has(t));
	return [
		...implicitScalars.map((tag) => ({
			tag,
			implicitTag: true
		})),
		...explicitTags.map((tag) => ({
			tag,
			implicitTag: false
		})),
		...defaultTagsLast.map((tag) => ({
			tag,
			implicitTag: true
		}))
	];
}
function matchTag(state, object) {
	for (let index = 0, length = state.representTypes.length; index < length; index += 1) {
		const { tag, implicitTag } = state.representTypes[index];
		if (tag.identify(object)) {
			let tagName;
			if (tag.matchByTagPrefix) tagName = tag.representTagName(object);
			else tagName = tag.tagName;
			return {
				tag,
				tagName,
				implicitTag
			};
		}
	}
	return null;
}
function build(state, object) {
	if (!state.noRefs && object !== null && typeof object === "object") {
		const existing = state.refs.get(object);
		if (existing) {
			if (existing.anchor === void 0) existing.anchor = `ref_${state.refCounter++}`;
			return {
				kind: "alias",
				anchor: existing.anchor
			};
		}
	}
	const matched = matchTag(state, object);
	if (!matched) {
		if (object === void 0) return INVALID;
		if (state.skipInvalid) return INVALID;
		throw new YAMLException(`unacceptable kind of an object to dump ${Object.prototype.toString.call(object)}`);
	}
	const { tag, tagName, implicitTag } = matched;
	const nodeTagName = implicitTag ? tagName : tagNameShort(tagName);
	if (tag.nodeKind === "scalar") return {
		kind: "scalar",
		tag: nodeTagName,
		tagged: !implicitTag,
		style: SCALAR_STYLE.PLAIN,
		value: tag.represent(object)
	};
	if (tag.nodeKind === "sequence") {
		const container = tag.represent(object);
		const node = {
			kind: "sequence",
			tag: nodeTagName,
			tagged: !implicitTag,
			style: COLLECTION_STYLE.BLOCK,
			items: []
		};
		if (!state.noRefs) state.refs.set(object, node);
		for (let index = 0, length = container.length; index < length; index += 1) {
			let item = build(state, container[index]);
			if (item === INVALID && container[index] === void 0) item = build(state, null);
			if (item === INVALID) continue;
			node.items.push(item);
		}
		return node;
	}
	const map = tag.represent(object);
	const node = {
		kind: "mapping",
		tag: nodeTagName,
		tagged: !implicitTag,
		style: COLLECTION_STYLE.BLOCK,
		items: []
	};
	if (!state.noRefs) state.refs.set(object, node);
	for (const [objectKey, objectValue] of map) {
		const key = build(state, objectKey);
		if (key === INVALID) continue;
		const value = build(state, objectValue);
		if (value === INVALID) continue;
		node.items.push({
			key,
			value
		});
	}
	return node;
}
function jsToAst(input, schema, options = {}) {
	const root = build({
		representTypes: buildRepresentTypes(schema),
		noRefs: options.noRefs ?? false,
		skipInvalid: options.skipInvalid ?? false,
		refs: /* @__PURE__ */ new Map(),
		refCounter: 0
	}, input);
	return [{
		contents: root === INVALID ? null : root,
		directives: []
	}];
}
var VISIT_BREAK = Symbol("visit:break");
var VISIT_SKIP = Symbol("visit:skip");
function visitNode(node, visitor, ctx) {
	const control = visitor(node, ctx);
	if (control === VISIT_BREAK) return true;
	if (control === VISIT_SKIP) return false;
	const depth = ctx.depth + 1;
	switch (node.kind) {
		case "sequence":
			for (const item of node.items) if (visitNode(item, visitor, {
				depth,
				parent: node,
				isKey: false
			})) return true;
			break;
		case "mapping": for (const { key, value } of node.items) {
			if (visitNode(key, visitor, {
				depth,
				parent: node,
				isKey: true
			})) return true;
			if (visitNode(value, visitor, {
				depth,
				parent: node,
				isKey: false
			})) return true;
		}
	}
	return false;
}
function visit(documents, visitor) {
	for (const doc of documents) if (doc.contents && visitNode(doc.contents, visitor, {
		depth: 0,
		parent: null,
		isKey: false
	})) return;
}
function hasBit(mask, bit) {
	return (mask & 1 << bit) !== 0;
}
var DEFAULT_SCALAR_STYLE_RULES = {
	applyQuoteFlowKeysOption,
	doubleQuoteForInvisibles,
	doubleQuoteWhitespaceOnly,
	applyForceQuotesOption,
	tryLongOrMultilineAsBlock,
	quoteInvalidPlain,
	fallbackToDoubleQuoted
};
function _preferredQuotedStyle(layout) {
	if (layout.presenterOptions.quoteStyle === "single" && hasBit(layout.allowedStylesMask, SCALAR_STYLE.SINGLE_QUOTED)) return SCALAR_STYLE.SINGLE_QUOTED;
	return SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyQuoteFlowKeysOption(layout) {
	if (!layout.presenterOptions.quoteFlowKeys) return;
	if (!layout.isKey || !layout.flowOnly || layout.style !== SCALAR_STYLE.PLAIN) return;
	layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteForInvisibles(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteWhitespaceOnly(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && /^\s+$/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyForceQuotesOption(layout) {
	if (!layout.presenterOptions.forceQuotes) return;
	if (layout.isKey || layout.style !== SCALAR_STYLE.PLAIN) return;
	if (layout.node.tag !== layout.presenterOptions.schema.defaultScalarTag.tagName) return;
	layout.style = layout.node.value.includes("\n") ? SCALAR_STYLE.DOUBLE_QUOTED : _preferredQuotedStyle(layout);
}
function tryLongOrMultilineAsBlock(layout) {
	if (layout.style !== SCALAR_STYLE.PLAIN || layout.isKey) return;
	const value = layout.node.value;
	const multiline = value.indexOf("\n") !== -1;
	if (!hasBit(layout.allowedStylesMask, SCALAR_STYLE.LITERAL_BLOCK)) {
		if (multiline) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
		return;
	}
	const w = layout.presenterOptions.lineWidth;
	if (w === -1) {
		if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
		return;
	}
	const availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
	let position = 0;
	let shouldFold = false;
	while (position <= value.length) {
		let lineEnd = value.length;
		const nextLineBreak = value.indexOf("\n", position);
		if (nextLineBreak !== -1) lineEnd = nextLineBreak;
		const line = value.slice(position, lineEnd);
		if (line.length > availableWidth && line[0] !== " " && / [^ \t]/.test(line)) shouldFold = true;
		if (nextLineBreak === -1) break;
		position = nextLineBreak + 1;
	}
	if (shouldFold) layout.style = SCALAR_STYLE.FOLDED_BLOCK;
	else if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
}
function quoteInvalidPlain(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && !hasBit(layout.allowedStylesMask, SCALAR_STYLE.PLAIN)) layout.style = _preferredQuotedStyle(layout);
}
function fallbackToDoubleQuoted(layout) {
	if (!hasBit(layout.allowedStylesMask, layout.style)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function setBit(mask, bit) {
	return mask | 1 << bit;
}
var SRC_C_PRINTABLE = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]";
var SRC_B_CHAR = "[\\n\\r]";
var SRC_C_BYTE_ORDER_MARK = "\\uFEFF";
var SRC_S_WHITE = "[ \\t]";
var SRC_NB_CHAR = `(?:(?!(?:${SRC_B_CHAR}|${SRC_C_BYTE_ORDER_MARK}))${SRC_C_PRINTABLE})`;
var SRC_NS_CHAR = `(?:(?!${SRC_S_WHITE})${SRC_NB_CHAR})`;
var SRC_NB_JSON = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]";
var SRC_C_INDICATOR = "[-?:,\\[\\]{}#&*!|>'\"%@`]";
var SRC_C_FLOW_INDICATOR = "[,\\[\\]{}]";
var SRC_NS_PLAIN_SAFE_FLOW_OUT = SRC_NS_CHAR;
var SRC_NS_PLAIN_SAFE_FLOW_IN = `(?:(?!${SRC_C_FLOW_INDICATOR})${SRC_NS_CHAR})`;
var SRC_NS_PLAIN_FIRST_FLOW_OUT = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))`;
var SRC_NS_PLAIN_FIRST_FLOW_IN = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))`;
var SRC_NS_PLAIN_CHAR_FLOW_OUT = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_OUT})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))#*`;
var SRC_NS_PLAIN_CHAR_FLOW_IN = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_IN})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))#*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_OUT})*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_IN})*`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_OUT = `${SRC_NS_PLAIN_FIRST_FLOW_OUT}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_IN = `${SRC_NS_PLAIN_FIRST_FLOW_IN}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_OUT;
var SRC_NS_PLAIN_ONE_LINE_FLOW_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_IN;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_OUT}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_IN}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT = `${SRC_NS_PLAIN_ONE_LINE_FLOW_OUT}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT})*`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_IN = `${SRC_NS_PLAIN_ONE_LINE_FLOW_IN}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN})*`;
var NS_PLAIN_FLOW_OUT = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT})$`, "u");
var NS_PLAIN_FLOW_IN = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_IN})$`, "u");
var NS_PLAIN_BLOCK_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY})$`, "u");
var NS_PLAIN_FLOW_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_FLOW_KEY})$`, "u");
var NB_SINGLE_ONE_LINE = new RegExp(`^(?:${SRC_NB_JSON})*$`, "u");
var NB_SINGLE_MULTI_LINE = new RegExp(`^(?:${SRC_NB_JSON}|\\n)*$`, "u");
var BLOCK_SCALAR_CONTENT = new RegExp(`^(?:${SRC_NB_CHAR}|\\n)*$`, "u");
var C_FORBIDDEN_FIRST_LINE = /^(?:---|\.\.\.)(?=$|[ \t\n\r])/;
var C_FORBIDDEN_CONTENT = /^(?:---|\.\.\.)(?=$|[ \t\n\r])/m;
function canUsePlain(layout) {
	const str = layout.node.value;
	if (str !== "") {
		if (!(layout.isKey ? layout.flowOnly ? NS_PLAIN_FLOW_KEY : NS_PLAIN_BLOCK_KEY : layout.flowOnly ? NS_PLAIN_FLOW_IN : NS_PLAIN_FLOW_OUT).test(str)) return false;
		if (layout.shiftOfFirstLine === 0 && C_FORBIDDEN_FIRST_LINE.test(str)) return false;
		if (layout.shiftOfContent === 0) {
			const firstLineBreak = str.indexOf("\n");
			if (firstLineBreak !== -1) {
				const content = str.slice(firstLineBreak + 1);
				if (C_FORBIDDEN_CONTENT.test(content)) return false;
			}
		}
	}
	const resolvedTag = layout.presenterOptions.schema.resolveImplicitScalarTag(str).tag.tagName;
	if (!layout.node.tagged && resolvedTag !== layout.node.tag) return false;
	if (!layout.node.tagged && str === "=" && resolvedTag === layout.presenterOptions.schema.defaultScalarTag.tagName) return false;
	return true;
}
function canUseSingleQuoted(layout) {
	const str = layout.node.value;
	if (!(layout.isKey ? NB_SINGLE_ONE_LINE : NB_SINGLE_MULTI_LINE).test(str)) return false;
	if (/[ \t]\n|\n[ \t]/.test(str)) return false;
	if (!layout.isKey && layout.shiftOfContent === 0) {
		const firstLineBreak = str.indexOf("\n");
		if (firstLineBreak !== -1 && C_FORBIDDEN_CONTENT.test(str.slice(firstLineBreak + 1))) return false;
	}
	return true;
}
function canUseBlock(layout) {
	if (layout.flowOnly || !BLOCK_SCALAR_CONTENT.test(layout.node.value)) return false;
	const contentIndent = layout.shiftOfContent - layout.shiftOfParent;
	if (contentIndent < 1) return false;
	if (contentIndent > 9 && /^\n* /.test(layout.node.value)) return false;
	if (layout.shiftOfContent === 0 && C_FORBIDDEN_CONTENT.test(layout.node.value)) return false;
	return true;
}
function detectAllowedStyles(layout) {
	let mask = setBit(0, SCALAR_STYLE.DOUBLE_QUOTED);
	if (canUsePlain(layout)) mask = setBit(mask, SCALAR_STYLE.PLAIN);
	if (canUseSingleQuoted(layout)) mask = setBit(mask, SCALAR_STYLE.SINGLE_QUOTED);
	if (canUseBlock(layout)) mask = setBit(setBit(mask, SCALAR_STYLE.LITERAL_BLOCK), SCALAR_STYLE.FOLDED_BLOCK);
	layout.allowedStylesMask = mask;
}
function renderScalar(layout) {
	switch (layout.style) {
		case SCALAR_STYLE.PLAIN: return renderPlain(layout);
		case SCALAR_STYLE.SINGLE_QUOTED: return renderSingleQuoted(layout);
		case SCALAR_STYLE.LITERAL_BLOCK: return renderLiteralBlock(layout);
		case SCALAR_STYLE.FOLDED_BLOCK: return renderFoldedBlock(layout);
		case SCALAR_STYLE.DOUBLE_QUOTED: return renderDoubleQuoted(layout);
	}
}
function renderPlain(layout) {
	return encodeFlowBreaks(layout.node.value, layout.shiftOfContent);
}
function renderSingleQuoted(layout) {
	return `'${encodeFlowBreaks(layout.node.value, layout.shiftOfContent).replace(/'/g, "''")}'`;
}
function renderLiteralBlock(layout) {
	const value = layout.node.value;
	return "|" + blockHeader(value, layout.shiftOfParent, layout.shiftOfContent) + dropEndingNewline(indentString(value, layout.shiftOfContent));
}
function renderFoldedBlock(layout) {
	const value = layout.node.value;
	const w = layout.presenterOptions.lineWidth;
	let availableWidth = Infinity;
	if (w !== -1) availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
	return ">" + blockHeader(value, layout.shiftOfParent, layout.shiftOfContent) + dropEndingNewline(indentString(foldBlockScalar(value, availableWidth), layout.shiftOfContent));
}
function renderDoubleQuoted(layout) {
	return `"${escapeString(layout.node.value)}"`;
}
function encodeFlowBreaks(string, shiftOfContent) {
	let nextLF = string.indexOf("\n");
	if (nextLF === -1) return string;
	const pad = " ".repeat(shiftOfContent);
	let result = string.slice(0, nextLF);
	const lineRe = /(\n+)([^\n]*)/g;
	lineRe.lastIndex = nextLF;
	let match;
	while (match = lineRe.exec(string)) {
		const breaks = match[1].length;
		const line = match[2];
		result += "\n".repeat(breaks + 1) + pad + line;
	}
	return result;
}
function indentString(string, spaces) {
	const indent = " ".repeat(spaces);
	let position = 0;
	let result = "";
	const length = string.length;
	while (position < length) {
		let line;
		const next = string.indexOf("\n", position);
		if (next === -1) {
			line = string.slice(position);
			position = length;
		} else {
			line = string.slice(position, next + 1);
			position = next + 1;
		}
		if (line.length && line !== "\n") result += indent;
		result += line;
	}
	return result;
}
function needIndentIndicator(string) {
	return /^\n* /.test(string);
}
function blockHeader(string, shiftOfParent, shiftOfContent) {
	const indentIndicator = needIndentIndicator(string) ? String(shiftOfContent - shiftOfParent) : "";
	const clip = string[string.length - 1] === "\n";
	return `${indentIndicator}${clip && (string[string.length - 2] === "\n" || string === "\n") ? "+" : clip ? "" : "-"}\n`;
}
function dropEndingNewline(string) {
	return string[string.length - 1] === "\n" ? string.slice(0, -1) : string;
}
function isMoreIndented(char) {
	return char === " " || char === "	";
}
function foldLine(line, width) {
	if (line === "" || isMoreIndented(line[0])) return line;
	const breakRe = / [^ \t]/g;
	let match;
	let start = 0;
	let end;
	let curr = 0;
	let next = 0;
	let result = "";
	while (match = breakRe.exec(line)) {
		next = match.index;
		if (next - start > width) {
			end = curr > start ? curr : next;
			result += `\n${line.slice(start, end)}`;
			start = end + 1;
		}
		curr = next;
	}
	result += "\n";
	if (line.length - start > width && curr > start) result += `${line.slice(start, curr)}\n${line.slice(curr + 1)}`;
	else result += line.slice(start);
	return result.slice(1);
}
function foldBlockScalar(string, width) {
	const lineRe = /(\n+)([^\n]*)/g;
	let nextLF = string.indexOf("\n");
	if (nextLF === -1) nextLF = string.length;
	lineRe.lastIndex = nextLF;
	let result = foldLine(string.slice(0, nextLF), width);
	let prevMoreIndented = string[0] === "\n" || isMoreIndented(string[0]);
	let moreIndented;
	let match;
	while (match = lineRe.exec(string)) {
		const prefix = match[1];
		const line = match[2];
		moreIndented = line !== "" && isMoreIndented(line[0]);
		result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
		prevMoreIndented = moreIndented;
	}
	return result;
}
var CHARACTERS_TO_ESCAPE = /["\\\x00-\x1F\x7F-\xA0\u2028\u2029\uD800-\uDFFF\uFEFF\uFFFE\uFFFF]/gu;
function escapeCharacter(character) {
	switch (character) {
		case "\0": return "\\0";
		case "\x07": return "\\a";
		case "\b": return "\\b";
		case "	": return "\\t";
		case "\n": return "\\n";
		case "\v": return "\\v";
		case "\f": return "\\f";
		case "\r": return "\\r";
		case "\x1B": return "\\e";
		case "\"": return "\\\"";
		case "\\": return "\\\\";
		case "": return "\\N";
		case "\xA0": return "\\_";
		case "\u2028": return "\\L";
		case "\u2029": return "\\P";
	}
	const code = character.charCodeAt(0);
	const hex = code.toString(16).toUpperCase();
	if (code <= 255) return `\\x${"0".repeat(2 - hex.length)}${hex}`;
	return `\\u${"0".repeat(4 - hex.length)}${hex}`;
}
function escapeString(string) {
	return string.replace(CHARACTERS_TO_ESCAPE, escapeCharacter);
}
var CHAR_LINE_FEED = 10;
var DEFAULT_PRESENTER_OPTIONS = {
	indent: 2,
	seqNoIndent: false,
	seqInlineFirst: true,
	lineWidth: 80,
	flowBracketPadding: false,
	flowSkipCommaSpace: false,
	flowSkipColonSpace: false,
	quoteFlowKeys: false,
	quoteStyle: "single",
	forceQuotes: false,
	scalarStyleRules: Object.keys(DEFAULT_SCALAR_STYLE_RULES).map((name) => Reflect.get(DEFAULT_SCALAR_STYLE_RULES, name)),
	tagBeforeAnchor: false
};
function nodeTagShort(node) {
	return node.tagged ? node.tag : tagNameShort(node.tag);
}
function createPresenterState(options) {
	const opts = {
		...DEFAULT_PRESENTER_OPTIONS,
		...options
	};
	if (opts.flowSkipColonSpace) opts.quoteFlowKeys = true;
	return {
		...opts,
		defaultScalarTagName: opts.schema.defaultScalarTag.tagName,
		openEnded: false
	};
}
function generateNextLine(state, level) {
	return `\n${" ".repeat(state.indent * level)}`;
}
function scalarLayout(state, node, parent, level, isKey, flowOnly) {
	return {
		node,
		parent,
		level,
		isKey,
		flowOnly,
		shiftOfParent: level === 0 ? -1 : state.indent * (level - 1),
		shiftOfContent: state.indent * Math.max(1, level),
		shiftOfFirstLine: level === 0 ? 0 : state.indent * level,
		presenterOptions: state,
		allowedStylesMask: 0,
		style: node.style
	};
}
function writeFlowSequence(state, level, node) {
	let result = "";
	for (let index = 0, length = node.items.length; index < length; index += 1) {
		const item = writeNode(state, level, node.items[index], node, {}).text;
		if (index > 0) result += `,${!state.flowSkipCommaSpace ? " " : ""}`;
		result += item;
	}
	const pad = state.flowBracketPadding && node.items.length > 0 ? " " : "";
	return `[${pad}${result}${pad}]`;
}
function writeBlockSequence(state, level, node, compact) {
	let result = "";
	for (let index = 0, length = node.items.length; index < length; index += 1) {
		const item = writeNode(state, level + 1, node.items[index], node, {
			block: true,
			compact: state.seqInlineFirst,
			isblockseq: true
		}).text;
		if (!compact || result !== "") result += generateNextLine(state, level);
		if (item === "" || CHAR_LINE_FEED === item.charCodeAt(0)) result += "-";
		else result += "- ";
		result += item;
	}
	return result;
}
function writeFlowMapping(state, level, node) {
	let result = "";
	for (const { key, value } of node.items) {
		let pairBuffer = "";
		if (result !== "") pairBuffer += `,${!state.flowSkipCommaSpace ? " " : ""}`;
		const keyRender = writeNode(state, level, key, node, { iskey: true });
		const keyText = keyRender.text;
		const valueText = writeNode(state, level, value, node, {}).text;
		const sep = state.flowSkipColonSpace || valueText === "" ? "" : " ";
		const keyIsBareProps = key.kind === "scalar" && keyRender.noBody && (key.tagged || key.anchor !== void 0);
		const keyColonSep = key.kind === "alias" || keyIsBareProps ? " " : "";
		pairBuffer += `${keyText}${keyColonSep}:${sep}${valueText}`;
		result += pairBuffer;
	}
	const pad = state.flowBracketPadding && result !== "" ? " " : "";
	return `{${pad}${result}${pad}}`;
}
function writeBlockMapping(state, level, node, compact) {
	let result = "";
	for (let index = 0, length = node.items.length; index < length; index += 1) {
		let pairBuffer = "";
		if (!compact || result !== "") pairBuffer += generateNextLine(state, level);
		const { key, value } = node.items[index];
		const keyIsBlock = (key.kind === "mapping" || key.kind === "sequence") && key.style === COLLECTION_STYLE.BLOCK && key.items.length !== 0 || key.kind === "scalar" && (key.style === SCALAR_STYLE.LITERAL_BLOCK || key.style === SCALAR_STYLE.FOLDED_BLOCK);
		const keyRender = keyIsBlock ? writeNode(state, level + 1, key, node, {
			block: true,
			compact: true,
			isblockseq: !cannotBeCompact(state, key, level + 1)
		}) : writeNode(state, level + 1, key, node, {
			block: true,
			compact: true,
			iskey: true
		});
		const keyText = keyRender.text;
		const keyHasLineBreak = key.kind === "scalar" && key.value.indexOf("\n") !== -1;
		const keyIsTooLong = keyText.length > 1024 && /^[\s\S]{1025}/u.test(keyText);
		const explicitPair = keyIsBlock || keyHasLineBreak || keyIsTooLong;
		if (explicitPair) {
			if (keyText && CHAR_LINE_FEED === keyText.charCodeAt(0)) pairBuffer += "?";
			else pairBuffer += "? ";
		}
		pairBuffer += keyText;
		if (explicitPair) pairBuffer += generateNextLine(state, level);
		const valueText = writeNode(state, level + 1, value, node, {
			block: true,
			compact: explicitPair,
			isblockseq: explicitPair && !cannotBeCompact(state, value, level + 1)
		}).text;
		const keyIsBareProps = key.kind === "scalar" && keyRender.noBody && (key.tagged || key.anchor !== void 0);
		const keyColonSep = !explicitPair && (key.kind === "alias" || keyIsBareProps) ? " " : "";
		if (valueText === "" || CHAR_LINE_FEED === valueText.charCodeAt(0)) pairBuffer += `${keyColonSep}:`;
		else pairBuffer += `${keyColonSep}: `;
		pairBuffer += valueText;
		result += pairBuffer;
	}
	return result;
}
function cannotBeCompact(state, node, level) {
	if (node.kind === "alias") return true;
	return node.tagged || node.anchor !== void 0 || state.indent < 2 && level > 0;
}
function writeNode(state, level, node, parent, ctx) {
	if (node.kind === "alias") {
		state.openEnded = false;
		return {
			text: `*${node.anchor}`,
			noBody: false
		};
	}
	const { block = false, iskey = false, isblockseq = false } = ctx;
	let compact = ctx.compact ?? false;
	const hasAnchor = node.anchor !== void 0;
	if (cannotBeCompact(state, node, level)) compact = false;
	let body;
	let shouldPrintTag = node.tagged;
	const useBlockCollection = block && (node.kind === "mapping" || node.kind === "sequence") && node.style === COLLECTION_STYLE.BLOCK && node.items.length !== 0;
	if (node.kind === "mapping") {
		if (useBlockCollection) body = writeBlockMapping(state, level, node, compact);
		else body = writeFlowMapping(state, level, node);
	} else if (node.kind === "sequence") {
		if (useBlockCollection) {
			if (state.seqNoIndent && !isblockseq && level > 0) body = writeBlockSequence(state, level - 1, node, compact);
			else body = writeBlockSequence(state, level, node, compact);
		} else body = writeFlowSequence(state, level, node);
	} else {
		const layout = scalarLayout(state, node, parent, level, iskey, !block);
		detectAllowedStyles(layout);
		for (const rule of state.scalarStyleRules) rule(layout);
		body = renderScalar(layout);
		state.openEnded = (layout.style === SCALAR_STYLE.LITERAL_BLOCK || layout.style === SCALAR_STYLE.FOLDED_BLOCK) && (node.value === "\n" || node.value.endsWith("\n\n"));
		shouldPrintTag = node.tagged || body === "" && layout.flowOnly && parent?.kind === "sequence" && !hasAnchor || layout.style !== SCALAR_STYLE.PLAIN && node.tag !== state.defaultScalarTagName;
	}
	if ((node.kind === "mapping" || node.kind === "sequence") && !useBlockCollection) state.openEnded = false;
	if (useBlockCollection && compact && level > 0 && state.indent > 2) body = `${" ".repeat(state.indent - 2)}${body}`;
	const noBody = body === "";
	let text = body;
	if (shouldPrintTag || hasAnchor) {
		const props = [];
		const tag = shouldPrintTag ? nodeTagShort(node) : null;
		const anchor = hasAnchor ? `&${node.anchor}` : null;
		if (state.tagBeforeAnchor) {
			if (tag !== null) props.push(tag);
			if (anchor !== null) props.push(anchor);
		} else {
			if (anchor !== null) props.push(anchor);
			if (tag !== null) props.push(tag);
		}
		const sep = body === "" || body.charCodeAt(0) === CHAR_LINE_FEED ? "" : " ";
		text = `${props.join(" ")}${sep}${body}`;
	}
	return {
		text,
		noBody
	};
}
function rootStartsOwnLine(node) {
	return (node.kind === "sequence" || node.kind === "mapping") && node.style === COLLECTION_STYLE.BLOCK && node.items.length !== 0 && !node.tagged && node.anchor === void 0;
}
function writeDocumentDirectives(doc) {
	let result = "";
	for (const directive of doc.directives) {
		if (directive.kind === "yaml") {
			result += `%YAML ${directive.version}\n`;
			continue;
		}
		const { handle, prefix } = directive;
		result += `%TAG ${handle} ${prefix}\n`;
	}
	return result;
}
function present(documents, options) {
	const state = createPresenterState(options);
	let result = "";
	let previousEnded = false;
	for (let index = 0; index < documents.length; index += 1) {
		const doc = documents[index];
		state.openEnded = false;
		const directives = writeDocumentDirectives(doc);
		const hasDirectives = directives !== "";
		const marker = doc.explicitStart || hasDirectives || index > 0 && !previousEnded;
		result += directives;
		if (doc.contents === null) {
			if (marker) result += "---\n";
		} else if (marker) {
			const body = writeNode(state, 0, doc.contents, null, {
				block: true,
				compact: true
			}).text;
			const sep = body === "" ? "" : hasDirectives || rootStartsOwnLine(doc.contents) ? "\n" : " ";
			result += `---${sep}${body}\n`;
		} else result += writeNode(state, 0, doc.contents, null, {
			block: true,
			compact: true
		}).text + "\n";
		previousEnded = doc.explicitEnd || state.openEnded;
		if (previousEnded) result += "...\n";
	}
	return result;
}
var DEFAULT_DUMP_OPTIONS = {
	...DEFAULT_PRESENTER_OPTIONS,
	schema: DUMP_SCHEMA,
	skipInvalid: false,
	noRefs: false,
	flowLevel: -1,
	sortKeys: false,
	transform: () => {}
};
function defaultCompareFn(a, b) {
	const x = String(a);
	const y = String(b);
	if (x < y) return -1;
	if (x > y) return 1;
	return 0;
}
function dump(input, options = {}) {
	const opts = {
		...DEFAULT_DUMP_OPTIONS,
		...options
	};
	const documents = jsToAst(input, opts.schema, {
		noRefs: opts.noRefs,
		skipInvalid: opts.skipInvalid
	});
	if (opts.flowLevel >= 0) visit(documents, (node, ctx) => {
		if (ctx.depth < opts.flowLevel) return;
		if (node.kind === "sequence" || node.kind === "mapping") node.style = COLLECTION_STYLE.FLOW;
		return VISIT_SKIP;
	});
	if (opts.sortKeys) {
		const compareFn = opts.sortKeys === true ? defaultCompareFn : opts.sortKeys;
		visit(documents, (node) => {
			if (node.kind !== "mapping") return;
			node.items.sort((a, b) => compareFn(a.key.kind === "scalar" ? a.key.value : "", b.key.kind === "scalar" ? b.key.value : ""));
		});
	}
	opts.transform(documents);
	return present(documents, {
		...pick(opts, Object.keys(DEFAULT_PRESENTER_OPTIONS)),
		schema: opts.schema
	});
}
EVENT_ID.DOCUMENT;
EVENT_ID.SEQUENCE;
EVENT_ID.MAPPING;
EVENT_ID.SCALAR;
EVENT_ID.ALIAS;
EVENT_ID.POP;
SCALAR_STYLE.PLAIN;
SCALAR_STYLE.SINGLE_QUOTED;
SCALAR_STYLE.DOUBLE_QUOTED;
SCALAR_STYLE.LITERAL_BLOCK;
SCALAR_STYLE.FOLDED_BLOCK;
COLLECTION_STYLE.BLOCK;
COLLECTION_STYLE.FLOW;
CHOMPING_MODE.CLIP;
CHOMPING_MODE.STRIP;
CHOMPING_MODE.KEEP;
// \0client-node-undici
const unused = () => {
	throw new Error("applyset-action does not bundle undici for client-node, whose fetch-based clients it does not use");
};
var Agent = class {
	constructor() {
		unused();
	}
};
var ProxyAgent = class {
	constructor() {
		unused();
	}
};
function fetch() {
	return unused();
}
// src/kube/deferredModules.ts
const loaders = /* @__PURE__ */ new Set();
function deferModule(load) {
	loaders.add(load);
}
function needsDeferredModules(kubeConfig) {
	return Boolean(kubeConfig.getCurrentCluster()?.proxyUrl || kubeConfig.getCurrentUser()?.authProvider);
}
async function loadDeferredModules() {
	await Promise.all([...loaders].map((load) => load()));
}
// \0deferred:jsonpath-plus
let JSONPath;
deferModule(async () => {
	({JSONPath} = await import("./BuyRvKRg.js"));
});
// node_modules/@kubernetes/client-node/dist/azure_auth.js
var AzureAuth = class {
	isAuthProvider(user) {
		if (!user || !user.authProvider) return false;
		return user.authProvider.name === "azure";
	}
	async applyAuthentication(user, opts) {
		const token = this.getToken(user);
		if (token) opts.headers["Authorization"] = `Bearer ${token}`;
	}
	getToken(user) {
		const config = user.authProvider.config;
		if (this.isExpired(config)) this.updateAccessToken(config);
		return config["access-token"];
	}
	isExpired(config) {
		const token = config["access-token"];
		const expiry = config.expiry;
		const expiresOn = config["expires-on"];
		if (!token) return true;
		if (!expiry && !expiresOn) return false;
		const expiresOnDate = expiresOn ? /* @__PURE__ */ new Date(parseInt(expiresOn, 10) * 1e3) : void 0;
		if ((expiry ? Date.parse(expiry) : expiresOnDate.getTime()) < Date.now()) return true;
		return false;
	}
	updateAccessToken(config) {
		let cmd = config["cmd-path"];
		if (!cmd) throw new Error("Token is expired!");
		cmd = `"${cmd}"`;
		const args = config["cmd-args"];
		if (args) cmd = cmd + " " + args;
		let output;
		try {
			output = proc.execSync(cmd);
		} catch (err) {
			throw new Error("Failed to refresh token: " + err, { cause: err });
		}
		const resultObj = JSON.parse(output);
		const tokenPathKeyInConfig = config["token-key"];
		const expiryPathKeyInConfig = config["expiry-key"];
		const tokenPathKey = "$" + tokenPathKeyInConfig.slice(1, -1);
		const expiryPathKey = "$" + expiryPathKeyInConfig.slice(1, -1);
		config["access-token"] = JSONPath({
			path: tokenPathKey,
			json: resultObj
		});
		config.expiry = JSONPath({
			path: expiryPathKey,
			json: resultObj
		});
	}
};
// node_modules/@kubernetes/client-node/dist/config_types.js
const ActionOnInvalid = {
	THROW: "throw",
	FILTER: "filter"
};
function defaultNewConfigOptions() {
	return { onInvalidEntry: ActionOnInvalid.THROW };
}
function newClusters(a, opts) {
	if (!Array.isArray(a)) return [];
	const options = Object.assign(defaultNewConfigOptions(), opts || {});
	return a.map(clusterIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportCluster(cluster) {
	return {
		name: cluster.name,
		cluster: {
			server: cluster.server,
			"certificate-authority-data": cluster.caData,
			"certificate-authority": cluster.caFile,
			"insecure-skip-tls-verify": cluster.skipTLSVerify,
			"tls-server-name": cluster.tlsServerName,
			"proxy-url": cluster.proxyUrl
		}
	};
}
function clusterIterator(onInvalidEntry) {
	return (elt, i, list) => {
		try {
			if (!elt.name) throw new Error(`clusters[${i}].name is missing`);
			if (!elt.cluster) throw new Error(`clusters[${i}].cluster is missing`);
			if (!elt.cluster.server) throw new Error(`clusters[${i}].cluster.server is missing`);
			return {
				caData: elt.cluster["certificate-authority-data"],
				caFile: elt.cluster["certificate-authority"],
				name: elt.name,
				server: elt.cluster.server.replace(/\/$/, ""),
				skipTLSVerify: elt.cluster["insecure-skip-tls-verify"] === true,
				tlsServerName: elt.cluster["tls-server-name"],
				proxyUrl: elt.cluster["proxy-url"]
			};
		} catch (err) {
			switch (onInvalidEntry) {
				case ActionOnInvalid.FILTER: return null;
				default:
				case ActionOnInvalid.THROW: throw err;
			}
		}
	};
}
function newUsers(a, opts) {
	if (!Array.isArray(a)) return [];
	const options = Object.assign(defaultNewConfigOptions(), opts || {});
	return a.map(userIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportUser(user) {
	return {
		name: user.name,
		user: {
			as: user.impersonateUser,
			"auth-provider": user.authProvider,
			"client-certificate-data": user.certData,
			"client-certificate": user.certFile,
			exec: user.exec,
			"client-key-data": user.keyData,
			"client-key": user.keyFile,
			token: user.token,
			password: user.password,
			username: user.username
		}
	};
}
function userIterator(onInvalidEntry) {
	return (elt, i, list) => {
		try {
			if (!elt.name) throw new Error(`users[${i}].name is missing`);
			return {
				authProvider: elt.user ? elt.user["auth-provider"] : null,
				certData: elt.user ? elt.user["client-certificate-data"] : null,
				certFile: elt.user ? elt.user["client-certificate"] : null,
				exec: elt.user ? elt.user.exec : null,
				keyData: elt.user ? elt.user["client-key-data"] : null,
				keyFile: elt.user ? elt.user["client-key"] : null,
				name: elt.name,
				token: findToken(elt.user),
				password: elt.user ? elt.user.password : null,
				username: elt.user ? elt.user.username : null,
				impersonateUser: elt.user ? elt.user.as : null
			};
		} catch (err) {
			switch (onInvalidEntry) {
				case ActionOnInvalid.FILTER: return null;
				default:
				case ActionOnInvalid.THROW: throw err;
			}
		}
	};
}
function findToken(user) {
	if (user) {
		if (user.token) return user.token;
		if (user["token-file"]) return fs.readFileSync(user["token-file"]).toString();
	}
}
function newContexts(a, opts) {
	if (!Array.isArray(a)) return [];
	const options = Object.assign(defaultNewConfigOptions(), opts || {});
	return a.map(contextIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportContext(ctx) {
	return {
		name: ctx.name,
		context: ctx
	};
}
function contextIterator(onInvalidEntry) {
	return (elt, i, list) => {
		try {
			if (!elt.name) throw new Error(`contexts[${i}].name is missing`);
			if (!elt.context) throw new Error(`contexts[${i}].context is missing`);
			if (!elt.context.cluster) throw new Error(`contexts[${i}].context.cluster is missing`);
			return {
				cluster: elt.context.cluster,
				name: elt.name,
				user: elt.context.user || void 0,
				namespace: elt.context.namespace || void 0
			};
		} catch (err) {
			switch (onInvalidEntry) {
				case ActionOnInvalid.FILTER: return null;
				default:
				case ActionOnInvalid.THROW: throw err;
			}
		}
	};
}
// node_modules/@kubernetes/client-node/dist/exec_auth.js
var ExecAuth = class {
	constructor() {
		this.tokenCache = {};
		this.execFn = proc.spawn;
	}
	isAuthProvider(user) {
		if (!user) return false;
		if (user.exec) return true;
		if (!user.authProvider) return false;
		return user.authProvider.name === "exec" || !!(user.authProvider.config && user.authProvider.config.exec);
	}
	async applyAuthentication(user, opts) {
		const credential = await this.getCredential(user);
		if (!credential) return;
		if (credential.status.clientCertificateData) opts.cert = credential.status.clientCertificateData;
		if (credential.status.clientKeyData) opts.key = credential.status.clientKeyData;
		const token = this.getToken(credential);
		if (token) {
			if (!opts.headers) opts.headers = {};
			opts.headers["Authorization"] = `Bearer ${token}`;
		}
	}
	getToken(credential) {
		if (!credential) return null;
		if (credential.status.token) return credential.status.token;
		return null;
	}
	async getCredential(user) {
		const cachedToken = this.tokenCache[user.name];
		if (cachedToken) {
			if (!cachedToken.status.expirationTimestamp) return cachedToken;
			if (Date.parse(cachedToken.status.expirationTimestamp) > Date.now()) return cachedToken;
			this.tokenCache[user.name] = null;
		}
		let exec = null;
		if (user.authProvider && user.authProvider.config) exec = user.authProvider.config.exec;
		if (user.exec) exec = user.exec;
		if (!exec) return null;
		if (!exec.command) throw new Error("No command was specified for exec authProvider!");
		let opts = {};
		if (exec.env) {
			const env = { ...process.env };
			exec.env.forEach((elt) => env[elt.name] = elt.value);
			opts = {
				...opts,
				env
			};
		}
		return new Promise((resolve, reject) => {
			let stdoutData = "";
			let stderrData = "";
			let savedError = void 0;
			const subprocess = this.execFn(exec.command, exec.args, opts);
			subprocess.stdout.setEncoding("utf8");
			subprocess.stderr.setEncoding("utf8");
			subprocess.stdout.on("data", (data) => {
				stdoutData += data;
			});
			subprocess.stderr.on("data", (data) => {
				stderrData += data;
			});
			subprocess.on("error", (error) => {
				savedError = error;
			});
			subprocess.on("close", (code) => {
				if (savedError) {
					reject(savedError);
					return;
				}
				if (code !== 0) {
					reject(new Error(stderrData));
					return;
				}
				try {
					const obj = JSON.parse(stdoutData);
					this.tokenCache[user.name] = obj;
					resolve(obj);
				} catch (error) {
					reject(error);
				}
			});
		});
	}
};
// node_modules/@kubernetes/client-node/dist/file_auth.js
var FileAuth = class {
	constructor() {
		this.token = null;
		this.lastRead = null;
	}
	isAuthProvider(user) {
		return user.authProvider && user.authProvider.config && user.authProvider.config.tokenFile;
	}
	async applyAuthentication(user, opts) {
		if (this.token == null) this.refreshToken(user.authProvider.config.tokenFile);
		if (this.isTokenExpired()) this.refreshToken(user.authProvider.config.tokenFile);
		if (this.token) opts.headers["Authorization"] = `Bearer ${this.token}`;
	}
	refreshToken(filePath) {
		this.token = fs.readFileSync(filePath).toString("utf-8");
		this.lastRead = /* @__PURE__ */ new Date();
	}
	isTokenExpired() {
		if (this.lastRead === null) return true;
		return ((/* @__PURE__ */ new Date()).getTime() - this.lastRead.getTime()) / 1e3 > 60;
	}
};
// node_modules/@kubernetes/client-node/dist/gcp_auth.js
var GoogleCloudPlatformAuth = class {
	isAuthProvider(user) {
		if (!user || !user.authProvider) return false;
		return user.authProvider.name === "gcp";
	}
	async applyAuthentication(user, opts) {
		const token = this.getToken(user);
		if (token) opts.headers["Authorization"] = `Bearer ${token}`;
	}
	getToken(user) {
		const config = user.authProvider.config;
		if (this.isExpired(config)) this.updateAccessToken(config);
		return config["access-token"];
	}
	isExpired(config) {
		const token = config["access-token"];
		const expiry = config.expiry;
		if (!token) return true;
		if (!expiry) return false;
		if (Date.parse(expiry) < Date.now()) return true;
		return false;
	}
	updateAccessToken(config) {
		let cmd = config["cmd-path"];
		if (!cmd) throw new Error("Token is expired!");
		cmd = `"${cmd}"`;
		const args = config["cmd-args"];
		if (args) cmd = cmd + " " + args;
		let output;
		try {
			output = proc.execSync(cmd);
		} catch (err) {
			throw new Error("Failed to refresh token: " + err, { cause: err });
		}
		const resultObj = JSON.parse(output);
		const tokenPathKeyInConfig = config["token-key"];
		const expiryPathKeyInConfig = config["expiry-key"];
		const tokenPathKey = "$" + tokenPathKeyInConfig.slice(1, -1);
		const expiryPathKey = "$" + expiryPathKeyInConfig.slice(1, -1);
		config["access-token"] = JSONPath({
			path: tokenPathKey,
			json: resultObj
		});
		config.expiry = JSONPath({
			path: expiryPathKey,
			json: resultObj
		});
	}
};
// node_modules/@kubernetes/client-node/dist/gen/rxjsStub.js
var Observable = class Observable {
	constructor(promise) {
		this.promise = promise;
	}
	toPromise() {
		return this.promise;
	}
	pipe(callback) {
		return new Observable(this.promise.then(callback));
	}
};
function from(promise) {
	return new Observable(promise);
}
function of(value) {
	return new Observable(Promise.resolve(value));
}
// node_modules/@kubernetes/client-node/dist/gen/http/isomorphic-fetch.js
var IsomorphicFetchHttpLibrary = class {
	send(request) {
		let method = request.getHttpMethod().toString();
		let body = request.getBody();
		return from(fetch(request.getUrl(), {
			method,
			body,
			headers: request.getHeaders(),
			signal: request.getSignal(),
			dispatcher: request.getDispatcher()
		}).then((resp) => {
			const headers = {};
			resp.headers.forEach((value, name) => {
				headers[name] = value;
			});
			return new ResponseContext(resp.status, headers, {
				text: () => resp.text(),
				binary: () => resp.buffer(),
				stream: () => resp.body
			});
		}));
	}
};
// node_modules/@kubernetes/client-node/dist/gen/http/http.js
function ensureAbsoluteUrl(url) {
	if (url.startsWith("http://") || url.startsWith("https://")) return url;
	throw new Error("You need to define an absolute base url for the server.");
}
var RequestContext = class {
	constructor(url, httpMethod) {
		this.httpMethod = httpMethod;
		this.headers = {};
		this.body = void 0;
		this.signal = void 0;
		this.dispatcher = void 0;
		this.url = new URL$1(ensureAbsoluteUrl(url));
	}
	getUrl() {
		return this.url.toString().endsWith("/") ? this.url.toString().slice(0, -1) : this.url.toString();
	}
	setUrl(url) {
		this.url = new URL$1(ensureAbsoluteUrl(url));
	}
	setBody(body) {
		this.body = body;
	}
	getHttpMethod() {
		return this.httpMethod;
	}
	getHeaders() {
		return this.headers;
	}
	getBody() {
		return this.body;
	}
	setQueryParam(name, value) {
		this.url.searchParams.set(name, value);
	}
	appendQueryParam(name, value) {
		this.url.searchParams.append(name, value);
	}
	addCookie(name, value) {
		if (!this.headers["Cookie"]) this.headers["Cookie"] = "";
		this.headers["Cookie"] += name + "=" + value + "; ";
	}
	setHeaderParam(key, value) {
		const lowerKey = key.toLowerCase();
		for (const existingKey in this.headers) if (existingKey.toLowerCase() === lowerKey) delete this.headers[existingKey];
		this.headers[key] = value;
	}
	setSignal(signal) {
		this.signal = signal;
	}
	getSignal() {
		return this.signal;
	}
	setDispatcher(dispatcher) {
		this.dispatcher = dispatcher;
	}
	getDispatcher() {
		return this.dispatcher;
	}
};
var ResponseContext = class {
	constructor(httpStatusCode, headers, body) {
		this.httpStatusCode = httpStatusCode;
		this.headers = headers;
		this.body = body;
	}
	getParsedHeader(headerName) {
		const result = {};
		if (!this.headers[headerName]) return result;
		const parameters = this.headers[headerName].split(";");
		for (const parameter of parameters) {
			let [key, value] = parameter.split("=", 2);
			if (!key) continue;
			key = key.toLowerCase().trim();
			if (value === void 0) result[""] = key;
			else {
				value = value.trim();
				if (value.startsWith("\"") && value.endsWith("\"")) value = value.substring(1, value.length - 1);
				result[key] = value;
			}
		}
		return result;
	}
	async getBodyAsFile() {
		return {
			data: await this.body.binary(),
			name: this.getParsedHeader("content-disposition")["filename"] || ""
		};
	}
	getBodyAsAny() {
		try {
			return this.body.text();
		} catch {}
		try {
			return this.body.binary();
		} catch {}
		return Promise.resolve(void 0);
	}
};
// node_modules/@kubernetes/client-node/dist/gen/auth/auth.js
var BearerTokenAuthentication = class {
	constructor(apiKey) {
		this.apiKey = apiKey;
	}
	getName() {
		return "BearerToken";
	}
	applySecurityAuthentication(context) {
		context.setHeaderParam("authorization", this.apiKey);
	}
};
function configureAuthMethods(config) {
	let authMethods = {};
	if (!config) return authMethods;
	authMethods["default"] = config["default"];
	if (config["BearerToken"]) authMethods["BearerToken"] = new BearerTokenAuthentication(config["BearerToken"]);
	return authMethods;
}
// node_modules/@kubernetes/client-node/dist/gen/middleware.js
var PromiseMiddlewareWrapper = class {
	constructor(middleware) {
		this.middleware = middleware;
	}
	pre(context) {
		return from(this.middleware.pre(context));
	}
	post(context) {
		return from(this.middleware.post(context));
	}
};
// node_modules/@kubernetes/client-node/dist/gen/servers.js
var ServerConfiguration = class {
	constructor(url, variableConfiguration) {
		this.url = url;
		this.variableConfiguration = variableConfiguration;
	}
	setVariables(variableConfiguration) {
		Object.assign(this.variableConfiguration, variableConfiguration);
	}
	getConfiguration() {
		return this.variableConfiguration;
	}
	getUrl() {
		let replacedUrl = this.url;
		for (const [key, value] of Object.entries(this.variableConfiguration)) replacedUrl = replacedUrl.replaceAll(`{${key}}`, value);
		return replacedUrl;
	}
	makeRequestContext(endpoint, httpMethod) {
		return new RequestContext(this.getUrl() + endpoint, httpMethod);
	}
};
const server1 = new ServerConfiguration("", {});
// node_modules/@kubernetes/client-node/dist/gen/configuration.js
function createConfiguration(conf = {}) {
	const configuration = {
		baseServer: conf.baseServer !== void 0 ? conf.baseServer : server1,
		httpApi: conf.httpApi || new IsomorphicFetchHttpLibrary(),
		middleware: conf.middleware || [],
		authMethods: configureAuthMethods(conf.authMethods)
	};
	if (conf.promiseMiddleware) conf.promiseMiddleware.forEach((m) => configuration.middleware.push(new PromiseMiddlewareWrapper(m)));
	return configuration;
}
// \0deferred:openid-client
let AuthorizationResponseError;
let ClientError;
let ClientSecretBasic;
let ClientSecretJwt;
let ClientSecretPost;
let Configuration;
let None;
let PrivateKeyJwt;
let ResponseBodyError;
let TlsClientAuth;
let WWWAuthenticateChallengeError;
let allowInsecureRequests;
let authorizationCodeGrant;
let buildAuthorizationUrl;
let buildAuthorizationUrlWithJAR;
let buildAuthorizationUrlWithPAR;
let buildEndSessionUrl;
let calculatePKCECodeChallenge;
let clientCredentialsGrant;
let clockSkew;
let clockTolerance;
let customFetch;
let discovery;
let dynamicClientRegistration;
let enableDecryptingResponses;
let enableDetachedSignatureResponseChecks;
let enableNonRepudiationChecks;
let fetchProtectedResource;
let fetchUserInfo;
let genericGrantRequest;
let getDPoPHandle;
let getJwksCache;
let implicitAuthentication;
let initiateBackchannelAuthentication;
let initiateDeviceAuthorization;
let modifyAssertion;
let pollBackchannelAuthenticationGrant;
let pollDeviceAuthorizationGrant;
let randomDPoPKeyPair;
let randomNonce;
let randomPKCECodeVerifier;
let randomState;
let refreshTokenGrant;
let setJwksCache;
let skipStateCheck;
let skipSubjectCheck;
let tokenIntrospection;
let tokenRevocation;
let useCodeIdTokenResponseType;
let useIdTokenResponseType;
let useJwtResponseMode;
deferModule(async () => {
	({AuthorizationResponseError, ClientError, ClientSecretBasic, ClientSecretJwt, ClientSecretPost, Configuration, None, PrivateKeyJwt, ResponseBodyError, TlsClientAuth, WWWAuthenticateChallengeError, allowInsecureRequests, authorizationCodeGrant, buildAuthorizationUrl, buildAuthorizationUrlWithJAR, buildAuthorizationUrlWithPAR, buildEndSessionUrl, calculatePKCECodeChallenge, clientCredentialsGrant, clockSkew, clockTolerance, customFetch, discovery, dynamicClientRegistration, enableDecryptingResponses, enableDetachedSignatureResponseChecks, enableNonRepudiationChecks, fetchProtectedResource, fetchUserInfo, genericGrantRequest, getDPoPHandle, getJwksCache, implicitAuthentication, initiateBackchannelAuthentication, initiateDeviceAuthorization, modifyAssertion, pollBackchannelAuthenticationGrant, pollDeviceAuthorizationGrant, randomDPoPKeyPair, randomNonce, randomPKCECodeVerifier, randomState, refreshTokenGrant, setJwksCache, skipStateCheck, skipSubjectCheck, tokenIntrospection, tokenRevocation, useCodeIdTokenResponseType, useIdTokenResponseType, useJwtResponseMode} = await import("./D8C06hek.js"));
});
// node_modules/rfc4648/lib/rfc4648.js
var base64UrlEncoding = {
	chars: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
	bits: 6
};
var base64url = {
	parse: function parse(string, opts) {
		return _parse(string, base64UrlEncoding, opts);
	},
	stringify: function stringify(data, opts) {
		return _stringify(data, base64UrlEncoding, opts);
	}
};
function _parse(string, encoding, opts) {
	var _opts$out;
	if (opts === void 0) opts = {};
	if (!encoding.codes) {
		encoding.codes = {};
		for (var i = 0; i < encoding.chars.length; ++i) encoding.codes[encoding.chars[i]] = i;
	}
	if (!opts.loose && string.length * encoding.bits & 7) throw new SyntaxError("Invalid padding");
	var end = string.length;
	while (string[end - 1] === "=") {
		--end;
		if (!opts.loose && !((string.length - end) * encoding.bits & 7)) throw new SyntaxError("Invalid padding");
	}
	var out = new ((_opts$out = opts.out) != null ? _opts$out : Uint8Array)(end * encoding.bits / 8 | 0);
	var bits = 0;
	var buffer = 0;
	var written = 0;
	for (var _i = 0; _i < end; ++_i) {
		var value = encoding.codes[string[_i]];
		if (value === void 0) throw new SyntaxError("Invalid character " + string[_i]);
		buffer = buffer << encoding.bits | value;
		bits += encoding.bits;
		if (bits >= 8) {
			bits -= 8;
			out[written++] = 255 & buffer >> bits;
		}
	}
	if (bits >= encoding.bits || 255 & buffer << 8 - bits) throw new SyntaxError("Unexpected end of data");
	return out;
}
function _stringify(data, encoding, opts) {
	if (opts === void 0) opts = {};
	var _opts$pad = opts.pad, pad = _opts$pad === void 0 ? true : _opts$pad;
	var mask = (1 << encoding.bits) - 1;
	var out = "";
	var bits = 0;
	var buffer = 0;
	for (var i = 0; i < data.length; ++i) {
		buffer = buffer << 8 | 255 & data[i];
		bits += 8;
		while (bits > encoding.bits) {
			bits -= encoding.bits;
			out += encoding.chars[mask & buffer >> bits];
		}
	}
	if (bits) out += encoding.chars[mask & buffer << encoding.bits - bits];
	if (pad) while (out.length * encoding.bits & 7) out += "=";
	return out;
}
// node_modules/@kubernetes/client-node/dist/oidc_auth.js
var OidcClient = class {
	constructor(c) {
		this.config = c;
	}
	async refresh(token) {
		const newToken = await refreshTokenGrant(this.config, token);
		return {
			id_token: newToken.id_token,
			refresh_token: newToken.refresh_token,
			expires_at: newToken.expiresIn()
		};
	}
};
var OpenIDConnectAuth = class OpenIDConnectAuth {
	constructor() {
		this.currentTokenExpiration = 0;
	}
	static decodeJWT(token) {
		const parts = token.split(".");
		if (parts.length !== 3) return null;
		return {
			header: JSON.parse(new TextDecoder().decode(base64url.parse(parts[0], { loose: true }))),
			payload: JSON.parse(new TextDecoder().decode(base64url.parse(parts[1], { loose: true }))),
			signature: parts[2]
		};
	}
	static expirationFromToken(token) {
		const jwt = OpenIDConnectAuth.decodeJWT(token);
		if (!jwt) return 0;
		return jwt.payload.exp;
	}
	isAuthProvider(user) {
		if (!user.authProvider) return false;
		return user.authProvider.name === "oidc";
	}
	async applyAuthentication(user, opts, overrideClient) {
		const token = await this.getToken(user, overrideClient);
		if (token) opts.headers["Authorization"] = `Bearer ${token}`;
	}
	async getToken(user, overrideClient) {
		if (!user.authProvider.config) return null;
		if (!user.authProvider.config["client-secret"]) user.authProvider.config["client-secret"] = "";
		if (!user.authProvider.config || !user.authProvider.config["id-token"]) return null;
		return this.refresh(user, overrideClient);
	}
	async refresh(user, overrideClient) {
		if (this.currentTokenExpiration === 0) this.currentTokenExpiration = OpenIDConnectAuth.expirationFromToken(user.authProvider.config["id-token"]);
		if (Date.now() / 1e3 > this.currentTokenExpiration) {
			if (!user.authProvider.config["client-id"] || !user.authProvider.config["refresh-token"] || !user.authProvider.config["idp-issuer-url"]) return null;
			const newToken = await (overrideClient ? overrideClient : await this.getClient(user)).refresh(user.authProvider.config["refresh-token"]);
			user.authProvider.config["id-token"] = newToken.id_token;
			user.authProvider.config["refresh-token"] = newToken.refresh_token;
			this.currentTokenExpiration = newToken.expires_at;
		}
		return user.authProvider.config["id-token"];
	}
	async getClient(user) {
		const idpCaFile = user.authProvider.config["idp-certificate-authority"];
		const idpCaData = user.authProvider.config["idp-certificate-authority-data"];
		const ca = bufferFromFileOrString(idpCaFile, idpCaData);
		let configuration;
		if (ca) {
			const agent = new https.Agent({ ca });
			const customFetchFn = async (url, options) => {
				const urlObj = new URL(url);
				const requestOptions = {
					hostname: urlObj.hostname,
					port: urlObj.port,
					path: urlObj.pathname + urlObj.search,
					method: (options === null || options === void 0 ? void 0 : options.method) || "GET",
					headers: (options === null || options === void 0 ? void 0 : options.headers) || {},
					agent
				};
				return new Promise((resolve, reject) => {
					const req = https.request(requestOptions, (res) => {
						const chunks = [];
						res.on("data", (chunk) => {
							chunks.push(chunk);
						});
						res.on("end", () => {
							const body = Buffer.concat(chunks);
							resolve({
								ok: res.statusCode >= 200 && res.statusCode < 300,
								status: res.statusCode,
								statusText: res.statusMessage || "",
								headers: new Headers(res.headers),
								url,
								type: "basic",
								redirected: false,
								body: null,
								bodyUsed: false,
								json: async () => JSON.parse(body.toString()),
								text: async () => body.toString(),
								arrayBuffer: async () => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength),
								blob: async () => {
									throw new Error("blob() not implemented");
								},
								formData: async () => {
									throw new Error("formData() not implemented");
								},
								bytes: async () => new Uint8Array(body),
								clone: () => {
									throw new Error("clone() not implemented");
								}
							});
						});
					});
					req.on("error", reject);
					if (options === null || options === void 0 ? void 0 : options.body) req.write(options.body);
					req.end();
				});
			};
			configuration = await discovery(user.authProvider.config["idp-issuer-url"], user.authProvider.config["client-id"], void 0, void 0, { [customFetch]: customFetchFn });
		} else configuration = await discovery(user.authProvider.config["idp-issuer-url"], user.authProvider.config["client-id"]);
		return new OidcClient(configuration);
	}
};
// \0deferred:socks-proxy-agent
let SocksProxyAgent;
deferModule(async () => {
	({SocksProxyAgent} = await import("./Cumfqh9E.js"));
});
// \0deferred:socks
let SocksClient;
let SocksClientError;
deferModule(async () => {
	({SocksClient, SocksClientError} = await import("./DCa1eb8l.js").then((m) => /* @__PURE__ */ __toESM(m.default)));
});
// \0deferred:hpagent
let HttpProxyAgent;
let HttpsProxyAgent;
deferModule(async () => {
	({HttpProxyAgent, HttpsProxyAgent} = await import("./7xEc6ORM.js"));
});
// node_modules/@kubernetes/client-node/package.json
var version = "2.0.1";
// node_modules/@kubernetes/client-node/dist/middleware.js
function setHeaderMiddleware(key, value) {
	return {
		pre: (request) => {
			request.setHeaderParam(key, value);
			return of(request);
		},
		post: (response) => {
			return of(response);
		}
	};
}
// node_modules/@kubernetes/client-node/dist/config.js
const SERVICEACCOUNT_ROOT = "/var/run/secrets/kubernetes.io/serviceaccount";
const SERVICEACCOUNT_CA_PATH = SERVICEACCOUNT_ROOT + "/ca.crt";
const SERVICEACCOUNT_TOKEN_PATH = SERVICEACCOUNT_ROOT + "/token";
const SERVICEACCOUNT_NAMESPACE_PATH = SERVICEACCOUNT_ROOT + "/namespace";
const USER_AGENT_KEY = "User-Agent";
function getUserAgent() {
	var _a;
	return `kubernetes-client-javascript/${(_a = version) !== null && _a !== void 0 ? _a : ""}`;
}
function fileExists(filepath) {
	try {
		fs.accessSync(filepath);
		return true;
	} catch {
		return false;
	}
}
function createSocksConnector(proxyUrl, tlsOptions) {
	const parsedProxy = new URL(proxyUrl);
	const proxyHost = parsedProxy.hostname;
	const proxyPort = parseInt(parsedProxy.port, 10) || 1080;
	let socksType = 5;
	const proto = parsedProxy.protocol.replace(":", "");
	if (proto === "socks4" || proto === "socks4a") socksType = 4;
	return (options, callback) => {
		const { hostname, port, protocol, servername } = options;
		SocksClient.createConnection({
			proxy: {
				host: proxyHost,
				port: proxyPort,
				type: socksType
			},
			command: "connect",
			destination: {
				host: hostname,
				port: parseInt(port, 10)
			}
		}, (err, info) => {
			if (err) {
				callback(err, null);
				return;
			}
			const socket = info.socket;
			socket.setKeepAlive(true, 3e4);
			if (protocol === "https:") callback(null, tls.connect({
				...tlsOptions,
				socket,
				servername: servername || hostname
			}));
			else callback(null, socket);
		});
	};
}
var KubeConfig = class KubeConfig {
	addAuthenticator(authenticator) {
		this.custom_authenticators.push(authenticator);
	}
	constructor() {
		this.authenticators = [
			new AzureAuth(),
			new GoogleCloudPlatformAuth(),
			new ExecAuth(),
			new FileAuth(),
			new OpenIDConnectAuth()
		];
		this.custom_authenticators = [];
		this.agentCache = /* @__PURE__ */ new Map();
		this.contexts = [];
		this.clusters = [];
		this.users = [];
	}
	getContexts() {
		return this.contexts;
	}
	getClusters() {
		return this.clusters;
	}
	getUsers() {
		return this.users;
	}
	getCurrentContext() {
		return this.currentContext;
	}
	setCurrentContext(context) {
		this.currentContext = context;
	}
	getContextObject(name) {
		if (!this.contexts) return null;
		return findObject(this.contexts, name, "context");
	}
	getCurrentCluster() {
		const context = this.getCurrentContextObject();
		if (!context) return null;
		return this.getCluster(context.cluster);
	}
	getCluster(name) {
		return findObject(this.clusters, name, "cluster");
	}
	getCurrentUser() {
		const ctx = this.getCurrentContextObject();
		if (!ctx) return null;
		return this.getUser(ctx.user);
	}
	getUser(name) {
		return findObject(this.users, name, "user");
	}
	loadFromFile(file, opts) {
		const rootDirectory = path.dirname(file);
		this.loadFromString(fs.readFileSync(file).toString("utf-8"), opts);
		this.makePathsAbsolute(rootDirectory);
	}
	async applyToHTTPSOptions(opts) {
		const user = this.getCurrentUser();
		const cluster = this.getCurrentCluster();
		await this.applyOptions(opts);
		if (user && user.username) opts.auth = `${user.username}:${user.password}`;
		const agentOptions = {};
		agentOptions.ca = opts.ca;
		agentOptions.cert = opts.cert;
		agentOptions.key = opts.key;
		agentOptions.pfx = opts.pfx;
		agentOptions.passphrase = opts.passphrase;
		if (opts.rejectUnauthorized !== void 0) agentOptions.rejectUnauthorized = opts.rejectUnauthorized;
		agentOptions.timeout = opts.timeout;
		agentOptions.servername = opts.servername;
		agentOptions.ciphers = opts.ciphers;
		agentOptions.honorCipherOrder = opts.honorCipherOrder;
		agentOptions.ecdhCurve = opts.ecdhCurve;
		agentOptions.clientCertEngine = opts.clientCertEngine;
		agentOptions.crl = opts.crl;
		agentOptions.dhparam = opts.dhparam;
		agentOptions.secureOptions = opts.secureOptions;
		agentOptions.secureProtocol = opts.secureProtocol;
		agentOptions.sessionIdContext = opts.sessionIdContext;
		opts.agent = this.createAgent(cluster, agentOptions);
	}
	async applySecurityAuthentication(context) {
		const cluster = this.getCurrentCluster();
		const user = this.getCurrentUser();
		const agentOptions = {};
		const httpsOptions = {};
		await this.applyOptions(httpsOptions);
		if (user && user.username) {
			const auth = Buffer.from(`${user.username}:${user.password}`).toString("base64");
			context.setHeaderParam("Authorization", `Basic ${auth}`);
		}
		const headers = httpsOptions.headers || {};
		Object.entries(headers).forEach(([key, value]) => {
			context.setHeaderParam(key, `${value}`);
		});
		agentOptions.ca = httpsOptions.ca;
		agentOptions.cert = httpsOptions.cert;
		agentOptions.key = httpsOptions.key;
		agentOptions.pfx = httpsOptions.pfx;
		agentOptions.passphrase = httpsOptions.passphrase;
		if (httpsOptions.rejectUnauthorized !== void 0) agentOptions.rejectUnauthorized = httpsOptions.rejectUnauthorized;
		if (httpsOptions.servername !== void 0) agentOptions.servername = httpsOptions.servername;
		const dispatcher = this.createDispatcher(cluster, agentOptions);
		if (dispatcher !== void 0) context.setDispatcher(dispatcher);
	}
	getName() {
		return "kubeconfig authentication";
	}
	loadFromString(config, opts) {
		const obj = load(config);
		this.clusters = newClusters(obj.clusters, opts);
		this.contexts = newContexts(obj.contexts, opts);
		this.users = newUsers(obj.users, opts);
		this.currentContext = obj["current-context"];
	}
	loadFromOptions(options) {
		this.clusters = options.clusters;
		this.contexts = options.contexts;
		this.users = options.users;
		this.currentContext = options.currentContext;
	}
	loadFromClusterAndUser(cluster, user) {
		this.clusters = [cluster];
		this.users = [user];
		this.currentContext = "loaded-context";
		this.contexts = [{
			cluster: cluster.name,
			user: user.name,
			name: this.currentContext
		}];
	}
	loadFromCluster(pathPrefix = "") {
		const host = process.env.KUBERNETES_SERVICE_HOST;
		const port = process.env.KUBERNETES_SERVICE_PORT;
		const clusterName = "inCluster";
		const userName = "inClusterUser";
		const contextName = "inClusterContext";
		let scheme = "https";
		if (port === "80" || port === "8080" || port === "8001") scheme = "http";
		let serverHost = host;
		if (host && net.isIPv6(host)) serverHost = `[${host}]`;
		this.clusters = [{
			name: clusterName,
			caFile: `${pathPrefix}${SERVICEACCOUNT_CA_PATH}`,
			server: `${scheme}://${serverHost}:${port}`,
			skipTLSVerify: false
		}];
		this.users = [{
			name: userName,
			authProvider: {
				name: "tokenFile",
				config: { tokenFile: `${pathPrefix}${SERVICEACCOUNT_TOKEN_PATH}` }
			}
		}];
		const namespaceFile = `${pathPrefix}${SERVICEACCOUNT_NAMESPACE_PATH}`;
		let namespace;
		if (fileExists(namespaceFile)) namespace = fs.readFileSync(namespaceFile).toString("utf-8");
		this.contexts = [{
			cluster: clusterName,
			name: contextName,
			user: userName,
			namespace
		}];
		this.currentContext = contextName;
	}
	mergeConfig(config, preserveContext = false) {
		if (!preserveContext && config.currentContext) this.currentContext = config.currentContext;
		config.clusters.forEach((cluster) => {
			this.addCluster(cluster);
		});
		config.users.forEach((user) => {
			this.addUser(user);
		});
		config.contexts.forEach((ctx) => {
			this.addContext(ctx);
		});
	}
	addCluster(cluster) {
		if (!this.clusters) this.clusters = [];
		this.clusters.forEach((c, ix) => {
			if (c.name === cluster.name) throw new Error(`Duplicate cluster: ${c.name}`);
		});
		this.clusters.push(cluster);
	}
	addUser(user) {
		if (!this.users) this.users = [];
		this.users.forEach((c, ix) => {
			if (c.name === user.name) throw new Error(`Duplicate user: ${c.name}`);
		});
		this.users.push(user);
	}
	addContext(ctx) {
		if (!this.contexts) this.contexts = [];
		this.contexts.forEach((c, ix) => {
			if (c.name === ctx.name) throw new Error(`Duplicate context: ${c.name}`);
		});
		this.contexts.push(ctx);
	}
	loadFromDefault(opts, contextFromStartingConfig = false, platform = process.platform) {
		if (process.env.KUBECONFIG && process.env.KUBECONFIG.length > 0) {
			const files = process.env.KUBECONFIG.split(path.delimiter).filter((filename) => filename);
			this.loadFromFile(files[0], opts);
			for (let i = 1; i < files.length; i++) {
				const kc = new KubeConfig();
				kc.loadFromFile(files[i], opts);
				this.mergeConfig(kc, contextFromStartingConfig);
			}
			return;
		}
		const home = findHomeDir(platform);
		if (home) {
			const config = path.join(home, ".kube", "config");
			if (fileExists(config)) {
				this.loadFromFile(config, opts);
				return;
			}
		}
		if (platform === "win32") {
			try {
				const envKubeconfigPathResult = proc.spawnSync("wsl.exe", [
					"bash",
					"-c",
					"printenv KUBECONFIG"
				]);
				if (envKubeconfigPathResult.status === 0 && envKubeconfigPathResult.stdout.length > 0) {
					const result = proc.spawnSync("wsl.exe", ["cat", envKubeconfigPathResult.stdout.toString("utf8")]);
					if (result.status === 0) {
						this.loadFromString(result.stdout.toString("utf8"), opts);
						return;
					}
				}
			} catch {}
			try {
				const configResult = proc.spawnSync("wsl.exe", ["cat", "~/.kube/config"]);
				if (configResult.status === 0) {
					this.loadFromString(configResult.stdout.toString("utf8"), opts);
					const result = proc.spawnSync("wsl.exe", [
						"wslpath",
						"-w",
						"~/.kube"
					]);
					if (result.status === 0) this.makePathsAbsolute(result.stdout.toString("utf8"));
					return;
				}
			} catch {}
		}
		if (fileExists(SERVICEACCOUNT_TOKEN_PATH)) {
			this.loadFromCluster();
			return;
		}
		this.loadFromClusterAndUser({
			name: "cluster",
			server: "http://localhost:8080"
		}, { name: "user" });
	}
	makeApiClient(apiClientType) {
		const cluster = this.getCurrentCluster();
		if (!cluster) throw new Error("No active cluster!");
		const authConfig = { default: this };
		return new apiClientType(createConfiguration({
			baseServer: new ServerConfiguration(cluster.server, {}),
			authMethods: authConfig,
			middleware: [setHeaderMiddleware(USER_AGENT_KEY, getUserAgent())]
		}));
	}
	makePathsAbsolute(rootDirectory) {
		this.clusters.forEach((cluster) => {
			if (cluster.caFile) cluster.caFile = makeAbsolutePath(rootDirectory, cluster.caFile);
		});
		this.users.forEach((user) => {
			if (user.certFile) user.certFile = makeAbsolutePath(rootDirectory, user.certFile);
			if (user.keyFile) user.keyFile = makeAbsolutePath(rootDirectory, user.keyFile);
		});
	}
	exportConfig() {
		const configObj = {
			apiVersion: "v1",
			kind: "Config",
			clusters: this.clusters.map(exportCluster),
			users: this.users.map(exportUser),
			contexts: this.contexts.map(exportContext),
			preferences: {},
			"current-context": this.getCurrentContext()
		};
		return JSON.stringify(configObj);
	}
	getCurrentContextObject() {
		return this.getContextObject(this.currentContext);
	}
	getAgentCacheKey(cluster) {
		var _a;
		var _b, _c;
		const clusterName = (_b = cluster === null || cluster === void 0 ? void 0 : cluster.name) !== null && _b !== void 0 ? _b : "";
		const userName = (_c = (_a = this.getCurrentUser()) === null || _a === void 0 ? void 0 : _a.name) !== null && _c !== void 0 ? _c : "";
		return JSON.stringify([clusterName, userName]);
	}
	createAgent(cluster, agentOptions) {
		var _a, _b;
		const cacheKey = this.getAgentCacheKey(cluster);
		const cached = this.agentCache.get(cacheKey);
		if (cached !== void 0) return cached;
		let agent;
		if (cluster && cluster.proxyUrl) {
			if (cluster.proxyUrl.startsWith("socks")) agent = new SocksProxyAgent(cluster.proxyUrl, agentOptions);
			else if (cluster.server.startsWith("https")) {
				const httpsProxyAgentOptions = agentOptions;
				httpsProxyAgentOptions.proxy = cluster.proxyUrl;
				agent = new HttpsProxyAgent(httpsProxyAgentOptions);
			} else if (cluster.server.startsWith("http")) {
				const httpProxyAgentOptions = agentOptions;
				httpProxyAgentOptions.proxy = cluster.proxyUrl;
				agent = new HttpProxyAgent(httpProxyAgentOptions);
			} else throw new Error("Unsupported proxy type");
		} else if (((_a = cluster === null || cluster === void 0 ? void 0 : cluster.server) === null || _a === void 0 ? void 0 : _a.startsWith("http:")) && cluster.skipTLSVerify) agent = new http.Agent(agentOptions);
		else if (((_b = cluster === null || cluster === void 0 ? void 0 : cluster.server) === null || _b === void 0 ? void 0 : _b.startsWith("http:")) && !cluster.skipTLSVerify) throw new Error("HTTP protocol is not allowed when skipTLSVerify is not set or false");
		else agent = new https.Agent(agentOptions);
		this.agentCache.set(cacheKey, agent);
		return agent;
	}
	createDispatcherOptions(cluster, agentOptions) {
		var _a;
		const tlsOptions = {};
		if (agentOptions.ca !== void 0) tlsOptions.ca = agentOptions.ca;
		if (agentOptions.cert !== void 0) tlsOptions.cert = agentOptions.cert;
		if (agentOptions.key !== void 0) tlsOptions.key = agentOptions.key;
		if (agentOptions.pfx !== void 0) tlsOptions.pfx = agentOptions.pfx;
		if (agentOptions.passphrase !== void 0) tlsOptions.passphrase = agentOptions.passphrase;
		if (agentOptions.rejectUnauthorized !== void 0) tlsOptions.rejectUnauthorized = agentOptions.rejectUnauthorized;
		if (agentOptions.servername !== void 0) tlsOptions.servername = agentOptions.servername;
		if (cluster && cluster.proxyUrl) {
			if (cluster.proxyUrl.startsWith("socks")) return {
				type: "socks",
				uri: cluster.proxyUrl,
				requestTls: tlsOptions
			};
			if (!cluster.server.startsWith("https") && !cluster.server.startsWith("http")) throw new Error("Unsupported proxy type");
			return {
				type: "proxy",
				uri: cluster.proxyUrl,
				requestTls: tlsOptions,
				connect: {
					keepAlive: true,
					keepAliveInitialDelay: 3e4
				}
			};
		} else if (((_a = cluster === null || cluster === void 0 ? void 0 : cluster.server) === null || _a === void 0 ? void 0 : _a.startsWith("http:")) && !cluster.skipTLSVerify) throw new Error("HTTP protocol is not allowed when skipTLSVerify is not set or false");
		if (Object.keys(tlsOptions).length === 0) return { type: "none" };
		return {
			type: "agent",
			connect: {
				...tlsOptions,
				keepAlive: true,
				keepAliveInitialDelay: 3e4
			}
		};
	}
	createDispatcher(cluster, agentOptions) {
		const opts = this.createDispatcherOptions(cluster, agentOptions);
		switch (opts.type) {
			case "proxy": return new ProxyAgent({
				uri: opts.uri,
				requestTls: opts.requestTls,
				connect: opts.connect
			});
			case "socks": return new Agent({ connect: createSocksConnector(opts.uri, opts.requestTls) });
			case "agent": return new Agent({ connect: opts.connect });
			case "none": return;
		}
	}
	applyHTTPSOptions(opts) {
		var _a;
		const cluster = this.getCurrentCluster();
		const user = this.getCurrentUser();
		if (!user) return;
		if (cluster != null && cluster.skipTLSVerify) opts.rejectUnauthorized = false;
		if (cluster != null && cluster.tlsServerName) opts.servername = cluster.tlsServerName;
		const ca = cluster != null ? bufferFromFileOrString(cluster.caFile, cluster.caData) : null;
		if (ca) opts.ca = ca;
		const cert = bufferFromFileOrString(user.certFile, user.certData);
		if (cert) opts.cert = cert;
		const key = bufferFromFileOrString(user.keyFile, user.keyData);
		if (key) opts.key = key;
		if (user.impersonateUser != null) {
			(_a = opts.headers) !== null && _a !== void 0 || (opts.headers = {});
			opts.headers["Impersonate-User"] = user.impersonateUser;
		}
	}
	async applyAuthorizationHeader(opts) {
		const user = this.getCurrentUser();
		if (!user) return;
		let authenticator = this.authenticators.find((elt) => {
			return elt.isAuthProvider(user);
		});
		if (!authenticator) authenticator = this.custom_authenticators.find((elt) => {
			return elt.isAuthProvider(user);
		});
		if (!opts.headers) opts.headers = {};
		if (authenticator) await authenticator.applyAuthentication(user, opts);
		if (user.token) opts.headers.Authorization = `Bearer ${user.token}`;
	}
	async applyOptions(opts) {
		this.applyHTTPSOptions(opts);
		await this.applyAuthorizationHeader(opts);
	}
};
function makeAbsolutePath(root, file) {
	if (!root || path.isAbsolute(file)) return file;
	return path.join(root, file);
}
function bufferFromFileOrString(file, data) {
	if (file) return fs.readFileSync(file);
	if (data) return Buffer.from(data, "base64");
	return null;
}
function dropDuplicatesAndNils(a) {
	return a.reduce((acceptedValues, currentValue) => {
		if (currentValue && !acceptedValues.includes(currentValue)) return acceptedValues.concat(currentValue);
		else return acceptedValues;
	}, []);
}
function findHomeDir(platform = process.platform) {
	if (platform !== "win32") {
		if (process.env.HOME) try {
			fs.accessSync(process.env.HOME);
			return process.env.HOME;
		} catch {}
		return null;
	}
	const homeDrivePath = process.env.HOMEDRIVE && process.env.HOMEPATH ? path.join(process.env.HOMEDRIVE, process.env.HOMEPATH) : "";
	const homePath = process.env.HOME || "";
	const userProfile = process.env.USERPROFILE || "";
	const favourHomeDrivePathList = dropDuplicatesAndNils([
		homePath,
		homeDrivePath,
		userProfile
	]);
	const favourUserProfileList = dropDuplicatesAndNils([
		homePath,
		userProfile,
		homeDrivePath
	]);
	for (const dir of favourHomeDrivePathList) try {
		fs.accessSync(path.join(dir, ".kube", "config"));
		return dir;
	} catch {}
	for (const dir of favourUserProfileList) try {
		fs.accessSync(dir, fs.constants.W_OK);
		return dir;
	} catch {}
	for (const dir of favourUserProfileList) try {
		fs.accessSync(dir);
		return dir;
	} catch {}
	return favourUserProfileList[0] || null;
}
function findObject(list, name, key) {
	if (!list) return null;
	for (const obj of list) if (obj.name === name) {
		if (obj[key]) {
			obj[key].name = name;
			return obj[key];
		}
		return obj;
	}
	return null;
}
// src/kube/adaptiveLimit.ts
const flat = (fastest) => fastest * 1.5 + 5;
const rising = (fastest) => fastest * 2.5 + 50;
var AdaptiveLimit = class {
	limit;
	cap;
	startLimit;
	highest;
	backoffs = 0;
	inFlight = 0;
	waiting = [];
	window = [];
	windowSaturated = false;
	windowOverloaded = false;
	fastest = /* @__PURE__ */ new Map();
	slowStart = true;
	constructor(options) {
		this.cap = Math.max(1, options.cap);
		this.limit = Math.min(this.cap, Math.max(1, options.start));
		this.startLimit = this.limit;
		this.highest = this.limit;
	}
	stats() {
		return {
			start: this.startLimit,
			final: this.limit,
			highest: this.highest,
			cap: this.cap,
			backoffs: this.backoffs
		};
	}
	run(send) {
		return this.hold(() => this.time(send));
	}
	async hold(work, first = false) {
		await this.acquire(first);
		try {
			return await work();
		} finally {
			this.inFlight--;
			this.wake();
		}
	}
	async time(send, kind = "read") {
		const started = performance.now();
		const answer = await send();
		this.observe(performance.now() - started, answer.status === 429, kind);
		return answer;
	}
	observe(latencyMs, overloaded, kind = "read") {
		if (overloaded) this.windowOverloaded = true;
		this.window.push({
			ms: latencyMs,
			kind
		});
		if (this.window.length < this.limit && !overloaded) return;
		const judged = this.window.filter((a) => a.kind === "write").length * 2 > this.window.length ? "write" : "read";
		const latencies = this.window.filter((a) => a.kind === judged).map((a) => a.ms).sort((a, b) => a - b);
		const median = latencies[Math.floor(latencies.length / 2)] ?? latencyMs;
		const fastest = this.fastest.get(judged) ?? Infinity;
		if (this.windowOverloaded || median > flat(fastest)) this.slowStart = false;
		if (this.windowOverloaded) this.shrink(.5, this.startLimit);
		else if (median > rising(fastest) && this.limit > this.startLimit) this.shrink(.75, this.startLimit);
		else if (median <= flat(fastest) && this.windowSaturated) this.grow();
		this.fastest.set(judged, Math.min(fastest, median));
		this.window = [];
		this.windowSaturated = this.inFlight >= this.limit;
		this.windowOverloaded = false;
	}
	grow() {
		const step = this.slowStart ? this.limit : Math.max(1, Math.floor(this.limit / 4));
		this.limit = Math.min(this.cap, this.limit + step);
		this.highest = Math.max(this.highest, this.limit);
		this.wake();
	}
	shrink(factor, floor) {
		this.limit = Math.max(floor, Math.floor(this.limit * factor));
		this.backoffs++;
	}
	async acquire(first) {
		while (this.inFlight >= this.limit) await new Promise((resolve) => first ? this.waiting.unshift(resolve) : this.waiting.push(resolve));
		this.inFlight++;
		if (this.inFlight >= this.limit) this.windowSaturated = true;
	}
	wake() {
		for (let free = this.limit - this.inFlight; free > 0 && this.waiting.length > 0; free--) this.waiting.shift()?.();
	}
};
// src/kube/apiAnswer.ts
function parseAnswer(req, text) {
	if (text === "") return void 0;
	try {
		return JSON.parse(text);
	} catch (error) {
		throw new UserError(`${req.method} ${req.path}: the API server's answer is not JSON (${errorMessage(error)})`, {
			hint: checkServerHint(req.path),
			cause: error
		});
	}
}
function parseStatus(text) {
	try {
		const parsed = JSON.parse(text);
		return typeof parsed === "object" && parsed !== null ? parsed : void 0;
	} catch {
		return text.trim() === "" ? void 0 : { message: text.trim().slice(0, 500) };
	}
}
// src/kube/credentialKey.ts
const SALT = "applyset-action credential key v1";
function stableCredentialKey(kubeConfig) {
	const user = kubeConfig.getCurrentUser();
	if (!user || user.exec || user.authProvider) return void 0;
	const parts = [];
	if (user.token) parts.push(`token ${user.token}`);
	const clientKey = user.keyData ?? (user.keyFile ? readKeyFile(user.keyFile) : void 0);
	if (clientKey) parts.push(`client-key ${clientKey}`);
	if (parts.length === 0) return void 0;
	return createSecretKey(Buffer.from(hkdfSync("sha256", parts.join("\n"), SALT, "kubeconfig credential", 32)));
}
function readKeyFile(path) {
	try {
		return readFileSync(path, "utf8");
	} catch {
		return;
	}
}
// src/kube/requestStats.ts
var RequestStats = class {
	byMethod = /* @__PURE__ */ new Map();
	retries = 0;
	concurrency;
	constructor(concurrency) {
		this.concurrency = concurrency;
	}
	count(method) {
		this.byMethod.set(method, (this.byMethod.get(method) ?? 0) + 1);
	}
	get total() {
		let sum = 0;
		for (const n of this.byMethod.values()) sum += n;
		return sum;
	}
	counts() {
		const byMethod = Object.fromEntries([...this.byMethod].sort(([a], [b]) => a.localeCompare(b)));
		return {
			total: this.total,
			retries: this.retries,
			byMethod,
			...this.concurrency ? { concurrency: this.concurrency() } : {}
		};
	}
	since(before) {
		const now = this.counts();
		const byMethod = {};
		for (const [method, n] of Object.entries(now.byMethod)) {
			const sent = n - (before.byMethod[method] ?? 0);
			if (sent > 0) byMethod[method] = sent;
		}
		return {
			...now,
			total: now.total - before.total,
			retries: now.retries - before.retries,
			byMethod
		};
	}
};
// src/kube/execPluginTimeout.ts
const EXEC_PLUGIN_TIMEOUT_MS = 5e3;
function limitExecPlugins(kubeConfig, onTimeout) {
	const authenticators = Reflect.get(kubeConfig, "authenticators");
	if (!Array.isArray(authenticators)) return;
	for (const authenticator of authenticators) {
		if (!(authenticator instanceof ExecAuth)) continue;
		Reflect.set(authenticator, "execFn", (command, args, options) => {
			const child = spawn(command, args ?? [], options);
			const timer = setTimeout(() => {
				onTimeout();
				child.kill("SIGKILL");
				child.stdout?.destroy();
				child.stderr?.destroy();
			}, EXEC_PLUGIN_TIMEOUT_MS);
			const ended = () => clearTimeout(timer);
			child.once("exit", ended);
			child.once("error", ended);
			return child;
		});
	}
}
// src/kube/serverWarnings.ts
const WARNING = /^\s*\d{3}\s+\S+\s+"((?:[^"\\]|\\.)*)"/;
const MOST_WARNINGS = 20;
const MOST_CHARACTERS = 1e3;
function warningTexts(headers) {
	const texts = [];
	for (const header of headers ?? []) {
		const quoted = WARNING.exec(header)?.[1];
		const whole = (quoted === void 0 ? header : quoted.replace(/\\(.)/g, "$1")).trim();
		const text = whole.length > MOST_CHARACTERS ? `${whole.slice(0, MOST_CHARACTERS)}…` : whole;
		if (text !== "" && !texts.includes(text)) texts.push(text);
		if (texts.length === MOST_WARNINGS) break;
	}
	return texts;
}
const USER_AGENT = `applyset-action/v${VERSION} (${{ win32: "windows" }[process.platform] ?? process.platform}/${{
	x64: "amd64",
	ia32: "386"
}[process.arch] ?? process.arch})`;
// src/kube/kubeTransport.ts
init__builtin_http();
const CREDENTIALS_TTL_MS = 6e4;
const REQUEST_TIMEOUT_MS = 6e4;
const STREAM_IDLE_MS = 9e4;
var KubeTransport = class {
	kubeConfig;
	maxSockets;
	limits;
	inFlight = 0;
	agent;
	streamAgent;
	credentials;
	pluginTimedOut = false;
	constructor(kubeConfig, maxSockets, limits) {
		this.kubeConfig = kubeConfig;
		this.maxSockets = maxSockets;
		this.limits = limits;
		limitExecPlugins(kubeConfig, () => this.pluginTimedOut = true);
	}
	forgetCredentials() {
		this.credentials = void 0;
	}
	async send(req, signal) {
		const credentials = await this.read();
		const client = req.url.protocol === "https:" ? https : http;
		const what = `${req.method} ${req.url.pathname}`;
		return new Promise((resolve, reject) => {
			let settle = {
				resolve,
				reject
			};
			const fail = failOnce((error) => settle?.reject(error), (error) => request.destroy(error));
			const headers = {
				...credentials.headers,
				...req.headers,
				"User-Agent": USER_AGENT,
				...req.body === void 0 ? {} : { "Content-Length": String(Buffer.byteLength(req.body)) }
			};
			const request = client.request(req.url, {
				method: req.method,
				agent: credentials.agent,
				headers,
				...signal ? { signal } : {},
				...credentials.basicAuth ? { auth: credentials.basicAuth } : {}
			}, (response) => {
				const body = this.receive(what, response, fail);
				response.on("error", (error) => fail(error));
				response.on("end", () => {
					const retryAfter = response.headers["retry-after"];
					const warnings = warningTexts(response.headersDistinct["warning"]);
					settle?.resolve({
						status: response.statusCode ?? 0,
						text: body.text(),
						retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
						...warnings.length > 0 ? { warnings } : {}
					});
					settle = void 0;
				});
			});
			limitConnect(request, fail);
			request.setTimeout(REQUEST_TIMEOUT_MS, () => fail(Object.assign(/* @__PURE__ */ new Error(`no answer from the API server in ${REQUEST_TIMEOUT_MS / 1e3}s`), { code: "ETIMEDOUT" })));
			const deadline = setTimeout(() => fail(deadlineError(what, req.url.pathname, this.limits.deadlineMs)), this.limits.deadlineMs);
			deadline.unref();
			request.on("close", () => clearTimeout(deadline));
			request.on("error", (error) => fail(error));
			request.end(req.body);
		});
	}
	async stream(req, signal) {
		const credentials = await this.read();
		this.streamAgent ??= this.createAgent(await this.tlsOptions(), Infinity);
		const client = req.url.protocol === "https:" ? https : http;
		const what = `WATCH ${req.url.pathname}`;
		return new Promise((resolve, reject) => {
			const fail = failOnce(reject, (error) => request.destroy(error));
			const headers = {
				...credentials.headers,
				...req.headers,
				"User-Agent": USER_AGENT
			};
			const request = client.request(req.url, {
				method: req.method,
				agent: this.streamAgent,
				headers,
				signal,
				...credentials.basicAuth ? { auth: credentials.basicAuth } : {}
			}, (response) => {
				const status = response.statusCode ?? 0;
				if (status >= 200 && status < 300) return resolve({
					status,
					body: response
				});
				const body = this.receive(what, response, fail);
				response.on("error", (error) => fail(error));
				response.on("end", () => resolve({
					status,
					text: body.text()
				}));
			});
			limitConnect(request, fail);
			request.setTimeout(STREAM_IDLE_MS, () => fail(Object.assign(/* @__PURE__ */ new Error(`the watch was silent for ${STREAM_IDLE_MS / 1e3}s`), { code: "ETIMEDOUT" })));
			request.on("error", (error) => fail(error));
			request.end();
		});
	}
	receive(what, response, fail) {
		const path = what.slice(what.indexOf(" ") + 1);
		const chunks = [];
		let received = 0;
		let counted = true;
		const release = () => {
			if (counted) this.inFlight -= received;
			counted = false;
		};
		response.on("close", release);
		const tooLarge = (announced) => fail(answerTooLarge(what, path, this.limits.responseBytes, announced));
		const announced = Number(response.headers["content-length"]);
		if (announced > this.limits.responseBytes) tooLarge(announced);
		response.on("data", (chunk) => {
			if (!counted) return;
			received += chunk.length;
			this.inFlight += chunk.length;
			if (received > this.limits.responseBytes) tooLarge();
			else if (this.inFlight > this.limits.inFlightBytes) fail(inFlightTooLarge(what, this.inFlight, this.limits.inFlightBytes));
			else return void chunks.push(chunk);
			release();
			chunks.length = 0;
		});
		return { text: () => {
			release();
			const text = Buffer.concat(chunks).toString("utf8");
			chunks.length = 0;
			return text;
		} };
	}
	async tlsOptions() {
		const options = {};
		if (needsDeferredModules(this.kubeConfig)) await loadDeferredModules();
		await this.kubeConfig.applyToHTTPSOptions(options).catch((error) => {
			throw this.credentialError(error);
		});
		return options;
	}
	read() {
		if (this.credentials && Date.now() < this.credentials.expires) return this.credentials.value;
		const value = (async () => {
			const options = await this.tlsOptions();
			this.agent ??= this.createAgent(options, this.maxSockets);
			const headers = {};
			for (const [key, header] of Object.entries(options.headers ?? {})) if (header !== void 0) headers[key] = String(header);
			return {
				headers,
				basicAuth: options.auth ?? void 0,
				agent: this.agent
			};
		})();
		this.credentials = {
			value,
			expires: Date.now() + CREDENTIALS_TTL_MS
		};
		value.catch(() => this.forgetCredentials());
		return value;
	}
	credentialError(error) {
		const command = this.kubeConfig.getCurrentUser()?.exec?.command;
		if (command === void 0) return error;
		const timedOut = this.pluginTimedOut;
		this.pluginTimedOut = false;
		const target = describeTarget(targetOf(this.kubeConfig), true);
		if (timedOut) return new ClusterAccessError("credentials", `the exec credential plugin (${command}) of ${target} gave no credentials within ${EXEC_PLUGIN_TIMEOUT_MS / 1e3} s and was stopped`, {
			hint: "run the plugin where it hangs (the same command, arguments and environment): it may be waiting for a login or a prompt; check that what it needs (a cloud login step, network access to its identity provider) is in place before this step",
			cause: error
		});
		return new ClusterAccessError("credentials", `the exec credential plugin (${command}) of ${target} failed; what it printed is not shown, as it may hold credentials`, {
			hint: "run the plugin where it fails (the same command, arguments and environment) to see its error; check that what it needs (a cloud login step, a role) is in place before this step",
			cause: error
		});
	}
	createAgent(options, maxSockets) {
		if (this.kubeConfig.getCurrentCluster()?.proxyUrl && options.agent instanceof http.Agent) return options.agent;
		const common = {
			keepAlive: true,
			maxSockets
		};
		if (!this.kubeConfig.getCurrentCluster()?.server.startsWith("https:")) return new http.Agent(common);
		const { ca, cert, key, pfx, passphrase, rejectUnauthorized, servername } = options;
		const secureContext = tls.createSecureContext({
			ca,
			cert,
			key,
			pfx,
			passphrase
		});
		return new https.Agent({
			...common,
			secureContext,
			servername,
			...rejectUnauthorized === void 0 ? {} : { rejectUnauthorized }
		});
	}
};
function failOnce(reject, destroy) {
	let failure;
	return (error) => {
		if (failure !== void 0) return;
		failure = error;
		reject(error);
		destroy(error instanceof Error ? error : void 0);
	};
}
// src/kube/serverHealth.ts
const REPORT_EVERY_MS$1 = 1e4;
const QUIET_OUTAGE_MS = 5e3;
const SLOW_REQUEST_MS = 1e4;
var ServerHealth = class {
	listeners = /* @__PURE__ */ new Set();
	now;
	failingSince;
	problem = "";
	reportedOutage = false;
	lastOutageReport = 0;
	lastSlowReport = 0;
	slowRequests = 0;
	constructor(now) {
		this.now = now;
	}
	listen(listener) {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}
	answered() {
		if (this.failingSince !== void 0 && this.reportedOutage) this.emit(`API server answering again after ${seconds(this.now() - this.failingSince)} s`);
		this.failingSince = void 0;
		this.reportedOutage = false;
	}
	failed(problem, retryTimeoutMs, waiting) {
		const now = this.now();
		this.failingSince ??= now;
		this.problem = problem;
		const failingFor = now - this.failingSince;
		if (failingFor >= QUIET_OUTAGE_MS && now - this.lastOutageReport >= REPORT_EVERY_MS$1) {
			this.lastOutageReport = now;
			this.reportedOutage = true;
			this.emit(`API server ${this.problem} for ${seconds(failingFor)} s; ${waiting} request${waiting === 1 ? "" : "s"} waiting, retrying for up to ${seconds(retryTimeoutMs)} s (retry-timeout)`);
		}
		return failingFor;
	}
	sent(what) {
		let slow = false;
		const timer = setTimeout(() => {
			slow = true;
			this.slowRequests++;
			const now = this.now();
			if (now - this.lastSlowReport < REPORT_EVERY_MS$1) return;
			this.lastSlowReport = now;
			const others = this.slowRequests - 1;
			this.emit(`waiting for the API server to answer ${what} (no answer for ${seconds(SLOW_REQUEST_MS)} s${others > 0 ? `; ${others} more request${others === 1 ? "" : "s"} as slow` : ""})`);
		}, SLOW_REQUEST_MS);
		timer.unref();
		return () => {
			clearTimeout(timer);
			if (slow) this.slowRequests--;
		};
	}
	emit(line) {
		for (const listener of this.listeners) listener(line);
	}
};
function seconds(ms) {
	return Math.round(ms / 1e3);
}
// src/kube/kubeClient.ts
const ABANDON_AFTER_MS = 3e3;
const START_CONCURRENCY = 32;
const FIRST_CONTACT_MS = 2e3;
const sleepMs = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
var KubeClient = class {
	stats = new RequestStats(() => this.limit.stats());
	server;
	target;
	limits;
	credentialKey;
	transport;
	limit;
	retry;
	sleep;
	now;
	health;
	retrying = { count: 0 };
	contact = {
		answered: false,
		succeeded: false
	};
	signal;
	first = false;
	constructor(kubeConfig, options) {
		const cluster = kubeConfig.getCurrentCluster();
		if (!cluster) throw new Error("the kubeconfig has no current cluster");
		this.limits = {
			...DEFAULT_LIMITS,
			...options.limits
		};
		const transport = new KubeTransport(kubeConfig, options.concurrency, this.limits);
		this.transport = options.wrapTransport ? options.wrapTransport(transport) : transport;
		this.server = cluster.server.replace(/\/+$/, "");
		this.target = {
			...targetOf(kubeConfig),
			server: this.server
		};
		this.credentialKey = stableCredentialKey(kubeConfig);
		this.limit = new AdaptiveLimit({
			cap: options.concurrency,
			start: options.startConcurrency ?? START_CONCURRENCY
		});
		this.retry = options.retry ?? DEFAULT_RETRY;
		this.sleep = options.sleep ?? sleepMs;
		this.now = options.now ?? Date.now;
		this.health = new ServerHealth(this.now);
	}
	withSignal(signal) {
		const view = Object.create(this);
		view.signal = signal;
		return view;
	}
	ahead() {
		const view = Object.create(this);
		view.first = true;
		return view;
	}
	onProgress(listener) {
		return this.health.listen(listener);
	}
	async request(req) {
		this.throwIfCancelled();
		return this.limit.hold(() => this.attempts(req), this.first);
	}
	async attempts(req) {
		const started = this.now();
		let reauthenticated = false;
		for (let attempt = 0;; attempt++) {
			this.throwIfCancelled();
			let outcome;
			try {
				outcome = await this.limit.time(() => this.send(req), latencyClass(req));
			} catch (error) {
				if (this.signal?.aborted) throw new CancelledError(`cancelled while waiting for ${req.method} ${req.path}`, { cause: error });
				const code = transientNetworkCode(error);
				if (!this.contact.answered) {
					await this.firstContactFailed(error, code, started, attempt);
					continue;
				}
				if (code === void 0) throw error;
				await this.retryOrGiveUp(describeProblem(void 0, code), started, attempt, void 0, error);
				continue;
			}
			this.contact.answered = true;
			if (outcome.status >= 200 && outcome.status < 300) {
				this.contact.succeeded = true;
				this.health.answered();
				return {
					status: outcome.status,
					body: parseAnswer(req, outcome.text),
					size: outcome.text.length,
					warnings: outcome.warnings ?? []
				};
			}
			if (outcome.status === 401 && !reauthenticated) {
				reauthenticated = true;
				this.transport.forgetCredentials();
				continue;
			}
			const error = new ApiError(outcome.status, parseStatus(outcome.text), `${req.method} ${req.path}: HTTP ${outcome.status}`);
			if (outcome.status === 401 && !this.contact.succeeded) throw unauthorized(this.target, error);
			if (!isRetryableStatus(outcome.status) || outcome.status === 500) {
				this.health.answered();
				if (outcome.status !== 500 || attempt + 1 >= this.retry.attempts) throw error;
				await this.pause(retryDelayMs(this.retry, attempt, outcome.retryAfter));
				continue;
			}
			await this.retryOrGiveUp(describeProblem(outcome.status, void 0), started, attempt, outcome.retryAfter, error);
		}
	}
	async stream(req, signal) {
		for (let reauthenticated = false;; reauthenticated = true) {
			this.stats.count("WATCH");
			const response = await this.transport.stream({
				method: "GET",
				url: this.url(req),
				headers: { Accept: req.accept ?? "application/json" },
				body: void 0
			}, signal);
			if (response.body) return response.body;
			if (response.status === 401 && !reauthenticated) {
				this.transport.forgetCredentials();
				continue;
			}
			throw new ApiError(response.status, parseStatus(response.text), `WATCH ${req.path}: HTTP ${response.status}`);
		}
	}
	url(req) {
		const url = new URL(this.server + req.path);
		for (const [key, value] of Object.entries(req.query ?? {})) if (value !== void 0) url.searchParams.set(key, value);
		return url;
	}
	async firstContactFailed(error, code, started, attempt) {
		const failure = unreachable(error, this.target);
		if (!failure) {
			if (code === void 0) throw error;
			return this.retryOrGiveUp(describeProblem(void 0, code), started, attempt, void 0, error);
		}
		const left = FIRST_CONTACT_MS - (this.now() - started);
		if (code === void 0 || code === "ECONNECTTIMEOUT" || left <= 0) throw failure;
		await this.pause(Math.min(retryDelayMs(this.retry, attempt, void 0), left));
	}
	async retryOrGiveUp(problem, started, attempt, retryAfter, error) {
		const failingFor = this.health.failed(problem, this.retry.timeoutMs, this.retrying.count + 1);
		const waited = Math.max(failingFor, this.now() - started);
		if (waited >= this.retry.timeoutMs) throw new ApiUnavailableError(problem, waited, error);
		this.retrying.count++;
		try {
			await this.pause(Math.min(retryDelayMs(this.retry, attempt, retryAfter), this.retry.timeoutMs - waited));
		} finally {
			this.retrying.count--;
		}
	}
	async pause(ms) {
		this.stats.retries++;
		const signal = this.signal;
		if (!signal) return this.sleep(ms);
		let onAbort = () => {};
		const aborted = new Promise((resolve) => onAbort = resolve);
		signal.addEventListener("abort", onAbort, { once: true });
		try {
			await Promise.race([this.sleep(ms), aborted]);
		} finally {
			signal.removeEventListener("abort", onAbort);
		}
	}
	throwIfCancelled() {
		if (this.signal?.aborted) throw new CancelledError();
	}
	async send(req) {
		const url = this.url(req);
		const headers = { Accept: req.accept ?? "application/json" };
		if (req.body !== void 0) headers["Content-Type"] = req.contentType ?? "application/json";
		this.stats.count(req.method);
		const answered = this.health.sent(`${req.method} ${req.path}`);
		const abandon = this.abandonAfterCancel();
		try {
			return await this.transport.send({
				method: req.method,
				url,
				headers,
				body: req.body === void 0 ? void 0 : JSON.stringify(req.body)
			}, abandon.signal);
		} finally {
			answered();
			abandon.dispose();
		}
	}
	abandonAfterCancel() {
		const signal = this.signal;
		if (!signal) return {
			signal: void 0,
			dispose: () => {}
		};
		const controller = new AbortController();
		let timer;
		const onAbort = () => timer = setTimeout(() => controller.abort(), ABANDON_AFTER_MS);
		if (signal.aborted) onAbort();
		else signal.addEventListener("abort", onAbort, { once: true });
		return {
			signal: controller.signal,
			dispose: () => {
				clearTimeout(timer);
				signal.removeEventListener("abort", onAbort);
			}
		};
	}
};
function latencyClass(req) {
	return req.method === "GET" || req.query?.["dryRun"] !== void 0 ? "read" : "write";
}
// src/kube/kubeconfigList.ts
function listedKubeconfigs(value) {
	return value?.split(delimiter).filter((path) => path !== "") ?? [];
}
function inPodWithServiceAccount(env, exists = existsSync) {
	return Boolean(env["KUBERNETES_SERVICE_HOST"]) && exists("/var/run/secrets/kubernetes.io/serviceaccount/token");
}
function mergeKubeconfigs(files) {
	const merged = new KubeConfig();
	merged.loadFromOptions({
		clusters: firstOfEachName(files.flatMap((file) => file.clusters)),
		users: firstOfEachName(files.flatMap((file) => file.users)),
		contexts: firstOfEachName(files.flatMap((file) => file.contexts)),
		currentContext: files.map((file) => file.currentContext).find((name) => name) ?? ""
	});
	return merged;
}
function firstOfEachName(items) {
	const first = /* @__PURE__ */ new Map();
	for (const item of items) if (!first.has(item.name)) first.set(item.name, item);
	return [...first.values()];
}
// src/kube/connect.ts
async function connect(options, inject = {}, signal) {
	const opening = openCluster(options, inject, signal);
	return {
		...opening,
		discovery: await opening.discovery
	};
}
function openCluster(options, inject = {}, signal) {
	const discoverWith = (client) => discover(signal ? client.withSignal(signal) : client);
	if (inject.client) return {
		client: inject.client,
		discovery: discoverWith(inject.client),
		defaultNamespace: void 0
	};
	const kubeConfig = readKubeconfig(options);
	const context = kubeConfig.getContextObject(kubeConfig.getCurrentContext());
	const client = new KubeClient(kubeConfig, {
		concurrency: options.concurrency,
		...options.startConcurrency ? { startConcurrency: options.startConcurrency } : {},
		...options.retryTimeoutSeconds === void 0 ? {} : { retry: {
			...DEFAULT_RETRY,
			timeoutMs: options.retryTimeoutSeconds * 1e3
		} },
		...inject.transport ? { wrapTransport: inject.transport } : {}
	});
	return {
		client,
		discovery: discoverWith(client),
		defaultNamespace: context?.namespace || void 0
	};
}
function readKubeconfig(options) {
	const kubeConfig = loadKubeconfig(options);
	if (options.context) {
		if (!kubeConfig.getContextObject(options.context)) {
			const known = kubeConfig.getContexts().map((c) => c.name).join(", ") || "none";
			throw new UserError(`the kubeconfig has no context "${options.context}"`, { hint: `use one of: ${known}` });
		}
		kubeConfig.setCurrentContext(options.context);
	}
	if (!kubeConfig.getCurrentCluster()) throw new UserError("the kubeconfig names no cluster to use", { hint: "give a kubeconfig (the kubeconfig input, --kubeconfig or KUBECONFIG) whose current context points at a cluster, or choose one with --context" });
	return kubeConfig;
}
function loadKubeconfig(options) {
	const { kubeconfig, kubeconfigPath } = options;
	if (kubeconfig !== void 0) return loaded(void 0, (config) => config.loadFromString(kubeconfig));
	if (kubeconfigPath) return loaded(kubeconfigPath, (config) => config.loadFromFile(kubeconfigPath));
	const listed = listedKubeconfigs(process.env["KUBECONFIG"]);
	if (listed.length > 0) return mergeKubeconfigs(listed.filter((path) => existsSync(path)).map((path) => loaded(path, (config) => config.loadFromFile(path))));
	const home = findHomeDir();
	if (!(home && existsSync(join(home, ".kube", "config"))) && !inPodWithServiceAccount(process.env)) throw new UserError("no kubeconfig: KUBECONFIG is not set and ~/.kube/config does not exist", { hint: "give one with --kubeconfig PATH or KUBECONFIG, as for kubectl (kubectl config view shows what kubectl would use)" });
	return loaded(void 0, (config) => config.loadFromDefault());
}
function loaded(file, load) {
	const config = new KubeConfig();
	try {
		load(config);
	} catch (error) {
		throw new UserError(`cannot read the kubeconfig${file ? ` ${file}` : ""}`, {
			hint: "check that it is a valid kubeconfig file (kubectl config view would show the same problem)",
			cause: error
		});
	}
	return config;
}
// src/applyset/applySetLock.ts
const LEASE_RESOURCE = {
	group: "coordination.k8s.io",
	version: "v1",
	kind: "Lease",
	resource: "leases",
	namespaced: true
};
const RENEW_EVERY_MS = 1e4;
const POLL_EVERY_MS = 2e3;
const REPORT_EVERY_MS = 1e4;
const RELEASE_WITHIN_MS = 2e3;
const CLUSTER_PARENT_LEASE_NAMESPACE = "default";
function lockPlace(parent) {
	return besideParent(parent, "applyset-lock");
}
function besideParent(parent, prefix) {
	const name = `${prefix}.${[parent.info.kind.toLowerCase(), parent.info.group].filter((s) => s !== "").join(".")}.${parent.name}`.slice(0, 253).replace(/[^a-z0-9]+$/, "");
	return {
		namespace: parent.namespace || CLUSTER_PARENT_LEASE_NAMESPACE,
		name
	};
}
function defaultHolder() {
	return `${hostname()} pid ${process.pid} run ${randomUUID().slice(0, 8)}`;
}
const NAMESPACE_MISSING = Symbol("namespace missing");
async function acquireLock(client, parent, options) {
	const place = lockPlace(parent);
	const taken = await waitForLock(client, parent, place, options);
	if (taken !== NAMESPACE_MISSING) return taken;
	return {
		namespace: place.namespace,
		take: async () => {
			const held = await waitForLock(client, parent, place, options);
			if (held !== NAMESPACE_MISSING) return held;
			throw new UserError(`namespace ${place.namespace}, where the ApplySet ${describeApplySet(parent)} and its lock live, does not exist, and the manifests do not create it`, { hint: `create namespace ${place.namespace} first, or add its Namespace object to the manifests` });
		}
	};
}
async function waitForLock(client, parent, place, options) {
	const started = Date.now();
	let observed;
	let lastReport = 0;
	let attempt = await take(client, place, void 0, options.holder);
	for (;;) {
		if (attempt === NAMESPACE_MISSING) return NAMESPACE_MISSING;
		if (attempt.lease) return hold(client, place, attempt.lease, options);
		const lease = await getObject(client, LEASE_RESOURCE, place.namespace, place.name);
		const now = Date.now();
		if (lease?.metadata.resourceVersion !== observed?.resourceVersion) observed = {
			resourceVersion: lease?.metadata.resourceVersion,
			at: now
		};
		if (lease?.spec?.holderIdentity === options.holder) return hold(client, place, lease, options);
		if (!lease || isExpired(lease, now, now - observed.at)) {
			attempt = await take(client, place, lease, options.holder);
			if (attempt === NAMESPACE_MISSING || attempt.lease) continue;
		}
		const waited = Date.now() - started;
		const holder = lease && !isExpired(lease, now, 0) ? lease.spec?.holderIdentity ?? "an unknown holder" : void 0;
		if (waited >= options.timeoutSeconds * 1e3) throw lockTimeout(parent, place, waited, holder, attempt.refused);
		if (lastReport === 0 || now - lastReport >= REPORT_EVERY_MS) {
			lastReport = now;
			const who = holder ? `${holder} holds it` : `it could not be taken (${attempt.refused ?? "another run took it first"})`;
			options.info(`waiting for the ApplySet lock: ${who} (Lease ${place.namespace}/${place.name}); waited ${Math.round(waited / 1e3)} s of ${options.timeoutSeconds} s (lock-timeout)`);
		}
		try {
			await setTimeout$1(Math.min(POLL_EVERY_MS, options.timeoutSeconds * 1e3 - waited), void 0, options.signal ? { signal: options.signal } : {});
		} catch (error) {
			throw new CancelledError("cancelled while waiting for the ApplySet lock", { cause: error });
		}
	}
}
function lockTimeout(parent, place, waitedMs, holder, refused) {
	const waited = `waited ${Math.round(waitedMs / 1e3)} s (lock-timeout)`;
	if (holder) return new UserError(`the ApplySet ${describeApplySet(parent)} is being deployed by ${holder} (it holds the Lease ${place.namespace}/${place.name}); ${waited}`, { hint: `let that run finish, or raise lock-timeout (--lock-timeout). If that run is gone, its Lease expires 30 s after its last renewal and the next run takes it over` });
	return new UserError(`the ApplySet lock (Lease ${place.namespace}/${place.name}) could not be taken: ${refused ?? "other runs kept taking it first"}; ${waited}`, { hint: "check that the API server serves coordination.k8s.io/v1 leases in that namespace and that the credentials may create, update and delete them; lock: false (--lock=false) turns the lock off" });
}
async function lockHolder(client, parent) {
	const place = lockPlace(parent);
	let lease;
	try {
		lease = await getObject(client, LEASE_RESOURCE, place.namespace, place.name);
	} catch (error) {
		if (error instanceof CancelledError) throw error;
		return;
	}
	return lease && !isExpired(lease, Date.now(), 0) ? lease.spec?.holderIdentity ?? "an unknown holder" : void 0;
}
function isExpired(lease, now, unchangedForMs) {
	const spec = lease.spec ?? {};
	if (!spec.holderIdentity) return true;
	const durationMs = (spec.leaseDurationSeconds ?? 30) * 1e3;
	const renewed = Date.parse(spec.renewTime ?? spec.acquireTime ?? "");
	return Number.isFinite(renewed) && now - renewed > durationMs || unchangedForMs > durationMs;
}
async function take(client, place, expired, holder) {
	const now = microTime(/* @__PURE__ */ new Date());
	const spec = {
		holderIdentity: holder,
		leaseDurationSeconds: 30,
		acquireTime: now,
		renewTime: now,
		leaseTransitions: (expired?.spec?.leaseTransitions ?? -1) + 1
	};
	try {
		if (!expired) {
			const lease = {
				apiVersion: "coordination.k8s.io/v1",
				kind: "Lease",
				metadata: {
					name: place.name,
					namespace: place.namespace
				},
				spec
			};
			return { lease: await createObject(client, LEASE_RESOURCE, lease, "applyset-action") };
		}
		return { lease: await replace(client, place, {
			...expired,
			spec
		}) };
	} catch (error) {
		if (!expired && isNamespaceMissing(error, place.namespace)) return NAMESPACE_MISSING;
		if (isConflict(error)) return {};
		if (isNotFound(error)) return { refused: `the API server answered 404 to ${expired ? "its takeover" : "its creation"}: ${errorMessage(error)}` };
		throw error;
	}
}
async function replace(client, place, lease) {
	return (await client.request({
		method: "PUT",
		path: resourcePath(LEASE_RESOURCE, place.namespace, place.name),
		body: lease
	})).body;
}
function hold(client, place, taken, options) {
	let lease = taken;
	let lastRenewed = Date.now();
	const releasing = new AbortController();
	const renewer = client.withSignal(releasing.signal);
	let renewing = Promise.resolve();
	const renew = async () => {
		try {
			lease = await replace(renewer, place, {
				...lease,
				spec: {
					...lease.spec,
					renewTime: microTime(/* @__PURE__ */ new Date())
				}
			});
			lastRenewed = Date.now();
		} catch (error) {
			if (releasing.signal.aborted) return;
			if (isConflict(error) || isNotFound(error)) {
				let current;
				try {
					current = await getObject(renewer, LEASE_RESOURCE, place.namespace, place.name);
				} catch (readError) {
					clearInterval(timer);
					options.onLost(`the ApplySet lock (Lease ${place.namespace}/${place.name}) could not be read back after a conflicting renewal: ${errorMessage(readError)}`);
					return;
				}
				if (current?.spec?.holderIdentity === options.holder) {
					lease = current;
					return;
				}
				clearInterval(timer);
				options.onLost(`another run took over the ApplySet lock (Lease ${place.namespace}/${place.name}) while this one held it`);
			} else if (Date.now() - lastRenewed > 3e4) {
				clearInterval(timer);
				options.onLost(`the ApplySet lock (Lease ${place.namespace}/${place.name}) could not be renewed for 30 s: ${errorMessage(error)}`);
			}
		}
	};
	const timer = setInterval(() => renewing = renewing.then(renew), RENEW_EVERY_MS);
	timer.unref();
	return { release: async () => {
		clearInterval(timer);
		releasing.abort();
		await renewing;
		const bounded = client.withSignal(AbortSignal.timeout(RELEASE_WITHIN_MS));
		try {
			await bounded.request({
				method: "DELETE",
				path: resourcePath(LEASE_RESOURCE, place.namespace, place.name),
				body: {
					kind: "DeleteOptions",
					apiVersion: "v1",
					preconditions: { resourceVersion: lease.metadata.resourceVersion }
				}
			});
		} catch (error) {
			if (!isConflict(error) && !isNotFound(error)) options.info(`could not release the ApplySet lock (${errorMessage(error)}); it expires within 30 s`);
		}
	} };
}
function microTime(date) {
	return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}
// src/plan/objectErrors.ts
const ADMISSION_DENIAL = /\b(ValidatingAdmissionPolicy|admission webhook) .* denied (the )?request/;
const ADMISSION_HINT = "an admission policy or webhook of the cluster refused it (the message says which and why): change the manifest to satisfy it; a preview-only identity (examples/rbac/applyset-action-preview.yaml) refuses every write by design: apply with the deploy credentials";
function objectError(ref, source, verb, error) {
	const what = describeRef(ref);
	if (!(error instanceof ApiError)) return new UserError(`${what}: ${verb} failed: ${errorMessage(error)}`, {
		source,
		hint: hintOr(error, "check that the cluster is reachable, then run again"),
		cause: error
	});
	if (error.status === 409 && error.causes.length > 0) {
		const owners = error.causes.map((c) => `${c.field ?? "?"} (${c.message ?? c.reason ?? "conflict"})`).join("; ");
		return new UserError(`${what}: field manager conflict: ${owners}`, {
			source,
			hint: `another manager owns these fields: remove them from the manifest, make the other manager stop setting them, or set force-conflicts (--force-conflicts) to take ownership`,
			cause: error
		});
	}
	const hint = ADMISSION_DENIAL.test(error.message) ? ADMISSION_HINT : {
		400: "fix the manifest",
		401: "the cluster rejected the credentials: check the kubeconfig",
		403: "the credentials lack permission for this object: grant it in RBAC (docs/action.md#least-privilege-rbac lists what the tool needs)",
		404: "check that the object's namespace exists (or add it to the manifests)",
		422: "fix the field named above in the manifest"
	}[error.status];
	return new UserError(`${what}: ${verb} refused by the server (HTTP ${error.status}${error.reason ? ` ${error.reason}` : ""}): ${error.message}`, {
		source,
		hint: hint ?? "see the server's message above",
		cause: error
	});
}
// src/applyset/readParent.ts
async function readParent(cluster, parent, options, read) {
	const { client, discovery } = cluster;
	const { info, namespace, name } = parent;
	const builtIn = isBuiltInParentKind(info);
	if (!builtIn) await requireParentType(client, info.resource, info.group, info.kind);
	const live = await (read ?? getObject(client, info, namespace, name));
	if (!live) {
		if (!builtIn) throw new UserError(`the ApplySet parent ${describeApplySet(parent)} does not exist`, { hint: "a custom-resource parent must exist before the first apply: create it, or use a Secret or ConfigMap parent, which is created for you" });
		return {
			parent,
			live,
			recorded: {
				groupKinds: [],
				namespaces: []
			},
			adoptedFrom: void 0,
			resourceVersion: void 0,
			warnings: []
		};
	}
	const resourceVersion = live.metadata.resourceVersion;
	const labels = live.metadata.labels ?? {};
	const annotations = live.metadata.annotations ?? {};
	if (labels["applyset.kubernetes.io/id"] === void 0 && !builtIn && annotations["applyset.kubernetes.io/tooling"] === void 0) return {
		parent,
		live: void 0,
		recorded: {
			groupKinds: [],
			namespaces: []
		},
		adoptedFrom: void 0,
		resourceVersion,
		warnings: []
	};
	if (labels["applyset.kubernetes.io/id"] === void 0) throw new UserError(`${describeApplySet(parent)} exists but is not an ApplySet parent (it has no ${ID_LABEL} label)`, { hint: "choose another name for the ApplySet parent; this object belongs to something else and will not be changed" });
	if (labels["applyset.kubernetes.io/id"] !== parent.id) throw new UserError(`${describeApplySet(parent)} has ${ID_LABEL}=${labels[ID_LABEL]}, but its identity gives ${parent.id}`, { hint: "the label was copied or edited by hand; fix or remove the parent object, then run again" });
	const { tooling, text: toolingText } = toolingOf(annotations);
	let adoptedFrom;
	if (tooling !== "ours") {
		const owner = toolingText === void 0 ? `a tool that did not record itself (no ${TOOLING_ANNOTATION} annotation)` : toolingText;
		if (!options.adopt) throw new UserError(`the ApplySet ${describeApplySet(parent)} is managed by ${owner}`, { hint: `${TOOL_NAME} does not change a set that another tool manages; to take it over, run again with --adopt (adopt: true), after checking the preview` });
		adoptedFrom = toolingText ?? "unknown tooling";
	}
	const warnings = [];
	const legacy = [];
	for (const entry of splitList(annotations[LEGACY_GROUP_RESOURCES_ANNOTATION])) {
		const gr = parseGroupKind(entry);
		const served = discovery.forResource(gr.kind, gr.group);
		if (served) legacy.push({
			group: served.group,
			kind: served.kind
		});
		else warnings.push(`the parent records resource ${entry}, which the cluster no longer serves; its members cannot be listed`);
	}
	return {
		parent,
		live,
		recorded: recordedScope(live, legacy),
		adoptedFrom,
		resourceVersion,
		warnings
	};
}
function resolveParent(cluster, options) {
	const { applyset } = options;
	return "id" in applyset ? applyset : identityOf(resolveParentResource(applyset, cluster.discovery), options);
}
function parentBeforeDiscovery(options) {
	const { applyset } = options;
	if ("id" in applyset) return applyset;
	const resource = builtInParentResource(applyset);
	return resource && identityOf(resource, options);
}
function identityOf({ info, name }, options) {
	if (info.namespaced && !options.namespace) throw new UserError(`the ApplySet parent ${info.kind} ${name} is namespaced, and no namespace was given`, { hint: "give the namespace (the namespace input or --namespace) the parent lives in" });
	return applySetOf(info, info.namespaced ? options.namespace : "", name);
}
async function requireParentType(client, resource, group, kind) {
	if ((group === "" ? void 0 : await getObject(client, CRD_RESOURCE, "", `${resource}.${group}`))?.metadata.labels?.["applyset.kubernetes.io/is-parent-type"] === void 0) throw new UserError(`${kind}${group ? `.${group}` : ""} cannot be an ApplySet parent`, { hint: `use a Secret or ConfigMap, or a custom resource whose CustomResourceDefinition carries the ${PARENT_TYPE_LABEL} label` });
}
// src/plan/unreadableSecrets.ts
const RBAC_SECRETS_REFUSAL = /\bcannot [a-z]+ resource "secrets" in API group ""/;
function isSecret(ref) {
	return ref.group === "" && ref.kind === "Secret";
}
function isSecretsForbidden(error) {
	return error instanceof ApiError && error.status === 403 && RBAC_SECRETS_REFUSAL.test(error.message);
}
function uncomparedSecret(member, refusal) {
	return {
		action: "uncompared",
		ref: member.ref,
		info: member.info,
		member,
		reason: `this credential may not read Secrets, so the live one was not compared (Forbidden: ${refusal.message}); the deploy applies the manifest and compares it then`
	};
}
// src/plan/listLiveMembers.ts
async function listLiveMembers(requests, cluster, parent, recorded, members, warnings, unlisted) {
	const lists = planLists(cluster.discovery, parent, recorded, members, warnings);
	const send = (list, selector) => requests.take(list.info, list.namespace, selector, !list.full).catch((error) => {
		if (!unlisted || !isSecret(list.info) || !isSecretsForbidden(error)) throw error;
		unlisted.push({
			kind: list.info.kind,
			group: list.info.group,
			namespace: list.namespace,
			message: error.message
		});
		return [];
	});
	const found = await listMembers(cluster, parent, recorded, {
		lists,
		send
	});
	return new Map(found.map((member) => [refKey(member.ref), member]));
}
function startListing(requests, discovery, parent, recorded, members) {
	const selector = memberSelector(parent);
	for (const { info, namespace } of planLists(discovery, parent, recorded, members, [])) requests.list(info, namespace, selector, false);
}
function planLists(discovery, parent, recorded, members, warnings) {
	const fullKinds = members.filter((m) => m.definedByCrd === void 0).map((m) => m.info);
	const scope = {
		groupKinds: recorded.groupKinds,
		namespaces: [...recorded.namespaces, ...members.map((m) => m.ref.namespace)]
	};
	return memberLists(discovery, parent, scope, {
		fullKinds,
		warnings
	});
}
// src/plan/planRequests.ts
const listKey = (info, namespace) => `${formatGroupKind(info)}/${namespace}`;
var PlanRequests = class {
	cluster;
	cache;
	lists = /* @__PURE__ */ new Map();
	dryRuns = /* @__PURE__ */ new Map();
	dryRunSent = /* @__PURE__ */ new Set();
	knownUnchanged = /* @__PURE__ */ new Map();
	warnings = /* @__PURE__ */ new Map();
	constructor(cluster, cache) {
		this.cluster = cluster;
		this.cache = cache;
	}
	list(info, namespace, selector, metadataOnly) {
		const started = this.lists.get(listKey(info, namespace));
		if (!started || !metadataOnly && started.metadataOnly) this.sendList(info, namespace, selector, metadataOnly, true);
	}
	take(info, namespace, selector, metadataOnly) {
		const started = this.lists.get(listKey(info, namespace));
		const items = started?.items;
		if (!items || !metadataOnly && started.metadataOnly) return this.sendList(info, namespace, selector, metadataOnly, false);
		delete started.items;
		return items;
	}
	sendList(info, namespace, selector, metadataOnly, keep) {
		const items = listObjects(this.cluster.client.ahead(), info, namespace, selector, { metadataOnly });
		items.catch(() => void 0);
		const versions = this.cache && items.then((listed) => new Map(listed.map((item) => [item.metadata.name ?? "", item.metadata.resourceVersion])));
		versions?.catch(() => void 0);
		this.lists.set(listKey(info, namespace), {
			metadataOnly,
			...versions ? { versions } : {},
			...keep ? { items } : {}
		});
		return items;
	}
	unchangedByRecord(member) {
		let known = this.knownUnchanged.get(member.key);
		if (known) return known;
		const { cache } = this;
		const versions = this.lists.get(listKey(member.info, member.ref.namespace))?.versions;
		known = !cache || !versions ? Promise.resolve(false) : cache.usable().then((usable) => usable && versions.then((listed) => cache.known(member, listed.get(member.ref.name)))).catch(() => false);
		this.knownUnchanged.set(member.key, known);
		return known;
	}
	dryRunEarly(member, options) {
		if (this.dryRunSent.has(member.key) || this.dryRuns.has(member.key)) return;
		const answer = this.unchangedByRecord(member).then((known) => known ? void 0 : this.send(member, options));
		answer.catch(() => void 0);
		this.dryRuns.set(member.key, answer);
	}
	async dryRun(member, options) {
		const early = this.dryRuns.get(member.key);
		if (!early) return this.send(member, options);
		this.dryRuns.delete(member.key);
		return await early ?? this.send(member, options);
	}
	warningsOf(member) {
		return this.warnings.get(member.key);
	}
	send(member, options) {
		const first = this.dryRunSent.has(member.key) || applyStage(member.ref) === 0;
		this.dryRunSent.add(member.key);
		const client = first ? this.cluster.client.ahead() : this.cluster.client;
		this.warnings.delete(member.key);
		const warned = (warnings) => this.warnings.set(member.key, warnings);
		return serverSideApply(client, member.info, member.object, {
			fieldManager: options.fieldManager,
			force: options.forceConflicts,
			dryRun: true,
			warned
		});
	}
};
// src/plan/prepareMembers.ts
function prepareMembers(manifests, discovery, parent, defaultNamespace) {
	const errors = [];
	const crds = crdDefinitions(manifests);
	const members = [];
	const seen = /* @__PURE__ */ new Map();
	for (const { object, source } of manifests) {
		const { group, version } = parseApiVersion(object.apiVersion);
		const kind = object.kind;
		const name = object.metadata.name ?? "";
		if (object.metadata.labels?.["applyset.kubernetes.io/part-of"] !== void 0) {
			errors.push(new UserError(`${kind} ${name} already carries the ${PART_OF_LABEL} label`, {
				source,
				hint: "remove the label from the manifest; membership is written by the tool, and a copied label would move the object between sets"
			}));
			continue;
		}
		if (object.metadata.labels?.["applyset.kubernetes.io/id"] !== void 0) {
			errors.push(new UserError(`${kind} ${name} carries the ${ID_LABEL} label: it is the parent of an ApplySet, and a parent cannot be a member`, {
				source,
				hint: "remove it from the manifests; the parent is written by the tool, and as a member it would be pruned with the record of its set"
			}));
			continue;
		}
		let info = discovery.forKind(group, version, kind);
		let definedByCrd;
		if (!info) {
			const crd = crds.get(formatGroupKind({
				group,
				kind
			}));
			if (crd?.versions.includes(version)) {
				info = {
					group,
					version,
					kind,
					resource: crd.plural,
					namespaced: crd.namespaced
				};
				definedByCrd = crd.key;
			} else {
				const served = discovery.versionsOf({
					group,
					kind
				});
				errors.push(new UserError(`the cluster does not serve ${kind} in ${object.apiVersion}`, {
					source,
					hint: served.length > 0 ? `served versions of ${formatGroupKind({
						group,
						kind
					})}: ${served.join(", ")}; change apiVersion` : "check apiVersion and kind for typos, or add the CustomResourceDefinition that defines this kind to the manifests or install it first"
				}));
				continue;
			}
		}
		let namespace = "";
		if (info.namespaced) {
			namespace = object.metadata.namespace || parent.namespace || defaultNamespace || "";
			if (namespace === "") {
				errors.push(new UserError(`${kind} ${name} is namespaced but has no namespace, and the ApplySet parent is cluster-scoped`, {
					source,
					hint: "set metadata.namespace in the manifest, or give a default namespace (the namespace input or --namespace)"
				}));
				continue;
			}
		}
		const ref = {
			group,
			version,
			kind,
			namespace,
			name
		};
		if (isParent(parent, ref)) {
			errors.push(new UserError(`${describeRef(ref)} is the ApplySet's own parent, which cannot be a member of its set`, {
				source,
				hint: "remove it from the manifests: the tool writes the parent, and as a member a later run would prune it with the record of the set"
			}));
			continue;
		}
		const key = refKey(ref);
		const duplicate = seen.get(key);
		if (duplicate) {
			errors.push(new UserError(`${describeRef(ref)} is defined twice (also at ${duplicate.source.file}:${duplicate.source.line})`, {
				source,
				hint: "keep one definition; the second would silently replace the first"
			}));
			continue;
		}
		const member = {
			ref,
			key,
			info,
			definedByCrd,
			object: withMembership(object, namespace, info.namespaced, parent.id),
			source
		};
		seen.set(key, member);
		members.push(member);
	}
	if (errors.length > 0) throw new UserErrors(errors);
	return members;
}
function withMembership(object, namespace, namespaced, id) {
	return {
		...object,
		metadata: {
			...object.metadata,
			...namespaced ? { namespace } : {},
			labels: {
				...object.metadata.labels,
				[PART_OF_LABEL]: id
			}
		}
	};
}
function crdDefinitions(manifests) {
	const result = /* @__PURE__ */ new Map();
	for (const { object } of manifests) {
		const { group } = parseApiVersion(object.apiVersion);
		if (!isCrd({
			group,
			kind: object.kind
		})) continue;
		const spec = object.spec;
		if (!spec?.group || !spec.names?.kind || !spec.names.plural) continue;
		result.set(formatGroupKind({
			group: spec.group,
			kind: spec.names.kind
		}), {
			key: refKey({
				group,
				kind: object.kind,
				namespace: "",
				name: object.metadata.name ?? ""
			}),
			group: spec.group,
			kind: spec.names.kind,
			plural: spec.names.plural,
			namespaced: spec.scope !== "Cluster",
			versions: (spec.versions ?? []).filter((v) => v.served !== false && v.name).map((v) => v.name)
		});
	}
	return result;
}
// src/plan/planAhead.ts
const NOTHING_RECORDED = {
	groupKinds: [],
	namespaces: []
};
var PlanAhead = class {
	requests;
	cluster;
	parent;
	namespace;
	options;
	members = [];
	recorded = NOTHING_RECORDED;
	constructor(cluster, parent, reading, namespace, options, cache) {
		this.cluster = cluster;
		this.parent = parent;
		this.namespace = namespace;
		this.options = options;
		this.requests = new PlanRequests(cluster, cache);
		reading.then((read) => {
			this.recorded = read.recorded;
			this.list();
		}, () => void 0);
	}
	add(objects) {
		const added = [];
		for (const manifest of objects) try {
			added.push(...prepareMembers([manifest], this.cluster.discovery, this.parent, this.namespace).filter((m) => m.definedByCrd === void 0));
		} catch {}
		this.members.push(...added);
		this.list();
		for (const member of added) this.requests.dryRunEarly(member, this.options);
	}
	list() {
		startListing(this.requests, this.cluster.discovery, this.parent, this.recorded, this.members);
	}
};
// src/applyset/planRecordSecret.ts
const SECRETS = {
	group: "",
	version: "v1",
	kind: "Secret",
	resource: "secrets",
	namespaced: true
};
const RECORD_KEY = "record.json.gz";
const PLAN_RECORD_LABEL = "applyset-action.github.io/plan-record";
const FIELD_MANAGER = `${TOOL_NAME}-plan-record`;
function planRecordPlace(parent) {
	return besideParent(parent, "applyset-plan-record");
}
async function readPlanRecordSecret(client, parent) {
	const place = planRecordPlace(parent);
	const secret = await getObject(client, SECRETS, place.namespace, place.name);
	return secret ? storedRecord(secret, parent) : void 0;
}
async function listPlanRecordSecrets(client) {
	const secrets = await listObjects(client, SECRETS, "", PLAN_RECORD_LABEL, { metadataOnly: false });
	const byPlace = new Map(secrets.map((secret) => [`${secret.metadata.namespace ?? ""}/${secret.metadata.name ?? ""}`, secret]));
	return { storedFor: (parent) => {
		const place = planRecordPlace(parent);
		const secret = byPlace.get(`${place.namespace}/${place.name}`);
		return secret ? storedRecord(secret, parent) : void 0;
	} };
}
function storedRecord(secret, parent) {
	const data = secret.data?.[RECORD_KEY];
	return {
		uid: secret.metadata.uid ?? "",
		ours: secret.metadata.labels?.[PLAN_RECORD_LABEL] === parent.id,
		packed: typeof data === "string" ? Buffer.from(data, "base64") : void 0
	};
}
async function readPlanRecord(client, parent) {
	try {
		const stored = await readPlanRecordSecret(client, parent);
		return stored?.ours ? stored.packed : void 0;
	} catch {
		return;
	}
}
async function deletePlanRecord(client, parent, uid) {
	const place = planRecordPlace(parent);
	await deleteObject(client, SECRETS, {
		...place,
		uid
	}, {
		propagationPolicy: "Background",
		dryRun: false
	});
}
async function writePlanRecord(client, parent, parentUid, packed) {
	const place = planRecordPlace(parent);
	await serverSideApply(client, SECRETS, {
		apiVersion: "v1",
		kind: "Secret",
		metadata: {
			...place,
			labels: {
				"app.kubernetes.io/managed-by": TOOL_NAME,
				[PLAN_RECORD_LABEL]: parent.id
			},
			ownerReferences: [{
				apiVersion: groupVersion(parent.info),
				kind: parent.info.kind,
				name: parent.name,
				uid: parentUid
			}]
		},
		type: "Opaque",
		data: { [RECORD_KEY]: packed.toString("base64") }
	}, {
		fieldManager: FIELD_MANAGER,
		force: true,
		dryRun: false
	});
}
// src/plan/planRecord.ts
const FORMAT = 3;
const MAX_UNPACKED_BYTES = 33554432;
const HASH_BYTES = 16;
function recordKey(credentialKey, applySetId) {
	return createSecretKey(Buffer.from(hkdfSync("sha256", credentialKey, "", `applyset-action plan record ${applySetId}`, 32)));
}
function writerOf(key) {
	return createHmac("sha256", key).update("writer").digest().subarray(0, HASH_BYTES).toString("base64url");
}
function manifestHash(key, object) {
	return createHmac("sha256", key).update(JSON.stringify(object)).digest().subarray(0, HASH_BYTES).toString("base64url");
}
function digest(parts) {
	return createHash("sha256").update(parts.join("\n")).digest().subarray(0, HASH_BYTES).toString("base64url");
}
function content(record) {
	return JSON.stringify({
		format: FORMAT,
		writer: record.writer,
		cluster: record.cluster,
		kinds: Object.fromEntries(record.kinds),
		objects: Object.fromEntries([...record.objects].map(([ref, { hash, resourceVersion }]) => [ref, `${hash} ${resourceVersion}`]))
	});
}
function recordMac(key, text) {
	return createHmac("sha256", key).update(text).digest("base64url");
}
function packRecord(record, key) {
	const text = content(record);
	const packed = gzipSync(JSON.stringify({
		...JSON.parse(text),
		mac: recordMac(key, text)
	}));
	return packed.length <= 921600 ? packed : void 0;
}
function unpackRecord(packed, key) {
	const read = inspectRecord(packed, key);
	return typeof read === "string" || !read.checked ? void 0 : read.record;
}
function inspectRecord(packed, key) {
	if (packed.length > 921600) return "unreadable";
	let parsed;
	try {
		parsed = JSON.parse(gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }).toString("utf8"));
	} catch {
		return "unreadable";
	}
	if (!isRecord(parsed) || parsed.format !== FORMAT || typeof parsed.writer !== "string" || typeof parsed.cluster !== "string" || typeof parsed.mac !== "string") return "unreadable";
	if (!isRecord(parsed.kinds) || !isRecord(parsed.objects)) return "unreadable";
	const kinds = /* @__PURE__ */ new Map();
	for (const [kind, value] of Object.entries(parsed.kinds)) {
		if (typeof value !== "string") return "unreadable";
		kinds.set(kind, value);
	}
	const objects = /* @__PURE__ */ new Map();
	for (const [ref, value] of Object.entries(parsed.objects)) {
		const [hash, resourceVersion, extra] = typeof value === "string" ? value.split(" ") : [];
		if (!hash || !resourceVersion || extra !== void 0) return "unreadable";
		objects.set(ref, {
			hash,
			resourceVersion
		});
	}
	const record = {
		writer: parsed.writer,
		cluster: parsed.cluster,
		kinds,
		objects
	};
	if (!key || record.writer !== writerOf(key)) return {
		record,
		checked: false
	};
	const expected = Buffer.from(recordMac(key, content(record)));
	const given = Buffer.from(parsed.mac);
	return given.length === expected.length && timingSafeEqual(given, expected) ? {
		record,
		checked: true
	} : "mac mismatch";
}
// src/plan/planDependencies.ts
const ADMISSION_GROUP = "admissionregistration.k8s.io";
const ADMISSION_KINDS = [
	"MutatingWebhookConfiguration",
	"MutatingAdmissionPolicy",
	"MutatingAdmissionPolicyBinding",
	"ValidatingWebhookConfiguration",
	"ValidatingAdmissionPolicy",
	"ValidatingAdmissionPolicyBinding"
];
const CRD = {
	group: "apiextensions.k8s.io",
	kind: "CustomResourceDefinition"
};
async function readDependencies(client, discovery, options) {
	const [server, identity, admission, crds] = await Promise.all([
		client.request({
			method: "GET",
			path: "/version"
		}).then((response) => String(response.body.gitVersion)),
		whoAmI(client),
		Promise.all(ADMISSION_KINDS.map((kind) => generationsOfKind(client, discovery.forGroupKind({
			group: ADMISSION_GROUP,
			kind
		}), kind))),
		generationsOfKind(client, discovery.forGroupKind(CRD), CRD.kind)
	]);
	const generations = new Map(crds.slice(1).map((line) => [line.slice(0, line.indexOf(" ")), line]));
	const cluster = (force) => digest([
		`tool ${VERSION}`,
		`server ${server}`,
		`field-manager ${options.fieldManager}`,
		`force ${force}`,
		...identity,
		...admission.flat()
	]);
	return {
		cluster: cluster(options.forceConflicts),
		accepted: options.forceConflicts ? [cluster(true), cluster(false)] : [cluster(false)],
		kind: (info) => digest([
			formatGroupKind(info),
			...discovery.versionsOf(info),
			`crd ${generations.get(`${info.resource}.${info.group}`) ?? "none"}`
		])
	};
}
async function whoAmI(client) {
	const { body } = await client.request({
		method: "POST",
		path: "/apis/authentication.k8s.io/v1/selfsubjectreviews",
		body: {
			apiVersion: "authentication.k8s.io/v1",
			kind: "SelfSubjectReview"
		}
	});
	const user = body.status?.userInfo;
	if (user?.username === void 0) throw new Error("the SelfSubjectReview named no user");
	return [
		`user ${user.username}`,
		`uid ${user.uid ?? ""}`,
		...[...user.groups ?? []].sort().map((group) => `group ${group}`)
	];
}
async function generationsOfKind(client, info, kind) {
	if (!info) return [`${kind} unserved`];
	const { items } = await listCollection(client, info, "", void 0, { metadataOnly: true });
	const lines = items.map(({ metadata }) => `${metadata.name ?? ""} ${metadata.uid ?? ""} ${typeof metadata["generation"] === "number" ? metadata["generation"] : `rv ${metadata.resourceVersion ?? ""}`}`).sort();
	return [`${kind}@${info.version}`, ...lines];
}
// src/plan/planCache.ts
var PlanCache = class PlanCache {
	skipped = 0;
	loaded;
	parent;
	hashes = /* @__PURE__ */ new Map();
	unchangedMembers = /* @__PURE__ */ new Map();
	constructor(parent, loaded) {
		this.parent = parent;
		this.loaded = loaded;
	}
	static open(client, discovery, parent, options) {
		const credentialKey = client.credentialKey;
		if (!credentialKey) return new PlanCache(parent, Promise.resolve(void 0));
		const key = recordKey(credentialKey, parent.id);
		const loaded = Promise.all([readPlanRecord(client, parent), readDependencies(client, discovery, options)]).then(([packed, dependencies]) => ({
			record: packed && unpackRecord(packed, key),
			dependencies,
			key
		}), () => void 0);
		return new PlanCache(parent, loaded);
	}
	async known(member, liveResourceVersion) {
		const loaded = await this.loaded;
		const record = loaded?.record;
		if (!loaded || !record || liveResourceVersion === void 0 || !loaded.dependencies.accepted.includes(record.cluster)) return false;
		const entry = record.objects.get(member.key);
		return entry !== void 0 && entry.resourceVersion === liveResourceVersion && record.kinds.get(formatGroupKind(member.ref)) === loaded.dependencies.kind(member.info) && entry.hash === this.hashOf(member, loaded.key);
	}
	async usable() {
		const loaded = await this.loaded;
		return loaded?.record !== void 0 && loaded.dependencies.accepted.includes(loaded.record.cluster);
	}
	unchanged(member, resourceVersion) {
		if (resourceVersion !== void 0) this.unchangedMembers.set(member.key, {
			member,
			resourceVersion
		});
	}
	async save(client, parentUid) {
		const loaded = await this.loaded;
		if (!loaded || parentUid === void 0 || this.unchangedMembers.size === 0) return;
		const { dependencies, key } = loaded;
		const kinds = /* @__PURE__ */ new Map();
		const objects = /* @__PURE__ */ new Map();
		for (const { member, resourceVersion } of this.unchangedMembers.values()) {
			kinds.set(formatGroupKind(member.ref), dependencies.kind(member.info));
			objects.set(member.key, {
				hash: this.hashOf(member, key),
				resourceVersion
			});
		}
		const next = {
			writer: writerOf(key),
			cluster: dependencies.cluster,
			kinds,
			objects
		};
		if (loaded.record && sameRecord(loaded.record, next)) return;
		const packed = packRecord(next, key);
		if (!packed) return;
		await writePlanRecord(client, this.parent, parentUid, packed);
	}
	hashOf(member, key) {
		let hash = this.hashes.get(member.key);
		if (hash === void 0) {
			hash = manifestHash(key, member.object);
			this.hashes.set(member.key, hash);
		}
		return hash;
	}
};
function sameRecord(a, b) {
	if (a.cluster !== b.cluster || a.objects.size !== b.objects.size || a.kinds.size !== b.kinds.size) return false;
	for (const [kind, value] of b.kinds) if (a.kinds.get(kind) !== value) return false;
	for (const [ref, entry] of b.objects) {
		const other = a.objects.get(ref);
		if (other?.hash !== entry.hash || other.resourceVersion !== entry.resourceVersion) return false;
	}
	return true;
}
// src/openRun.ts
function openRun(opening) {
	const stop = new AbortController();
	const cancel = () => stop.abort(opening.cancelled?.() ?? new UserError("the run was cancelled"));
	if (opening.signal?.aborted) cancel();
	opening.signal?.addEventListener("abort", cancel, { once: true });
	const shared = opening.cluster;
	const before = shared?.client.stats.counts();
	const opened = shared ? Promise.resolve({
		...shared,
		discovery: Promise.resolve(shared.discovery)
	}) : Promise.resolve().then(() => openCluster(opening.connect, {}, stop.signal));
	let client = shared?.client;
	const connection = opened.then(async (cluster) => ({
		...cluster,
		discovery: await cluster.discovery
	}));
	connection.catch(() => void 0);
	let lock;
	let lockLost = false;
	let stopProgress = () => {};
	const locked = opened.then(async (cluster) => {
		client = cluster.client;
		if (opening.reportProgress) stopProgress = cluster.client.onProgress(opening.info);
		const namespace = opening.parent.namespace ?? cluster.defaultNamespace;
		const parentOptions = {
			...opening.parent,
			namespace
		};
		const steps = cluster.client.withSignal(stop.signal);
		const parent = parentBeforeDiscovery(parentOptions) ?? resolveParent({ discovery: await cluster.discovery }, parentOptions);
		const checked = (reading) => {
			opening.check?.(reading);
			return reading;
		};
		if (opening.readBeforeLock) {
			const early = readOf(steps, parent);
			early.catch(() => void 0);
			checked(await readParent({
				...cluster,
				client: steps,
				discovery: await cluster.discovery
			}, parent, parentOptions, early));
		}
		let awaiting;
		if (opening.lock) {
			const acquired = await takeLock(steps, parent, opening.lock, opening.info, stop.signal, (reason) => {
				lockLost = true;
				stop.abort(new UserError(reason, { hint: opening.lock.lostHint }));
			});
			if ("take" in acquired) awaiting = acquired;
			else lock = acquired;
		}
		const read = readOf(steps, parent);
		read.catch(() => void 0);
		const stepsCluster = {
			...cluster,
			client: steps,
			discovery: await cluster.discovery
		};
		const reading = readParent(stepsCluster, parent, parentOptions, read).then(checked);
		reading.catch(() => void 0);
		const plan = opening.planAhead;
		const cache = plan?.cache ? PlanCache.open(steps, stepsCluster.discovery, parent, plan.options) : void 0;
		const ahead = plan && new PlanAhead(stepsCluster, parent, reading, namespace, plan.options, cache);
		const lockInCreatedNamespace = awaiting && ((forPlan) => takeLockInCreatedNamespace(stepsCluster, forPlan, awaiting).then((held) => void (lock = held)));
		return {
			cluster: stepsCluster,
			namespace,
			reading,
			cache,
			ahead,
			...lockInCreatedNamespace ? { lockInCreatedNamespace } : {}
		};
	});
	locked.catch(() => void 0);
	const held = locked.then(async (run) => ({
		...run,
		reading: await run.reading
	}));
	held.catch(() => void 0);
	const releaseLock = async () => {
		const releasing = lock;
		lock = void 0;
		await releasing?.release();
	};
	return {
		connection,
		held,
		signal: stop.signal,
		stop: () => stop.abort(),
		stopped: () => stop.signal.reason instanceof UserError ? stop.signal.reason : new UserError("the run was cancelled"),
		lockLost: () => lockLost,
		planEarly: (objects) => void locked.then(({ ahead }) => ahead?.add(objects), () => void 0),
		requests: () => before ? client.stats.since(before) : client.stats.counts(),
		releaseLock,
		close: async () => {
			opening.signal?.removeEventListener("abort", cancel);
			stop.abort();
			await locked.catch(() => void 0);
			await releaseLock();
			stopProgress();
		}
	};
}
function readOf(client, parent) {
	return getObject(client, parent.info, parent.namespace, parent.name).catch((error) => {
		throw error instanceof ApiError ? objectError(parentRef(parent), void 0, "reading the ApplySet parent", error) : error;
	});
}
function takeLock(client, parent, lock, info, signal, onLost) {
	return acquireLock(client, parent, {
		holder: lock.holder,
		timeoutSeconds: lock.timeoutSeconds,
		info,
		onLost,
		signal
	}).catch((error) => {
		throw error instanceof ApiError ? objectError({
			...LEASE_RESOURCE,
			...lockPlace(parent)
		}, void 0, lock.refusedAs, error) : error;
	});
}
async function takeLockInCreatedNamespace(cluster, plan, awaiting) {
	const lock = await awaiting.take();
	const { parent } = plan.parent;
	if (!await getObject(cluster.client, parent.info, parent.namespace, parent.name).catch(async (error) => {
		await lock.release();
		throw error;
	})) return lock;
	await lock.release();
	throw new UserError(`another deploy of this ApplySet created its parent in namespace ${awaiting.namespace} while this one was planning a first deploy; this run wrote nothing but that namespace`, { hint: "run again: the next run plans against what that deploy left (give deploy jobs one concurrency group to keep deploys of a set from running at once)" });
}
export { defineScalarTag as A, EVENT_ID as C, YAMLException as D, Schema as E, mergeTag as F, nullYaml11Tag as I, parseEvents as L, getScalarValue as M, load as N, boolYaml11Tag as O, mapTag as P, seqTag as R, ABANDON_AFTER_MS as S, NOT_RESOLVED as T, lockHolder as _, listPlanRecordSecrets as a, inPodWithServiceAccount as b, prepareMembers as c, isSecret as d, isSecretsForbidden as f, defaultHolder as g, objectError as h, deletePlanRecord as i, dump as j, constructFromEvents as k, PlanRequests as l, readParent as m, inspectRecord as n, planRecordPlace as o, uncomparedSecret as p, recordKey as r, readPlanRecordSecret as s, openRun as t, listLiveMembers as u, connect as v, FAILSAFE_SCHEMA as w, listedKubeconfigs as x, readKubeconfig as y, strTag as z };
