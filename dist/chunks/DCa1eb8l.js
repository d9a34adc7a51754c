import { t as require_build } from "./D_lFV4R1.js";
export default require_build();
export {};
