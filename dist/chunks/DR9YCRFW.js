export { t as verifyAll, n as verifyAllAndFix, r as verifySet } from "./VIbPK8wp.js";
