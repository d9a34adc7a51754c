export { i as treeOfSet } from "./--7Pglee.js";
