export { i as openSet } from "./BJgnRJvm.js";
