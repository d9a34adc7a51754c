export { i as treeOfSet } from "./Xv52cCwD.js";
