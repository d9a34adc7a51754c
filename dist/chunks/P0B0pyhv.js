export { i as openSet } from "./C6VPUEIM.js";
