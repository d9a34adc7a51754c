export { i as openSet } from "./CVoF2178.js";
