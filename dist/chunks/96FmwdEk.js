export { n as disbandSet } from "./CXQJ6yh0.js";
