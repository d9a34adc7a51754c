export { n as listSets } from "./7sw3unDh.js";
