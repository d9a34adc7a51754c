import "./C1I3wEg2.js";
import { t as showControlCharacters } from "./XK44p_2V.js";
import { once } from "node:events";
// src/cli/output.ts
const COLOURS = {
	created: "green",
	configured: "yellow",
	replaced: "magenta",
	pruned: "red",
	kept: "cyan",
	"not compared": "yellow",
	unchanged: "dim",
	skipped: "dim",
	failed: ["red", "bold"],
	added: "green",
	removed: "red",
	hunk: "cyan",
	header: "bold"
};
const util = () => process.getBuiltinModule("node:util");
let colourSequences;
function ownSequences() {
	if (colourSequences) return colourSequences;
	const sequences = Object.values(COLOURS).flatMap((format) => util().styleText(format, " ", { validateStream: false }).match(/\x1b\[[\d;]*m/g) ?? []);
	colourSequences = new RegExp([...new Set(sequences)].map((sequence) => sequence.replace(/[[\\^$.|?*+()]/g, "\\$&")).join("|"), "g");
	return colourSequences;
}
function paintFor(stream) {
	const { styleText } = util();
	return styleText("green", " ", { stream }) !== " " ? (style, text) => styleText(COLOURS[style], showControlCharacters(text), { validateStream: false }) : (_style, text) => showControlCharacters(text);
}
const CLEAR_LINE = "\r\x1B[2K";
let status = "";
function write(stream, text) {
	if (status !== "") process.stderr.write(CLEAR_LINE);
	const written = stream.write(text);
	if (status !== "") process.stderr.write(status);
	return written;
}
function printOut(text) {
	write(process.stdout, `${showControlCharacters(text)}\n`);
}
function printErr(text) {
	write(process.stderr, `${showControlCharacters(text)}\n`);
}
function printPainted(text, stream = process.stdout) {
	let shown = "";
	let from = 0;
	for (const match of text.matchAll(ownSequences())) {
		shown += showControlCharacters(text.slice(from, match.index)) + match[0];
		from = match.index + match[0].length;
	}
	write(stream, `${shown}${showControlCharacters(text.slice(from))}\n`);
}
function printJson(json) {
	write(process.stdout, `${showControlCharacters(json, "json")}\n`);
}
const JSON_BATCH = 65536;
async function printJsonPieces(pieces) {
	let batch = "";
	for (const piece of pieces) {
		batch += piece;
		if (batch.length < JSON_BATCH) continue;
		if (!write(process.stdout, showControlCharacters(batch, "json"))) await once(process.stdout, "drain");
		batch = "";
	}
	write(process.stdout, `${showControlCharacters(batch, "json")}\n`);
}
function showProgressLine(text) {
	const shown = showControlCharacters(text).slice(0, Math.max(1, (process.stderr.columns || 80) - 1));
	if (shown === status) return;
	process.stderr.write(`${CLEAR_LINE}${shown}`);
	status = shown;
}
export { printOut as a, printJsonPieces as i, printErr as n, printPainted as o, printJson as r, showProgressLine as s, paintFor as t };
