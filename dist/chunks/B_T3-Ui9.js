import { n as UserErrors, t as UserError } from "./BSV1T608.js";
import { n as INPUT_DEFAULTS, r as INPUT_TABLE } from "./BtfjB0hA.js";
// src/options/parseOptions.ts
const actionInputName = (input, value) => value === void 0 ? input : `${input}: ${value}`;
function parseOptions(raw, cwd, environment, nameOf = actionInputName) {
	const errors = [];
	const text = (name) => raw[name]?.trim() || INPUT_DEFAULTS[name];
	const parsed = {};
	for (const name of Object.keys(INPUT_TABLE)) {
		const { option, parse } = INPUT_TABLE[name];
		parsed[option] = parse(text(name), {
			name: nameOf(name),
			nameOf: (input, value) => nameOf(input, value),
			raw: raw[name],
			text,
			errors
		});
	}
	const options = parsed;
	if (options.rollbackOnFailure && options.mode === "apply" && !options.wait) errors.push(new UserError(`${nameOf("rollback-on-failure", "true")} needs ${nameOf("wait", "true")}`, { hint: "a rollback follows a rollout the wait found failed or timed out; without the wait no rollout fails" }));
	if (errors.length > 0) throw new UserErrors(errors);
	return {
		...options,
		cwd,
		environment
	};
}
export { parseOptions as t };
