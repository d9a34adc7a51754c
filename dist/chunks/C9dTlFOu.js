export { t as verifyAll, n as verifyAllAndFix, r as verifySet } from "./CHGq9_ZE.js";
