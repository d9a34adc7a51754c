import "./C1I3wEg2.js";
import { u as dump } from "./_8YRro0u.js";
import { t as printFailure } from "./BCF5R47U.js";
import { a as printOut, n as printErr, r as printJson } from "./B767RgOY.js";
import { a as workOnSet, i as openSet, n as connectWith } from "./BOXnZsfE.js";
import { r as HANDLERS } from "./BuM9YLcb.js";
// src/cli/runCommand.ts
async function runCommand(line, shell) {
	try {
		const result = await start(line, shell);
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
async function start(line, shell) {
	const handler = HANDLERS[line.command];
	const session = await open(handler.opens(line), line, shell);
	const run = () => handler.run(line, session, shell);
	return "set" in session ? workOnSet(session.set, run) : run();
}
async function open(opens, args, { environment }) {
	if (opens === "nothing") return { opened: opens };
	const { target, adopt, lockTimeoutSeconds } = args;
	if (!target || adopt === void 0 || lockTimeoutSeconds === void 0) throw new Error(`a command that opens ${opens} was parsed without its set's flags`);
	if (opens === "cluster") return {
		opened: opens,
		cluster: await connectWith({
			...target,
			environment
		})
	};
	const { applyset } = target;
	if (!applyset) throw new Error(`a command that opens a set (${opens}) was parsed without --applyset`);
	return {
		opened: opens,
		set: await openSet({
			...target,
			applyset,
			environment
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
