import { f as UserError, h as errorMessage, u as parseParentRef } from "./Be5QIwCh.js";
import { parseArgs } from "node:util";
// src/commands/toolingArgs.ts
const TOOLING_COMMANDS = [
	"list",
	"view",
	"history"
];
const CONNECTION = `  -n, --namespace <ns>       namespace of the parent (default: the kubeconfig context's)
  --kubeconfig <path>        kubeconfig file (default: KUBECONFIG, then ~/.kube/config)
  --context <name>           kubeconfig context`;
const PARENT = `  --applyset <parent>        the parent: NAME (a Secret), secrets/NAME, configmaps/NAME,
                             or RESOURCE[.VERSION].GROUP/NAME`;
const EXIT_READ = `Exit codes: 0 done; 1 an error (no such parent, a refused request, bad flags).`;
const TOOLING_HELP = {
	list: `Usage: applyset-action list [-n NS | -A] [-o text|json]

Lists every ApplySet parent you can read: Secrets and ConfigMaps with the applyset.kubernetes.io/id
label, and custom resources of kinds whose CRD carries applyset.kubernetes.io/is-parent-type. For
each: the parent, its tooling (ours, kubectl, other), the member count (found the way prune finds
members), the kinds and namespaces it records, the last deploy its history records.

Options:
  -A, --all-namespaces       every namespace
${CONNECTION}
  -o, --output <format>      text (default) or json

${EXIT_READ}
`,
	view: `Usage: applyset-action view --applyset <parent> [-n NS] [-o name|json|yaml|text] [--health]

The set's members, found the way prune finds them: one metadata-only LIST per recorded kind and
namespace. -o name prints kubectl names (configmap/app), one a line, for other tools.

Options:
${PARENT}
${CONNECTION}
  --health                   read whole objects and say each one's health (kstatus's rules)
  -o, --output <format>      text (default), name, json or yaml

${EXIT_READ}
`,
	history: `Usage: applyset-action history --applyset <parent> [-n NS] [-o text|json]

The deploys the parent records (applyset-action.github.io/history, the last 10), newest first:
time, result, commit, actor, counts (+created ~updated -pruned) and the run's link.

Options:
${PARENT}
${CONNECTION}
  -o, --output <format>      text (default) or json

${EXIT_READ}
`
};
const OUTPUTS = {
	list: ["text", "json"],
	view: [
		"text",
		"json",
		"yaml",
		"name"
	],
	history: ["text", "json"]
};
function isToolingCommand(name) {
	return TOOLING_COMMANDS.includes(name ?? "");
}
function parseToolingArgs(argv) {
	let parsed;
	try {
		parsed = parseArgs({
			args: argv,
			allowPositionals: true,
			options: {
				applyset: { type: "string" },
				namespace: {
					type: "string",
					short: "n"
				},
				"all-namespaces": {
					type: "boolean",
					short: "A"
				},
				kubeconfig: { type: "string" },
				context: { type: "string" },
				output: {
					type: "string",
					short: "o"
				},
				health: { type: "boolean" },
				help: {
					type: "boolean",
					short: "h"
				}
			}
		});
	} catch (error) {
		throw new UserError(errorMessage(error), { hint: `run applyset-action ${argv[0] ?? ""} --help for the options` });
	}
	const { values, positionals } = parsed;
	const [command, ...extra] = positionals;
	if (!isToolingCommand(command) || extra.length > 0) throw new UserError(`unknown command "${positionals.join(" ")}"`, { hint: "see applyset-action --help" });
	const output = values.output ?? "text";
	if (values.help) return {
		command,
		help: true
	};
	const base = {
		command,
		help: false,
		allNamespaces: values["all-namespaces"] ?? false,
		output,
		health: values.health ?? false
	};
	const connection = {
		kubeconfigPath: values.kubeconfig,
		context: values.context,
		concurrency: 32
	};
	if (!OUTPUTS[command].includes(output)) throw new UserError(`${command} -o must be ${OUTPUTS[command].join(", ")}, not "${values.output}"`);
	if (command !== "list" && !values.applyset) throw new UserError(`${command} needs --applyset`, { hint: `e.g. applyset-action ${command} --applyset my-app -n my-namespace` });
	if (values["all-namespaces"] && values.namespace) throw new UserError("give -n or -A, not both");
	return {
		...base,
		target: {
			...connection,
			applyset: values.applyset === void 0 ? void 0 : parseParentRef(values.applyset),
			namespace: values.namespace
		}
	};
}
export { isToolingCommand as n, parseToolingArgs as r, TOOLING_HELP as t };
