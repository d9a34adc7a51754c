import { b as TOOLING_ANNOTATION } from "./G6TDRtuw.js";
// src/applyset/parentTooling.ts
function toolingOf(annotations) {
	const text = annotations?.[TOOLING_ANNOTATION];
	const name = text?.slice(0, Math.max(0, text.lastIndexOf("/")));
	return {
		tooling: name === "applyset-action" ? "ours" : name === "kubectl" ? "kubectl" : "other",
		text
	};
}
export { toolingOf as t };
