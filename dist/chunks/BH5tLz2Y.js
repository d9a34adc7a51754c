export { i as openSet } from "./sVY752d6.js";
