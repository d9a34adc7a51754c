export { i as openSet } from "./6eiwhVqE.js";
