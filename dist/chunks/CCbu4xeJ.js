export { t as deleteSet } from "./BqXamFBg.js";
