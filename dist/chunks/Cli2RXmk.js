export { t as manifestsCommit } from "./CXjkMCpU.js";
