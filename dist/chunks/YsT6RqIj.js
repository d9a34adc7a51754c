export { t as deleteSet } from "./Bh2SznKu.js";
