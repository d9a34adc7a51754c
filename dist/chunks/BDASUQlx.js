export { t as deleteSet } from "./DCem0Eqb.js";
