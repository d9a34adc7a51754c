export { n as listSets } from "./qe-g-Vzy.js";
