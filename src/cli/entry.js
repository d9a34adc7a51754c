#!/usr/bin/env node
// The CLI's entry point as shipped: scripts/build.sh copies this file to dist/cli/index.js, beside
// the bundle's CLI entry in dist/cli.js. That entry answers help, --version and completion on an
// older Node too, and says that a run needs Node 22.11 before it loads the engine (src/cli.ts). It
// needs util.parseArgs (Node 18) to read the command line: static imports are evaluated before any
// code of the importing module runs, so on a Node without it the bundle would crash while loading,
// with an error from inside node:util. Plain JavaScript with no import statement, so that any Node parses it.
const major = Number(process.versions.node.split('.')[0]);
if (major < 18) {
  process.stderr.write(`applyset-action needs Node >= 22.11 (this is Node ${process.versions.node})\n`);
  process.exit(1);
}
// V8's compile cache (Node 22.1+, in the system's temporary directory; NODE_DISABLE_COMPILE_CACHE=1 turns it
// off): a second run reuses the code the first compiled instead of parsing and compiling it again, some 10 ms
// of the CPU of every start. The action does not: each job runs on a fresh runner, whose cache is empty.
if (typeof process.getBuiltinModule === 'function') {
  const nodeModule = process.getBuiltinModule('node:module');
  if (typeof nodeModule.enableCompileCache === 'function') nodeModule.enableCompileCache();
}
import('../cli.js');
