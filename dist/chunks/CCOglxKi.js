export { n as listSets } from "./Bk42vtyG.js";
