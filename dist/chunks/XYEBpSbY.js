import "./C1I3wEg2.js";
import { a as shortCommit, r as readHistory } from "./DNRSqYqW.js";
import { n as historyText } from "./anVl79Ue.js";
import { t as toolingOf } from "./F5rVNDrH.js";
import { n as parentDocument, t as commandDocument } from "./D9t2qh26.js";
// src/sets/history.ts
function historyOf(set) {
	const { entries, unreadable } = readHistory(historyText(set.live));
	const newestFirst = [...entries].reverse();
	const warnings = unreadable ? ["part of the parent's deploy history could not be read (edited by hand?); the readable entries are shown"] : [];
	return {
		document: commandDocument("history", {
			applyset: parentDocument(set.parent, toolingOf(set.live.metadata.annotations)),
			deploys: newestFirst,
			warnings
		}, set.requests()),
		text: [...newestFirst.length === 0 ? ["No deploy recorded (the history is written by applyset-action apply)"] : newestFirst.map(historyLine), ...warnings.map((w) => `Warning: ${w}`)].join("\n"),
		code: 0
	};
}
function historyLine(entry) {
	const { create, update, replace, prune } = entry.summary;
	return [
		entry.time,
		`${entry.result}${entry.rollback ? " (rollback)" : ""}`.padEnd(20),
		entry.commit ? shortCommit(entry.commit) : "-      ",
		entry.actor ?? "-",
		`+${create} ~${update + replace} -${prune}`,
		entry.run ?? ""
	].join("  ").trimEnd();
}
export { historyOf };
