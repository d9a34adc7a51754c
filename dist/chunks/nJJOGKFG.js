export { t as deleteSet } from "./COiDwACC.js";
