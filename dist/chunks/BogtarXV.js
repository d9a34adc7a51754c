export { n as viewSet } from "./WsUkOFWY.js";
