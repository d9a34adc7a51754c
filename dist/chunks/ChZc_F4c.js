export { t as manifestsCommit } from "./Dlp8JUn_.js";
