export { t as verifyAll, n as verifyAllAndFix, r as verifySet } from "./DAnj0S62.js";
