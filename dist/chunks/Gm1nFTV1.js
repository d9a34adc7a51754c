export { i as openSet } from "./BS1CBZfY.js";
