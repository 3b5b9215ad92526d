import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingLayout } from '@provender/contract';
import { landingLayouts } from '../src/db/schema/index.ts';
import { forbiddenMarkup, xssCorpus } from './fixtures/xss-corpus.ts';
import { call, createTestApp, type TestApp } from './helpers/app.ts';
import { card, textContent } from './helpers/landing.ts';
import { demoTokens } from './helpers/personas.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoTokens(t.app)).admin;
});
afterAll(() => t.close());

const textsOf = (layout: LandingLayout) => layout.cards.map((c) => (c.content?.type === 'text' ? c.content.value : ''));

function dangerIn(html: string): string[] {
  return forbiddenMarkup.filter((pattern) => pattern.test(html)).map(String);
}

describe('stored XSS through the landing page', () => {
  it('comes back inert: every payload saved as rich text loses its scripts, handlers and unsafe URLs', async () => {
    const layout: LandingLayout = {
      title: '<script>window.__xss=0</script>',
      cards: xssCorpus.map((payload, index) => card(textContent(payload), { index, heading: '<b onmouseover=x>' })),
    };
    const res = await call(t.app, 'POST', '/api/landing', { token: adminToken, payload: layout });
    expect(res.statusCode, res.body).toBe(200);
    const served = (await call(t.app, 'GET', '/api/landing')).json() as LandingLayout;
    const texts = textsOf(served);
    expect(texts).toHaveLength(xssCorpus.length);
    const problems = texts.flatMap((html, i) => dangerIn(html).map((p) => `${xssCorpus[i]} -> ${html} matches ${p}`));
    expect(problems).toEqual([]);
    // Harmless text survives, and the one real link keeps its https address without its handler.
    expect(texts[3]).toBe('<p>hover me</p>');
    expect(texts.at(-1)).toBe(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">a real link</a>',
    );
    // Title and heading are plain text the page prints as text; they are kept as typed.
    expect(served.title).toBe('<script>window.__xss=0</script>');
  });

  it('cleans a row that reached the table another way before serving it, so it is served inert (decision 410)', async () => {
    const layout: LandingLayout = {
      title: 'Old row',
      cards: xssCorpus.map((payload, index) => card(textContent(payload), { index })),
    };
    await t.db
      .insert(landingLayouts)
      .values({ id: 1, layout })
      .onConflictDoUpdate({ target: landingLayouts.id, set: { layout } });
    const served = (await call(t.app, 'GET', '/api/landing')).json() as LandingLayout;
    const problems = textsOf(served).flatMap((html) => dangerIn(html).map((p) => `${html} matches ${p}`));
    expect(problems).toEqual([]);
  });

  it('reaches a stable result: sanitizing the served text again changes nothing', async () => {
    const first = (await call(t.app, 'GET', '/api/landing')).json() as LandingLayout;
    const resaved = await call(t.app, 'POST', '/api/landing', { token: adminToken, payload: first });
    expect(resaved.statusCode).toBe(200);
    expect(textsOf(resaved.json() as LandingLayout)).toEqual(textsOf(first));
  });
});
