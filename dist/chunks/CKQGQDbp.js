import { t as showControlCharacters } from "./DC4Jdr5n.js";
// src/cliOutput.ts
function printOut(text) {
	process.stdout.write(`${showControlCharacters(text)}\n`);
}
function printErr(text) {
	process.stderr.write(`${showControlCharacters(text)}\n`);
}
function printJson(json) {
	process.stdout.write(`${showControlCharacters(json, "json")}\n`);
}
export { printJson as n, printOut as r, printErr as t };
