import { n as showControlCharacters } from "./CYYECqae.js";
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
