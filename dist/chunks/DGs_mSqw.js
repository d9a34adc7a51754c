export { i as openSet } from "./FCRcjp5u.js";
