export { t as paintFor, n as printErr, r as printJson, i as printOut, a as printPainted, o as showProgressLine } from "./zhxNOqGa.js";
