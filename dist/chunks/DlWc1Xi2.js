export { t as deleteSet } from "./C8hnTS9G.js";
