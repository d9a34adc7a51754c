export { n as viewSet } from "./Dx5XLYo_.js";
