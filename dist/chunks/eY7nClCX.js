export { i as openSet } from "./CKVZVihE.js";
