export { i as treeOfSet } from "./NmvtVt3b.js";
