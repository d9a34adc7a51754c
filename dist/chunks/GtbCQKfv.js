// src/action/modes/verifyMode.ts
const verifyMode = {
	name: "verify",
	needs: {
		manifests: false,
		opens: "read"
	},
	outputs: [
		"mode",
		"applyset-id",
		"leaked",
		"issue-number"
	],
	reports: {
		summary: true,
		comment: false,
		issue: true,
		labels: false
	},
	runsOn: ["set", "file"],
	run: async (step) => (await import("./-1bhtxcS.js")).runVerify(step)
};
export { verifyMode as t };
