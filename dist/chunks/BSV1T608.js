// src/common/errors.ts
var UserError = class extends Error {
	hint;
	source;
	constructor(message, options = {}) {
		super(message, { cause: options.cause });
		this.name = "UserError";
		this.hint = options.hint;
		this.source = options.source;
	}
	describe() {
		const where = this.source ? `${this.source.file}:${this.source.line}: ` : "";
		const stop = /[.?!]$/.test(this.message) ? " " : ". ";
		return `${where}${this.message}${this.hint ? `${stop}${this.hint[0].toUpperCase()}${this.hint.slice(1)}` : ""}`;
	}
};
var UserErrors = class extends UserError {
	errors;
	constructor(errors, options = {}) {
		super(errors.length === 1 ? errors[0].message : `${errors.length} problems found`, options);
		this.errors = errors;
	}
	describe() {
		return this.errors.length === 1 ? this.errors[0].describe() : [this.message + ":", ...this.errors.map((e) => `  - ${e.describe()}`)].join("\n");
	}
};
function describeError(error) {
	return error instanceof UserError ? error.describe() : errorMessage(error);
}
function hintOr(error, fallback) {
	return error instanceof UserError && error.hint ? error.hint : fallback;
}
function errorMessage(error) {
	return error instanceof Error ? error.message : String(error);
}
export { hintOr as a, errorMessage as i, UserErrors as n, describeError as r, UserError as t };
