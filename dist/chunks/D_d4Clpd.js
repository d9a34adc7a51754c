export { t as deleteSet } from "./B7D8PuSm.js";
