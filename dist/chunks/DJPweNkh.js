import { C as warnUntrusted, F as describeApiError } from "./ClbPNhji.js";
import { o as DESTRUCTIVE_CONSENT_LABEL, s as DESTRUCTIVE_KINDS } from "./CEG-cXAi.js";
// src/github/pullRequestsOfCommit.ts
async function mergedPullRequestsOf(octokit, repository, sha) {
	const { owner, repo } = repository;
	const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
		owner,
		repo,
		commit_sha: sha,
		per_page: 100
	});
	return data.filter((pr) => pr.merged_at !== null && pr.merged_at !== void 0).map((pr) => {
		const head = pr.head.repo?.full_name;
		const fork = head === pr.base.repo.full_name ? void 0 : head ?? "a deleted repository";
		return {
			number: pr.number,
			fork,
			labels: pr.labels.map((label) => label.name)
		};
	});
}
// src/action/destructiveConsent.ts
async function labelConsent(access, review, run) {
	if (run.event !== "push" || !access) return void 0;
	let merged = review?.merged;
	if (!merged) try {
		merged = await mergedPullRequestsOf(access.octokit, access, run.sha);
	} catch (error) {
		warnUntrusted(`could not read the labels of the pull request merged by ${run.sha} (${describeApiError(error)}), so its ${DESTRUCTIVE_CONSENT_LABEL} label, if any, gives no consent`);
		return;
	}
	const labelled = merged.find((pull) => pull.labels.includes(DESTRUCTIVE_CONSENT_LABEL));
	return labelled && {
		kinds: new Set(DESTRUCTIVE_KINDS),
		by: `the label applyset:allow-destructive-prune on pull request #${labelled.number}`
	};
}
function widenConsent(input, label) {
	if (!label || input && input.kinds.size === DESTRUCTIVE_KINDS.length) return input;
	return label;
}
export { widenConsent as n, mergedPullRequestsOf as r, labelConsent as t };
