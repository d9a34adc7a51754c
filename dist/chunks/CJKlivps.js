export { t as deleteSet } from "./KeENYRbP.js";
