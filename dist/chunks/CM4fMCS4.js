// src/action/modes/treeMode.ts
const treeMode = {
	name: "tree",
	needs: {
		manifests: false,
		opens: "read"
	},
	outputs: [
		"mode",
		"applyset-id",
		"members"
	],
	reports: {
		summary: true,
		comment: false,
		issue: false,
		labels: false
	},
	runsOn: ["set", "file"],
	run: async (step) => (await import("./DUuS94eo.js")).runTree(step)
};
export { treeMode as t };
