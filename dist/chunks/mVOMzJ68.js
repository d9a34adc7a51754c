export { n as viewSet } from "./BpjieO66.js";
