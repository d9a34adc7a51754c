export { i as treeOfSet } from "./DusrvlpC.js";
