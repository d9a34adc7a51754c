export { i as treeOfSet } from "./SKZFGUi9.js";
