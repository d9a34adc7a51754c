export { n as disbandSet } from "./DIN4EIwo.js";
