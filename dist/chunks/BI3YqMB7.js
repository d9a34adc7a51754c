export { n as viewSet } from "./lD03xsLz.js";
