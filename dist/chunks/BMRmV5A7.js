export { n as listSets } from "./BdWt4g6R.js";
