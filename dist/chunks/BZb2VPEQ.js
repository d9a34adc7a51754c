// src/common/isRecord.ts
function isRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
export { isRecord as t };
