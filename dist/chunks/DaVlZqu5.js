export { i as openSet } from "./Cjy8UB8x.js";
