import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexFile, parseDecision, readDecisions, renderIndex } from './decisions.ts';

describe('decisions index', () => {
  it('every decision has its heading and a status line naming decisions that exist', () => {
    expect(readDecisions().problems).toEqual([]);
  });

  it('docs/decisions/README.md is the index of the decisions as they are (run `npm run decisions`)', () => {
    const { decisions } = readDecisions();
    expect(readFileSync(indexFile, 'utf8')).toBe(renderIndex(decisions));
  });

  it('reads status, date and the first sentence of the decision, and refuses a decision without status', () => {
    const text = [
      '# 999 Probe decision',
      '',
      'Status: superseded by 001 · 2026-11-27 · issue 38',
      '',
      '## Context',
      'Why.',
      '',
      '## Decision',
      '- Lines of **one** kind, e.g. cases, stay in `units.ts`. Then more.',
    ].join('\n');
    expect(parseDecision('999-probe.md', text)).toMatchObject({
      number: 999,
      title: 'Probe decision',
      status: 'superseded by 001',
      date: '2026-11-27',
      summary: 'Lines of one kind, e.g. cases, stay in units.ts.',
    });
    expect(parseDecision('999-probe.md', '# 999 Probe\n\n## Context\n')).toEqual({
      file: '999-probe.md',
      problem: 'no "Status:" line',
    });
    expect(parseDecision('999-probe.md', '# 999 Probe\n\nStatus: maybe · 2026-11-27\n')).toMatchObject({
      problem: expect.stringContaining('is not accepted'),
    });
  });
});
