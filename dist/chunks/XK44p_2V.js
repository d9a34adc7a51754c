// src/report/controlCharacters.ts
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function showControlCharacters(text, form = "text") {
	return text.replace(CONTROL_CHARACTERS, (c) => {
		const code = c.charCodeAt(0);
		return form === "text" && code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
	});
}
export { showControlCharacters as t };
