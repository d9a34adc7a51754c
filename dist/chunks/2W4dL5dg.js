export { t as deleteSet } from "./UAvH6x6c.js";
