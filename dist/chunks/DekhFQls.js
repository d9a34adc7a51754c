// src/common/handledLater.ts
function handledLater(promise) {
	promise?.catch(() => void 0);
	return promise;
}
export { handledLater as t };
