export { n as disbandSet } from "./Bkvz4r-w.js";
