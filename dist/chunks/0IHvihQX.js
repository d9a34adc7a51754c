// src/common/runEnvironment.ts
const PROGRAM_VARIABLES = [
	"PATH",
	"HOME",
	"TMPDIR",
	"LANG",
	"LC_ALL",
	"XDG_CONFIG_HOME"
];
const PROXY_VARIABLES = [
	"HTTP_PROXY",
	"HTTPS_PROXY",
	"NO_PROXY",
	"http_proxy",
	"https_proxy",
	"no_proxy"
];
const RUN_VARIABLES = [
	"KUBECONFIG",
	"KUBERNETES_SERVICE_HOST",
	"DISABLE_HTTP2",
	...PROGRAM_VARIABLES,
	"XDG_CACHE_HOME",
	"XDG_DATA_HOME",
	"KUSTOMIZE_PLUGIN_HOME",
	"SSH_AUTH_SOCK",
	"GIT_SSH_COMMAND",
	...PROXY_VARIABLES
];
function readRunEnvironment(env) {
	return variablesOf(env, RUN_VARIABLES);
}
function variablesOf(environment, names) {
	const set = {};
	for (const name of names) {
		const value = environment[name];
		if (value !== void 0) set[name] = value;
	}
	return set;
}
export { variablesOf as i, PROXY_VARIABLES as n, readRunEnvironment as r, PROGRAM_VARIABLES as t };
