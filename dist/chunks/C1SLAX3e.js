import "./C1I3wEg2.js";
import { t as UserError } from "./BSV1T608.js";
import { t as ApiError } from "./DYj8u9oW.js";
// src/kube/selfSubjectRules.ts
async function selfSubjectRules(client, namespace) {
	const { body } = await client.request({
		method: "POST",
		path: "/apis/authorization.k8s.io/v1/selfsubjectrulesreviews",
		body: {
			apiVersion: "authorization.k8s.io/v1",
			kind: "SelfSubjectRulesReview",
			spec: { namespace }
		}
	});
	return {
		resourceRules: body.status?.resourceRules ?? [],
		incomplete: body.status?.incomplete === true
	};
}
// src/engine/previewIdentityCheck.ts
const ADMISSION_GROUP = "admissionregistration.k8s.io";
const ADMISSION_RESOURCES = [
	"validatingadmissionpolicies",
	"validatingadmissionpolicybindings",
	"mutatingadmissionpolicies",
	"mutatingadmissionpolicybindings",
	"validatingwebhookconfigurations",
	"mutatingwebhookconfigurations"
];
const WRITE_VERBS = [
	"create",
	"update",
	"patch",
	"delete",
	"deletecollection"
];
const grants = (list, value) => list !== void 0 && (list.includes("*") || list.includes(value));
function admissionWrites(rule) {
	if (!grants(rule.apiGroups, ADMISSION_GROUP)) return [];
	return ADMISSION_RESOURCES.filter((resource) => grants(rule.resources, resource)).flatMap((resource) => WRITE_VERBS.filter((verb) => grants(rule.verbs, verb)).map((verb) => `${verb} ${resource}`));
}
function writesEverything(rule) {
	return !rule.resourceNames?.length && [
		rule.apiGroups,
		rule.resources,
		rule.verbs
	].every((list) => list?.includes("*") === true);
}
async function checkPreviewIdentity(client, namespace, warning) {
	const { resourceRules, incomplete } = await selfSubjectRules(client, namespace).catch((error) => {
		throw error instanceof ApiError ? new UserError(`checking what this preview's credential may write (a SelfSubjectRulesReview) was refused by the server: ${error.message}`, {
			hint: "every authenticated user may create one (the system:basic-user ClusterRole); restore that binding, or run the preview with a credential that may",
			cause: error
		}) : error;
	});
	if (resourceRules.some(writesEverything)) return;
	const writes = [...new Set(resourceRules.flatMap(admissionWrites))];
	if (writes.length > 0) {
		const shown = writes.length > 4 ? `${writes.slice(0, 4).join(", ")} and ${writes.length - 4} more` : writes.join(", ");
		throw new UserError(`this preview's credential may write admission configuration (${shown}, ${ADMISSION_GROUP}): the API server runs no admission policy on admission configuration, so a policy that limits the identity to dry runs cannot keep it from deleting that policy for real, and then writing anything; the preview was not run`, { hint: "give the preview identity no write verb on admission webhooks, policies or their bindings (examples/rbac/applyset-action-preview.yaml): grant those to the deploy identity alone, in a ClusterRole the preview does not bind" });
	}
	if (incomplete) warning("the cluster's authorizer could not list every right of this preview's credential: whether it may write admission configuration was checked against RBAC's rules only");
}
export { checkPreviewIdentity };
