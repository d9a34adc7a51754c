export { n as listSets } from "./CKa1UGPY.js";
