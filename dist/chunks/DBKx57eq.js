export { n as disbandSet } from "./Cfk_B0gS.js";
