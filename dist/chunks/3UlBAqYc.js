export { i as openSet } from "./CSiEbbhw.js";
