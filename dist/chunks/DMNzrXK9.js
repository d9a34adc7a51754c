export { t as deleteSet } from "./DevkPutn.js";
