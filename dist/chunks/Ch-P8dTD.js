export { t as deleteSet } from "./DALNntv4.js";
