export { t as deleteSet } from "./CjQWnzyX.js";
