export { i as openSet } from "./BFbI_zJk.js";
