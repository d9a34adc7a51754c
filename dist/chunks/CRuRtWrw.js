import { t as UserError } from "./BSV1T608.js";
import { a as isInside } from "./vUl_ijDH.js";
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from "node:fs";
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
// src/manifests/workspaceFile.ts
function readWorkspaceFile(absolute, display, { workspace, budget }) {
	const real = realpathSync(absolute);
	if (!isInside(real, workspace)) throw new UserError(`${display} leads outside the workspace through a symbolic link`, { hint: "remove the link, or copy what it points to into the repository" });
	const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
	try {
		const stats = fstatSync(fd);
		if (!stats.isFile()) throw new UserError(`${display} is not a regular file (a device, pipe or socket)`, { hint: "only regular files are read" });
		if (!budget.takeBytes(stats.size)) throw new UserError(`${display} is ${mebibytes(stats.size)} MiB, which makes what is read for it more than ${mebibytes(budget.maxBytes)} MiB`, { hint: "such a file (a kustomization, a targets file, a Chart.yaml) needs a few kilobytes; remove what is not its own" });
		const buffer = Buffer.alloc(stats.size);
		const read = readSync(fd, buffer, 0, stats.size, 0);
		return buffer.toString("utf8", 0, read);
	} finally {
		closeSync(fd);
	}
}
export { ReadBudget as n, mebibytes as r, readWorkspaceFile as t };
