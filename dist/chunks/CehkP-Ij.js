export { t as deleteSet } from "./BbZHP0-7.js";
