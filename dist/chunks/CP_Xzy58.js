export { n as viewSet } from "./C0p5t8jp.js";
