export { t as manifestsCommit } from "./DH9TIamw.js";
