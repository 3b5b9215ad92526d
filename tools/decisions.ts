import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The decisions index (docs/decisions/README.md) is made from the decisions themselves: each file
 * starts with `# NNN Title` and a `Status:` line (accepted, superseded by N, partly superseded by N,
 * reverted), a date and the issue. `npm run decisions` rewrites the index; `decisions.test.ts` fails
 * when a decision lacks its heading or status, names a decision that does not exist, or the index is
 * out of date.
 *
 *   node --import tsx tools/decisions.ts            rewrite docs/decisions/README.md
 *   node --import tsx tools/decisions.ts --stamp    give a Status line to decisions without one
 */
export const decisionsDir = join(import.meta.dirname, '../docs/decisions');
export const indexFile = join(decisionsDir, 'README.md');

export interface Decision {
  file: string;
  number: number;
  title: string;
  status: string;
  date: string;
  summary: string;
}

const statusPattern = /^Status: (.+)$/m;
/** accepted | superseded by N | reverted, optionally followed by `; partly superseded by N …`. */
const statusWord = /^(accepted|superseded by \d{3}|reverted|proposed)\b/;

export function decisionFiles(): string[] {
  return readdirSync(decisionsDir)
    .filter((f) => /^\d{3}-.+\.md$/.test(f))
    .sort();
}

/** The first sentence of the Decision section (or of the text after the status), as one plain line. */
function summaryOf(text: string): string {
  const section =
    /^## Decision\s*\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(text)?.[1] ?? text.split('\n').slice(3).join('\n');
  const plain = section
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*]|\d+\.)\s+/, '').trim())
    .filter((line) => line.length > 0 && !line.startsWith('|') && !line.startsWith('```'))
    .join(' ')
    .replace(/\*\*|`/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
  // A sentence ends at a full stop before a capital or the end (not at "e.g." or "1.5").
  const sentence = /^(.{20,}?[.!?])(?=\s+[A-Z(]|$)/.exec(plain)?.[1] ?? plain;
  return sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence;
}

export function parseDecision(file: string, text: string): Decision | { file: string; problem: string } {
  const heading = /^# (\d{3}) (.+)$/m.exec(text.split('\n', 1)[0] ?? '');
  if (!heading) return { file, problem: 'the first line is not "# NNN Title"' };
  if (file.slice(0, 3) !== heading[1]) return { file, problem: `the heading's number ${heading[1]} is not the file's` };
  const status = statusPattern.exec(text)?.[1];
  if (!status) return { file, problem: 'no "Status:" line' };
  const [state = '', date = '', ...rest] = status.split(' · ');
  if (!statusWord.test(state))
    return { file, problem: `status "${state}" is not accepted, superseded by N or reverted` };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    return { file, problem: `the status line has no date (YYYY-MM-DD): "${status}"` };
  void rest;
  return { file, number: Number(heading[1]), title: heading[2]!.trim(), status: state, date, summary: summaryOf(text) };
}

export function readDecisions(): { decisions: Decision[]; problems: string[] } {
  const decisions: Decision[] = [];
  const problems: string[] = [];
  for (const file of decisionFiles()) {
    const parsed = parseDecision(file, readFileSync(join(decisionsDir, file), 'utf8'));
    if ('problem' in parsed) problems.push(`${parsed.file}: ${parsed.problem}`);
    else decisions.push(parsed);
  }
  const numbers = new Set(decisions.map((d) => d.number));
  for (const d of decisions) {
    for (const [, named] of d.status.matchAll(/superseded by (\d{3})/g)) {
      if (!numbers.has(Number(named))) problems.push(`${d.file}: superseded by ${named}, which does not exist`);
    }
  }
  return { decisions, problems };
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

export function renderIndex(decisions: Decision[]): string {
  const counts = new Map<string, number>();
  for (const d of decisions) {
    const kind = d.status.includes('partly superseded') ? 'partly superseded' : d.status.split(' ')[0]!;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const tally = [...counts].map(([kind, n]) => `${n} ${kind}`).join(', ');
  return [
    '# Decisions',
    '',
    'Each decision records a choice the spec, the issues or docs/ARCHITECTURE.md left open, or a',
    'departure from the house rules, with its context and consequences. A superseded decision stays',
    'for its history; the one that replaced it is in force. The performance techniques in force are',
    'gathered in [docs/performance.md](../performance.md).',
    '',
    `This index is made by \`npm run decisions\` from each file's heading and \`Status:\` line (${tally}).`,
    'Write a new decision as `NNN-title.md` starting with `# NNN Title`, a blank line and',
    "`Status: accepted · YYYY-MM-DD · issue N`; when it replaces an older one, set the older one's",
    'status to `superseded by NNN` (or `accepted; partly superseded by NNN (what)`), then run the command.',
    '',
    '| # | Decision | Status | Date | In one line |',
    '|---|---|---|---|---|',
    ...decisions.map(
      (d) =>
        `| ${String(d.number).padStart(3, '0')} | [${escapeCell(d.title)}](${d.file}) | ${escapeCell(d.status)} | ${d.date} | ${escapeCell(d.summary)} |`,
    ),
    '',
  ].join('\n');
}

/** The date a decision file was first committed (today's for a file git does not know yet). */
function firstCommitDate(file: string): string {
  const out = execFileSync(
    'git',
    ['log', '--diff-filter=A', '--follow', '--format=%as', '--', join(decisionsDir, file)],
    {
      encoding: 'utf8',
    },
  ).trim();
  return out.split('\n').at(-1) || new Date().toISOString().slice(0, 10);
}

function stamp(): void {
  for (const file of decisionFiles()) {
    const path = join(decisionsDir, file);
    const text = readFileSync(path, 'utf8');
    if (statusPattern.test(text)) continue;
    const lines = text.split('\n');
    lines.splice(1, 0, '', `Status: accepted · ${firstCommitDate(file)}`);
    writeFileSync(path, lines.join('\n').replace(/\n\n\n+/, '\n\n'));
  }
}

if (import.meta.main) {
  if (process.argv.includes('--stamp')) stamp();
  const { decisions, problems } = readDecisions();
  writeFileSync(indexFile, renderIndex(decisions));
  for (const p of problems) process.stderr.write(`${p}\n`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
