import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LandingLayout } from '@provender/contract';
import { landingLayouts, menuEntries, siteSettings } from '../src/db/schema/index.ts';
import { call, createTestApp, type TestApp } from './helpers/app.ts';
import { card, everyVariantLayout, imageContent, textContent } from './helpers/landing.ts';
import { customerKey, demoTokens } from './helpers/personas.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(landingLayouts);
});

const save = (layout: unknown, token = tokens.admin) =>
  call(t.app, 'POST', '/api/landing', { token, payload: layout as object });
const read = async (token?: string) => {
  const res = await call(t.app, 'GET', '/api/landing', { token });
  expect(res.statusCode).toBe(200);
  return res.json() as LandingLayout;
};

describe('GET /api/landing', () => {
  it('answers an empty layout before anything is saved, so visitors go on to the products', async () => {
    expect(await read()).toEqual({ title: '', cards: [] });
    expect(await read(tokens.customer)).toEqual({ title: '', cards: [] });
  });

  it('refuses guests when the site does not let them in, and still answers signed-in users', async () => {
    await t.db
      .insert(siteSettings)
      .values({ key: 'allowGuest', value: false })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: false } });
    try {
      const res = await call(t.app, 'GET', '/api/landing');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
      expect((await call(t.app, 'GET', '/api/landing', { token: tokens.consumer })).statusCode).toBe(200);
    } finally {
      await t.db
        .insert(siteSettings)
        .values({ key: 'allowGuest', value: true })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: true } });
    }
  });
});

describe('POST /api/landing', () => {
  it('saves every content variant and a guest reads it back, cards numbered in order and parents set', async () => {
    const layout = everyVariantLayout(1, 'PRODUCE');
    // Saved out of order: the index decides the order.
    const res = await save({ ...layout, cards: [...layout.cards].reverse() });
    expect(res.statusCode).toBe(200);
    const served = await read();
    expect(served.title).toBe('Welcome to Provender');
    expect(served.cards.map((c) => c.content?.type ?? null)).toEqual([
      'image',
      'text',
      'group',
      'carousel',
      'product',
      'productList',
      'pushProductList',
      'empty',
      null,
    ]);
    expect(served.cards.map((c) => c.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(served.cards.map((c) => c.empty)).toEqual([false, false, false, false, false, false, false, true, true]);
    const carousel = served.cards[3];
    expect(carousel?.content).toMatchObject({ type: 'carousel', interval: 5, parentId: carousel?.id });
    if (carousel?.content?.type !== 'carousel') throw new Error('no carousel');
    expect(carousel.content.children.map((c) => c.parentId)).toEqual([carousel.content.id, carousel.content.id]);
    expect(served.cards[8]?.hidden).toBe(true);
    expect(served).toEqual(res.json());
  });

  it('gives rich-text links https and rel="noopener noreferrer", keeping paths of the site', async () => {
    const layout: LandingLayout = {
      title: 'Links',
      cards: [
        card(
          textContent(
            '<p><a href="www.example.com/specials">Specials</a> <a href="http://plain.example">plain</a> <a href="/products">Shop</a></p>',
          ),
        ),
      ],
    };
    expect((await save(layout)).statusCode).toBe(200);
    const content = (await read()).cards[0]?.content;
    if (content?.type !== 'text') throw new Error('no text');
    expect(content.value).toContain(
      '<a href="https://www.example.com/specials" target="_blank" rel="noopener noreferrer">Specials</a>',
    );
    expect(content.value).toContain(
      '<a href="https://plain.example" target="_blank" rel="noopener noreferrer">plain</a>',
    );
    expect(content.value).toContain('<a href="/products" rel="noopener noreferrer">Shop</a>');
  });

  it('refuses administrators when EditLandingPage is locked for their customer, and everyone who is not one', async () => {
    const good = everyVariantLayout(1, 'PRODUCE');
    expect((await save(good)).statusCode).toBe(200);
    const before = await read();
    const changed = { ...good, title: 'Changed' };
    for (const token of [tokens.customer, tokens.sales, tokens.consumer]) {
      const res = await save(changed, token);
      expect(res.statusCode).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/landing', { payload: changed })).statusCode).toBe(401);

    const adminCustomer = await customerKey(t.db, 'C10002');
    await t.db
      .insert(menuEntries)
      .values({ key: 'EditLandingPage', userType: 'customer', customerId: adminCustomer, isLocked: true });
    try {
      const res = await save(changed);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('MENU_LOCKED');
    } finally {
      await t.db
        .delete(menuEntries)
        .where(and(eq(menuEntries.key, 'EditLandingPage'), eq(menuEntries.customerId, adminCustomer)));
    }
    expect(await read()).toEqual(before);
  });
});

describe('the landing limits (spec 02 sections 5 and 9)', () => {
  const base = () => everyVariantLayout(1, 'PRODUCE');
  const withCard = (index: number, patch: (c: LandingLayout['cards'][number]) => unknown) => {
    const layout = base();
    const cards: unknown[] = layout.cards.map((c, i) => (i === index ? patch(structuredClone(c)) : c));
    return { ...layout, cards };
  };
  const withImage = (patch: Record<string, unknown>) =>
    withCard(0, (c) => ({ ...c, content: { ...c.content, ...patch } }));

  const refused: [string, unknown, string][] = [
    ['a 41-character title', { ...base(), title: 'x'.repeat(41) }, 'Title is limited to 40 characters'],
    [
      'a 41-character heading',
      withCard(1, (c) => ({ ...c, heading: 'x'.repeat(41) })),
      'Headings are limited to 40 characters',
    ],
    ['a 41-character alt text', withImage({ alt: 'x'.repeat(41) }), 'Description must be less than 40 characters'],
    ['an image 1801 px wide', withImage({ width: 1801 }), 'Width cannot be greater than 1800px'],
    ['an image 1801 px high', withImage({ height: 1801 }), 'Height cannot be greater than 1800px'],
    ['padding 5', withImage({ padding: 5 }), 'padding'],
    ['padding -1', withImage({ padding: -1 }), 'padding'],
    ['card width 0', withCard(1, (c) => ({ ...c, width: 0 })), 'width'],
    ['card width 5', withCard(1, (c) => ({ ...c, width: 5 })), 'width'],
    ['a manual height of 90 px', withCard(1, (c) => ({ ...c, height: '90px' })), 'Height must be'],
    ['a manual height of 610 px', withCard(1, (c) => ({ ...c, height: '610px' })), 'Height must be'],
    ['a manual height off the 10 px step', withCard(1, (c) => ({ ...c, height: '105px' })), 'Height must be'],
    ['a height that is not a height', withCard(1, (c) => ({ ...c, height: '50%' })), 'Height must be'],
    ['a carousel interval of 11', withCard(3, (c) => ({ ...c, content: { ...c.content, interval: 11 } })), 'interval'],
    ['a carousel interval of -1', withCard(3, (c) => ({ ...c, content: { ...c.content, interval: -1 } })), 'interval'],
    ['an external http link', withImage({ link: { variant: 'external', href: 'http://x.example' } }), 'https'],
    ['a javascript: link', withImage({ link: { variant: 'external', href: 'javascript:alert(1)' } }), 'https'],
    [
      'a protocol-relative internal link',
      withImage({ link: { variant: 'internal', href: '//evil.example' } }),
      'paths',
    ],
    ['an image outside the store', withImage({ src: '../secrets.png' }), 'uploaded image'],
    ['an image that is an SVG', withImage({ src: 'logo.svg' }), 'uploaded image'],
    ['an unknown content type', withCard(1, (c) => ({ ...c, content: { ...c.content, type: 'video' } })), 'type'],
    ['an unknown field', { ...base(), theme: 'dark' }, 'theme'],
    [
      'a card id used twice',
      { ...base(), cards: [card(null, { id: 'same' }), card(null, { id: 'same', index: 1 })] },
      'used twice',
    ],
    ['49 cards', { title: '', cards: Array.from({ length: 49 }, (_, i) => card(null, { index: i })) }, 'cards'],
    [
      'a group inside a group',
      withCard(2, (c) => ({
        ...c,
        content: { ...c.content, children: [{ ...c.content, id: 'inner' } as unknown] },
      })),
      'children',
    ],
  ];

  it.each(refused)('refuses %s with 400 and keeps the saved layout', async (_name, layout, message) => {
    expect((await save(base())).statusCode).toBe(200);
    const before = await read();
    const res = await save(layout);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; message: string; errors?: string[] };
    expect(body.code).toBe('VALIDATION');
    expect([body.message, ...(body.errors ?? [])].join('\n')).toContain(message);
    expect(await read()).toEqual(before);
  });

  it('accepts every limit itself', async () => {
    const layout = base();
    layout.title = 'x'.repeat(40);
    const cards = layout.cards;
    cards[0] = { ...cards[0]!, heading: 'h'.repeat(40), height: '600px' };
    cards[0].content = imageContent('landing-max.webp', { alt: 'a'.repeat(40), width: 1800, height: 1800, padding: 4 });
    cards[1] = { ...cards[1]!, height: '100px', width: 1 };
    const carousel = cards[3]!.content;
    if (carousel?.type !== 'carousel') throw new Error('no carousel');
    carousel.interval = 10;
    cards[4] = { ...cards[4]!, width: 4 };
    const res = await save(layout);
    expect(res.statusCode, res.body).toBe(200);
    const zero = base();
    const off = zero.cards[3]!.content;
    if (off?.type !== 'carousel') throw new Error('no carousel');
    off.interval = 0;
    expect((await save(zero)).statusCode).toBe(200);
  });
});
