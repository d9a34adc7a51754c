import "./C1I3wEg2.js";
import { u as dump } from "./_8YRro0u.js";
import { t as printFailure } from "./BCF5R47U.js";
import { a as printOut, n as printErr, r as printJson } from "./B767RgOY.js";
import { a as workOnSet, i as openSet, n as connectWith } from "./FCRcjp5u.js";
import { r as HANDLERS } from "./BJlZ4vUD.js";
// src/cli/runCommand.ts
async function runCommand(line) {
	try {
		const result = await start(line);
		if (typeof result === "number") return result;
		print(result, line.output);
		return result.code;
	} catch (error) {
		await printFailure(error, line.output, {
			command: line.command,
			...line.debug ? { debug: true } : {}
		});
		return 1;
	}
}
async function start(line) {
	const handler = HANDLERS[line.command];
	const session = await open(handler.opens(line), line);
	const run = () => handler.run(line, session);
	return "set" in session ? workOnSet(session.set, run) : run();
}
async function open(opens, args) {
	if (opens === "nothing") return { opened: opens };
	const { target, adopt, lockTimeoutSeconds } = args;
	if (!target || adopt === void 0 || lockTimeoutSeconds === void 0) throw new Error(`a command that opens ${opens} was parsed without its set's flags`);
	if (opens === "cluster") return {
		opened: opens,
		cluster: await connectWith(target)
	};
	const { applyset } = target;
	if (!applyset) throw new Error(`a command that opens a set (${opens}) was parsed without --applyset`);
	return {
		opened: opens,
		set: await openSet({
			...target,
			applyset
		}, opens === "write" ? {
			adopt,
			lockTimeoutSeconds,
			info: printErr
		} : void 0)
	};
}
function print(result, output) {
	if (output === "json") printJson(JSON.stringify(result.document, null, 2));
	else if (output === "yaml") printOut(dump(result.document, { noRefs: true }).trimEnd());
	else if (output === "name") {
		if (result.names?.length) printOut(result.names.join("\n"));
	} else printOut(result.text);
}
export { runCommand };
