export { t as deleteSet } from "./BoIv6jMv.js";
