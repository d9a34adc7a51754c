export { t as verifyAll, n as verifyAllAndFix, r as verifySet } from "./DI1N6DCB.js";
