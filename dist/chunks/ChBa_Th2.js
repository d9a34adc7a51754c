export { n as disbandSet } from "./aiaqpeaw.js";
