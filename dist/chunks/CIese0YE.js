export { n as viewSet } from "./CAGr6_m6.js";
