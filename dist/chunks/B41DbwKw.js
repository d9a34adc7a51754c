export { n as listSets } from "./Ba6Ze4yO.js";
