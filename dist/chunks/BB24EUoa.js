import "./C1I3wEg2.js";
import { i as rulesFor } from "./D8fumXJr.js";
import { n as formatGroupKind } from "./Bug6iPWb.js";
import { i as startListing, n as PlanRequests, t as prepareMembers } from "./B258FNTF.js";
// src/plan/planAhead.ts
const NOTHING_RECORDED = {
	groupKinds: [],
	namespaces: []
};
var PlanAhead = class {
	requests;
	cluster;
	parent;
	namespace;
	options;
	scope = [];
	scopeKeys = /* @__PURE__ */ new Set();
	prepared = /* @__PURE__ */ new WeakMap();
	recorded = NOTHING_RECORDED;
	constructor(cluster, parent, reading, namespace, options, cache) {
		this.cluster = cluster;
		this.parent = parent;
		this.namespace = namespace;
		this.options = options;
		this.requests = new PlanRequests(cluster, cache, options);
		reading.then((read) => {
			this.recorded = read.recorded;
			this.list();
		}, () => void 0);
	}
	add(objects) {
		const added = [];
		for (const manifest of objects) try {
			const [member] = prepareMembers([manifest], this.cluster.discovery, this.parent, this.namespace);
			if (member && member.definedByCrd === void 0) {
				added.push(member);
				this.prepared.set(manifest, member);
			}
		} catch {}
		const before = this.scope.length;
		for (const member of added) {
			const key = `${formatGroupKind(member.info)}/${member.info.version}/${member.ref.namespace}`;
			if (this.scopeKeys.has(key)) continue;
			this.scopeKeys.add(key);
			this.scope.push(member);
		}
		if (this.scope.length > before) this.list();
		for (const member of added) if (rulesFor(this.options.ignoreDifferences ?? [], member.ref).length === 0) this.requests.dryRunEarly(member, this.options);
	}
	preparedOf = (manifest) => this.prepared.get(manifest);
	list() {
		startListing(this.requests, this.cluster.discovery, this.parent, this.recorded, this.scope);
	}
};
export { PlanAhead };
