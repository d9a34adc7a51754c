export { t as VERIFY_FOUND_LEAKS, n as verifyAll, r as verifyAllAndFix, i as verifySet } from "./yWlgtK4m.js";
