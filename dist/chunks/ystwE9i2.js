export { t as paintFor, n as printErr, r as printJson, i as printJsonPieces, a as printOut, o as printPainted, s as showProgressLine } from "./B767RgOY.js";
