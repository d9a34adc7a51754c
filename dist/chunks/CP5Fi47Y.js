export { n as viewSet } from "./B3nZVGzu.js";
