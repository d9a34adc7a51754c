export { i as openSet } from "./DllNRm_M.js";
