export { t as deleteSet } from "./b5q3aiHm.js";
