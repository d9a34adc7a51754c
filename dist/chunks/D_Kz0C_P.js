export { i as openSet } from "./OoA4xlNM.js";
