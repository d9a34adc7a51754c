export { i as openSet } from "./DFU2uYlj.js";
