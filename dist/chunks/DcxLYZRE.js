// src/common/version.ts
const VERSION = "0.1.0";
export { VERSION as t };
