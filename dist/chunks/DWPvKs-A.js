export { n as disbandSet } from "./DbPctGS1.js";
