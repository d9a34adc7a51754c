export { i as openSet } from "./BOKKgsSs.js";
