export { n as disbandSet } from "./uLuZxE9T.js";
