export { n as listSets } from "./CwYTvrrJ.js";
