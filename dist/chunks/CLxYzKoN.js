export { t as verifyAll, n as verifyAllAndFix, r as verifySet } from "./csA9UPDF.js";
