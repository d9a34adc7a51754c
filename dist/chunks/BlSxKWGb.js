export { n as listSets } from "./rFFYcMRl.js";
