export { n as disbandSet } from "./edpSd1Oa.js";
