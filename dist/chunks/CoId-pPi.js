export { n as viewSet } from "./C97jTW6Q.js";
