// A long JSON document leaves in writes the pipe's reader keeps pace with: what the reader has not
// taken yet is never queued whole in the CLI's memory (a 10 MB report took 30 MB of buffers).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';

const output = new URL('../../../src/cli/output.ts', import.meta.url).pathname;
const PIECES = 40_000;
const PIECE = `{"name": "object-\u001b-${'x'.repeat(140)}"},\n`;

// The child prints the document and says, on stderr, the most its stdout ever held queued.
const child = `
const { printJsonPieces } = await import(${JSON.stringify(output)});
let queued = 0;
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (...args) => { const written = write(...args); queued = Math.max(queued, process.stdout.writableLength); return written; };
await printJsonPieces(Array.from({ length: ${PIECES} }, () => ${JSON.stringify(PIECE)}));
process.stderr.write(String(queued));
`;

it('writes a document of pieces as one, each write once the reader took the one before', async () => {
  const run = spawn(process.execPath, ['--input-type=module', '-e', child], { stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  run.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  // A reader that starts late: everything written meanwhile waits in the pipe or in the writer.
  run.stdout.pause();
  const closed = new Promise<number | null>((resolve) => run.once('close', resolve));
  await sleep(500);
  run.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  run.stdout.resume();
  expect(await closed).toBe(0);
  const text = Buffer.concat(out).toString('utf8');
  expect(text).toBe(`${PIECE.replace('\u001b', '\\u001b').repeat(PIECES)}\n`);
  // 6 MB written; at most a batch or two queued at a time.
  expect(text.length).toBeGreaterThan(6_000_000);
  expect(Number(Buffer.concat(err).toString('utf8'))).toBeLessThan(512 * 1024);
}, 30_000);
