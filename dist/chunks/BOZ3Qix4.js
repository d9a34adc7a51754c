export { t as manifestsCommit } from "./uNH-rGoW.js";
