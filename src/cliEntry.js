#!/usr/bin/env node
// The CLI's entry point as shipped: scripts/build.sh copies this file to dist/cli/index.js, beside
// the bundle's CLI entry in dist/cli.js. Static imports are evaluated before any code of the
// importing module runs, so on an older Node the bundle would crash while loading, with an error
// from inside a dependency; the version check must run first, and the bundle be imported after it.
// Plain JavaScript with no import statement, so that any Node parses it.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(`applyset-action needs Node >= 24 (this is Node ${process.versions.node})\n`);
  process.exit(1);
}
import('../cli.js');
