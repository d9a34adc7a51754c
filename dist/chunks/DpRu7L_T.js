export { n as viewSet } from "./CNytqYVs.js";
