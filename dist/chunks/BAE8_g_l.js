export { i as openSet } from "./BFWpqI2M.js";
