export { t as deleteSet } from "./DJtidt4N.js";
