// `npm run screenshots`: the README's pictures of a preview comment and of a deploy reported on its
// pull request, made from this project's own markdown (rendered by the same functions the action
// uses) with a GFM renderer and GitHub's markdown styles, photographed by headless Chromium.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import githubAlerts from 'markdown-it-github-alerts';
import { commentKey } from '../../src/action/commentKey.ts';
import { sourceLinker } from '../../src/github/sourceLinks.ts';
import { commentMarker } from '../../src/github/commentMarker.ts';
import {
  type ReportContext,
  roomBelowMarker,
  successComment,
  successReport,
} from '../../src/report/comment/commentLayouts.ts';
import { composeDeployComment, deployReportBudget, readActionComment } from '../../src/report/comment/deployComment.ts';
import { unreviewedMarkdown } from '../../src/report/comment/reviewCautions.ts';
import { compareWithReview } from '../../src/review/reviewComparison.ts';
import { MERGE_SHA, PREVIEW_SHA, deploy, deployPlan, preview } from './exampleRuns.ts';

const root = new URL('../..', import.meta.url).pathname;
const RUN_URL = 'https://github.com/acme/shop/actions/runs/9876543210';
const WIDTH = 860;
/** The production cluster the pictures' runs were against, as the kubeconfig's context names it. */
const CLUSTER = { name: 'production', key: 'Xk3v9QmT0aLr2bWc' };

const context = (sha: string): ReportContext => ({
  title: undefined,
  commitSha: sha,
  runUrl: RUN_URL,
  sourceLink: sourceLinker({
    serverUrl: 'https://github.com',
    repository: 'acme/shop',
    sha,
    workspace: '/repo',
    cwd: '/repo',
  }),
  cluster: CLUSTER.name,
});

/** The comment bodies as the action posts them, hidden lines included. */
function commentBodies(): { preview: string; deploy: string } {
  const marker = commentMarker(commentKey({ kind: 'set', applyset: 'shop', namespace: 'shop', cluster: CLUSTER.key }));
  const room = roomBelowMarker(marker);
  const previewBody = `${marker}\n${successComment(preview, '', context(PREVIEW_SHA), room)}`;

  const reviewed = readActionComment(previewBody, marker);
  if (!reviewed?.fingerprint || reviewed.preview === undefined)
    throw new Error('the preview comment has no fingerprint');
  const preface = `${unreviewedMarkdown(compareWithReview(reviewed.fingerprint, deployPlan.objects), 'deployed')}\n\n`;
  const kept = { fingerprintLine: reviewed.fingerprintLine, preview: reviewed.preview };
  const report = successReport(deploy, preface, context(MERGE_SHA), deployReportBudget(kept, room));
  return { preview: previewBody, deploy: `${marker}\n${composeDeployComment(report, kept, room)}` };
}

/**
 * GitHub's colouring of a diff block, with the classes its markdown styles define: inserted lines
 * green, deleted lines red, hunk headers purple, file headers bold.
 */
function highlightDiff(code: string, language: string): string {
  if (language !== 'diff') return '';
  const md = new MarkdownIt();
  const lines = code
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => {
      const text = md.utils.escapeHtml(line);
      if (/^(\+\+\+|---)( |$)/.test(line)) return `<span class="pl-mh">${text}</span>`;
      if (line.startsWith('@@')) return `<span class="pl-mdr">${text}</span>`;
      if (line.startsWith('+')) return `<span class="pl-mi1">${text}</span>`;
      if (line.startsWith('-')) return `<span class="pl-md">${text}</span>`;
      return text;
    });
  return `<pre><code class="language-diff">${lines.join('\n')}\n</code></pre>`;
}

async function page(markdown: string): Promise<string> {
  const md = new MarkdownIt({ html: true, linkify: true, highlight: highlightDiff }).use(githubAlerts);
  const css = await readFile(join(root, 'node_modules/github-markdown-css/github-markdown-light.css'), 'utf8');
  const script =
    "document.title = String(Math.ceil(document.querySelector('.frame').getBoundingClientRect().bottom) + 24);";
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>0</title>
<style>${css}
body { margin: 0; padding: 16px; background: #ffffff; font-family: -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
.frame { width: ${WIDTH - 32}px; border: 1px solid #d1d9e0; border-radius: 6px; }
.frame-header { display: flex; gap: 6px; align-items: center; padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0; border-radius: 6px 6px 0 0; font-size: 14px; color: #59636e; }
.frame-header b { color: #1f2328; }
.bot { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; }
.markdown-body { padding: 16px; font-size: 14px; }
</style></head>
<body><div class="frame"><div class="frame-header"><b>github-actions</b><span class="bot">bot</span> commented</div>
<div class="markdown-body">${md.render(markdown)}</div></div>
<script>${script}</script></body></html>`;
}

function chromium(args: string[]): string {
  const flags = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--force-device-scale-factor=2',
    '--default-background-color=ffffffff',
  ];
  return execFileSync('chromium', [...flags, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

async function screenshot(markdown: string, file: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'applyset-screenshot-'));
  try {
    const html = join(dir, 'comment.html');
    await writeFile(html, await page(markdown));
    // First pass: the page measures itself into its title; second: a window of exactly that height.
    const height = Number(/<title>(\d+)<\/title>/.exec(chromium(['--dump-dom', `file://${html}`]))?.[1]);
    if (!height) throw new Error('Chromium did not lay the page out');
    chromium([`--window-size=${WIDTH},${height}`, `--screenshot=${join(root, file)}`, `file://${html}`]);
    process.stdout.write(`${file}: ${WIDTH}x${height} CSS pixels\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const bodies = commentBodies();
await screenshot(bodies.preview, 'docs/images/preview-comment.png');
await screenshot(bodies.deploy, 'docs/images/deploy-comment.png');
