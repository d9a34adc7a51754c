export { i as openSet } from "./SnMGg0D5.js";
