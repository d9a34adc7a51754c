import { setFlagsFromString } from "node:v8";
// src/common/heapGrowth.ts
const OLD_GENERATION_GROWTH_PERCENT = 30;
const HUGE_SET_GROWTH_PERCENT = 15;
const LARGE_SET = 2e3;
const LARGE_SET_BYTES = 1048576;
const LARGE_SET_GUESS_BYTES = 4 * LARGE_SET_BYTES;
const HUGE_SET = 1e4;
let objectsRead = 0;
let bytesParsed = 0;
let youngGenerationHeld = false;
function keepHeapSmall() {
	setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
}
function objectsLoaded(count) {
	const before = objectsRead;
	objectsRead += count;
	if (objectsRead >= LARGE_SET) holdYoungGeneration();
	if (before < HUGE_SET && objectsRead >= HUGE_SET) setFlagsFromString(`--heap-growing-percent=${HUGE_SET_GROWTH_PERCENT}`);
}
function bytesToParse(bytes, of = 1) {
	bytesParsed += bytes;
	if (bytesParsed >= LARGE_SET_BYTES || bytes * of >= LARGE_SET_GUESS_BYTES) holdYoungGeneration();
}
function holdYoungGeneration() {
	if (youngGenerationHeld) return;
	youngGenerationHeld = true;
	setFlagsFromString("--semi-space-growth-factor=1");
}
export { keepHeapSmall as n, objectsLoaded as r, bytesToParse as t };
