// src/manifests/readBudget.ts
var ReadBudget = class ReadBudget {
	static MAX_BYTES = 268435456;
	static MAX_ALIAS_NODES = 1e6;
	maxBytes;
	bytesLeft;
	aliasNodesLeft;
	constructor(maxBytes = ReadBudget.MAX_BYTES, maxAliasNodes = ReadBudget.MAX_ALIAS_NODES) {
		this.maxBytes = maxBytes;
		this.bytesLeft = maxBytes;
		this.aliasNodesLeft = maxAliasNodes;
	}
	takeBytes(bytes) {
		if (bytes > this.bytesLeft) return false;
		this.bytesLeft -= bytes;
		return true;
	}
	get aliasNodes() {
		return this.aliasNodesLeft;
	}
	spendAliasNodes(nodes) {
		this.aliasNodesLeft -= Math.max(0, nodes);
	}
};
function mebibytes(bytes) {
	return (bytes / 1048576).toFixed(1).replace(/\.0$/, "");
}
export { mebibytes as n, ReadBudget as t };
