export { i as openSet } from "./kYF5iE5v.js";
