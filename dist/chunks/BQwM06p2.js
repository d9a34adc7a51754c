export { t as deleteSet } from "./BtGTDgdi.js";
