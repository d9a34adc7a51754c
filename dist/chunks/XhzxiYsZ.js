export { t as verifyAll, n as verifyAllAndFix, r as verifySet } from "./2hZus3AR.js";
