export { i as treeOfSet } from "./X3SwBvl6.js";
