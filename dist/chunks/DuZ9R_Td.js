export { i as openSet } from "./CMUAQ5dG.js";
