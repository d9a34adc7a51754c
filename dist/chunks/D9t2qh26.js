import { u as parentRef } from "./G6TDRtuw.js";
function parentDocument(parent, tooling) {
	const { group, kind, namespace, name } = parentRef(parent);
	return {
		group,
		kind,
		namespace,
		name,
		id: parent.id,
		tooling: tooling.tooling,
		...tooling.text === void 0 ? {} : { toolingAnnotation: tooling.text }
	};
}
function commandDocument(command, body, requests) {
	return {
		schemaVersion: 1,
		command,
		...body,
		requests: requests.total
	};
}
export { parentDocument as n, commandDocument as t };
