export { i as openSet } from "./BOXnZsfE.js";
