export { n as disbandSet } from "./CyHS_Opy.js";
