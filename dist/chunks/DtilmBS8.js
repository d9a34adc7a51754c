export { t as verifyAll, n as verifyAllAndFix, r as verifySet } from "./CbcsDf2J.js";
