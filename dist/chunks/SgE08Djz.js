export { t as verifyAll, n as verifyAllAndFix, r as verifySet } from "./C9gDN00J.js";
