export { n as listSets } from "./DvGDsURH.js";
