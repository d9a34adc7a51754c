import { t as UserError } from "./BSV1T608.js";
// src/kube/responseLimits.ts
const MiB = 1048576;
const DEFAULT_LIMITS = {
	responseBytes: 64 * MiB,
	inFlightBytes: 256 * MiB,
	deadlineMs: 3e5,
	listPages: 1e3,
	listBytes: 512 * MiB,
	watchLine: 16 * MiB
};
const SERVER_MESSAGE_LIMIT = 4096;
function cutServerMessage(message) {
	if (message.length <= 4096) return message;
	let end = SERVER_MESSAGE_LIMIT;
	if (/[\ud800-\udbff]/.test(message.charAt(end - 1))) end--;
	return `${message.slice(0, end)}… (${message.length - end} more characters not shown)`;
}
function formatBytes(bytes) {
	return bytes >= MiB ? `${Math.round(bytes / MiB * 10) / 10} MiB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} bytes`;
}
var ResponseLimitError = class extends UserError {
	limit;
	constructor(limit, message, hint) {
		super(message, { hint });
		this.name = "ResponseLimitError";
		this.limit = limit;
	}
};
function checkServerHint(path) {
	return `an API server does not answer this way: check it, or the aggregated API serving ${path} (kubectl get --raw '${path}' shows what it answers)`;
}
function answerTooLarge(what, path, limit, announced) {
	const size = announced === void 0 ? "" : ` (${formatBytes(announced)}, its Content-Length says)`;
	return new ResponseLimitError("responseBytes", `${what}: the API server's answer is larger than ${formatBytes(limit)}${size}, the most one answer may be`, checkServerHint(path));
}
function inFlightTooLarge(what, bytes, limit) {
	return new ResponseLimitError("inFlightBytes", `${what}: the answers being received at once came to ${formatBytes(bytes)}, over the ${formatBytes(limit)} they may hold together`, "lower concurrency (--concurrency) if the objects are this large; otherwise the API server, or an aggregated API behind it, sends far more than it should: check it");
}
function deadlineError(what, path, limitMs) {
	return new ResponseLimitError("deadlineMs", `${what}: the API server's answer took longer than ${limitMs / 1e3} s, the most one request may take`, checkServerHint(path));
}
// src/kube/apiError.ts
var ApiError = class extends Error {
	status;
	reason;
	causes;
	subject;
	isStatus;
	constructor(status, body, fallback) {
		super(serverText(body?.message) ?? fallback);
		this.name = "ApiError";
		this.status = status;
		this.reason = serverText(body?.reason) ?? "";
		this.causes = keptCauses(Array.isArray(body?.details?.causes) ? body.details.causes : []);
		const { kind, name } = body?.details ?? {};
		this.subject = kind !== void 0 && name !== void 0 ? {
			kind,
			name
		} : void 0;
		this.isStatus = body?.kind === "Status";
	}
};
function keptCauses(causes) {
	const kept = [];
	let length = 0;
	for (const cause of causes) {
		const { reason, message, field } = typeof cause === "object" && cause !== null ? cause : {};
		const shown = {
			reason: serverText(reason),
			message: serverText(message),
			field: serverText(field)
		};
		length += (shown.reason?.length ?? 0) + (shown.message?.length ?? 0) + (shown.field?.length ?? 0);
		if (length > 4096 && kept.length > 0) {
			kept.push({
				field: "…",
				message: `${causes.length - kept.length} more not shown`
			});
			break;
		}
		kept.push(shown);
	}
	return kept;
}
function serverText(value) {
	return typeof value === "string" ? cutServerMessage(value) : void 0;
}
function isNotFound(error) {
	return error instanceof ApiError && error.status === 404;
}
function isNamespaceMissing(error, namespace) {
	return isNotFound(error) && error.subject?.kind === "namespaces" && error.subject.name === namespace;
}
function isForbidden(error) {
	return error instanceof ApiError && (error.status === 403 || error.status === 401);
}
function isConflict(error) {
	return error instanceof ApiError && error.status === 409;
}
var CancelledError = class extends Error {
	constructor(message = "cancelled", options) {
		super(message, options);
		this.name = "CancelledError";
	}
};
var ApiUnavailableError = class extends Error {
	problem;
	forMs;
	constructor(problem, forMs, cause) {
		super(`API server ${problem} for ${Math.round(forMs / 1e3)} s`, { cause });
		this.name = "ApiUnavailableError";
		this.problem = problem;
		this.forMs = forMs;
	}
};
export { isForbidden as a, DEFAULT_LIMITS as c, checkServerHint as d, cutServerMessage as f, inFlightTooLarge as h, isConflict as i, ResponseLimitError as l, formatBytes as m, ApiUnavailableError as n, isNamespaceMissing as o, deadlineError as p, CancelledError as r, isNotFound as s, ApiError as t, answerTooLarge as u };
