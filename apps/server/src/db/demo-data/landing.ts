import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { defaultThemeColors, landingLayoutSchema, type LandingLayout } from '@provender/contract';
import type { Db } from '../client.ts';
import { landingLayouts, pushProducts } from '../schema/index.ts';
import type { CatalogProduct } from './catalog.ts';
import { iconMarkup } from './image-icons.ts';
import type { IconName } from './vocabulary.ts';

const fontFamily = 'DejaVu Sans, Helvetica, Arial, sans-serif';

interface Banner {
  file: string;
  /** The wide hero, or a slide for a half-width carousel card (about 460 x 550 on a desktop). */
  shape: 'wide' | 'slide';
  /** Lines of the title and the subtitle (a slide wraps its words by hand). */
  title: string[];
  subtitle: string[];
  colors: [string, string];
  icons: [IconName, string, string][];
}

/**
 * A true, round figure for the size of the catalog: two significant digits, rounded down, with a
 * '+' when that is less than the whole (2,999 products: "2,900+"; 3,000: "3,000"; 600: "600").
 */
export function catalogSizeClaim(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  const step = whole < 100 ? 1 : 10 ** (String(whole).length - 2);
  const round = Math.floor(whole / step) * step;
  return round === whole ? whole.toLocaleString('en-US') : `${round.toLocaleString('en-US')}+`;
}

/** The hero's promise, from the catalog the demo actually seeds (issue 36: it said 9,000+ over 2,999). */
export const heroSubtitle = (browsableProducts: number) =>
  `Next-day delivery on ${catalogSizeClaim(browsableProducts)} products`;

/** The demo landing page's pictures: a wide hero and two carousel slides, drawn like the product artwork. */
const demoBanners = (browsableProducts: number): Banner[] => [
  {
    file: 'landing-demo-hero.webp',
    shape: 'wide',
    title: ['From the dock', 'to your kitchen'],
    subtitle: [heroSubtitle(browsableProducts)],
    // Ends on the site's teal, as the logo and the screens do (decision 086).
    colors: ['#004d4d', defaultThemeColors.primaryColor],
    icons: [
      ['fish', '#d7f3ee', '#00504f'],
      ['leaf', '#e6f7d6', '#2f6b2a'],
      ['cheese', '#fff1c7', '#9c6b00'],
    ],
  },
  {
    file: 'landing-demo-seafood.webp',
    shape: 'slide',
    title: ['Seafood Week'],
    subtitle: ['Wild-caught fillets', 'and shrimp at case prices'],
    colors: ['#123c69', '#2f79b9'],
    icons: [
      ['shrimp', '#ffd8c7', '#a8432a'],
      ['fish', '#d9ecff', '#123c69'],
    ],
  },
  {
    file: 'landing-demo-produce.webp',
    shape: 'slide',
    title: ['Farm-fresh', 'produce'],
    subtitle: ['Greens, tomatoes and herbs', 'picked this week'],
    colors: ['#2f6b2a', '#6aa84f'],
    icons: [
      ['leaf', '#e6f7d6', '#2f6b2a'],
      ['tomato', '#ffd3cc', '#b3261e'],
    ],
  },
];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, extra: string) {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" font-family="${fontFamily}" font-size="${size}" ` +
        `fill="#ffffff" ${extra}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function iconGroup([name, fg, ink]: [IconName, string, string], x: number, y: number, scale: number) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<circle cx="100" cy="100" r="96" fill="#ffffff" opacity=".14"/>${iconMarkup(name, fg, ink)}</g>`
  );
}

/**
 * A wide banner keeps its text on the left and the icons on the right. A slide is drawn for the
 * carousel's tall, narrow card, where the image covers the box: 1000 x 1000, text centred in the
 * middle 60 % (a 460 x 550 box crops about 8 % off each side, a phone's 343 x 370 less).
 */
function bannerSvg(b: Banner): string {
  const [w, h] = b.shape === 'wide' ? [1600, 600] : [1000, 1000];
  const gradient =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.colors[0]}"/>` +
    `<stop offset="1" stop-color="${b.colors[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
  if (b.shape === 'wide') {
    const icons = b.icons
      .map((icon, i) => iconGroup(icon, 1000 + i * 190 - (b.icons.length - 2) * 40, 150 + (i % 2) * 120, 1.3))
      .join('');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${gradient}` +
      `<circle cx="1380" cy="80" r="260" fill="#ffffff" opacity=".06"/><circle cx="980" cy="560" r="200" fill="#ffffff" opacity=".05"/>` +
      icons +
      // Two title lines end before the icons (x 1000) start.
      textLines(b.title, 90, 330 - b.title.length * 42, 76, 84, 'font-weight="700"') +
      textLines(b.subtitle, 92, 330 + b.title.length * 42, 38, 46, 'opacity=".9"') +
      `</svg>`
    );
  }
  const centre = 'text-anchor="middle"';
  const icons = b.icons.map((icon, i) => iconGroup(icon, 500 - b.icons.length * 90 + i * 180, 190, 0.9)).join('');
  const titleTop = 500;
  const subtitleTop = titleTop + (b.title.length - 1) * 84 + 80;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${gradient}` +
    `<circle cx="880" cy="120" r="240" fill="#ffffff" opacity=".06"/><circle cx="120" cy="900" r="220" fill="#ffffff" opacity=".05"/>` +
    icons +
    textLines(b.title, 500, titleTop, 76, 84, `font-weight="700" ${centre}`) +
    textLines(b.subtitle, 500, subtitleTop, 38, 48, `opacity=".92" ${centre}`) +
    `</svg>`
  );
}

async function writeBanners(imageDir: string, banners: Banner[]) {
  await mkdir(imageDir, { recursive: true });
  for (const banner of banners) {
    await sharp(Buffer.from(bannerSvg(banner)))
      .webp({ quality: 84 })
      .toFile(join(imageDir, banner.file));
  }
}

const demoRichText =
  '<h3>Ordering made simple</h3>' +
  '<p>Build your order from <strong>your own order guides</strong>, check prices for your account ' +
  'and pick a delivery date that suits your kitchen.</p>' +
  '<ul><li>Orders placed by 4 pm arrive the next delivery day</li><li>Pay open invoices online</li>' +
  '<li>Reorder in seconds with Quick Entry</li></ul>' +
  '<p><a href="/products" rel="noopener noreferrer">Browse products</a>, ' +
  'see <a href="/categories" rel="noopener noreferrer">every category</a> ' +
  'or read our <a href="https://www.fda.gov/food" target="_blank" rel="noopener noreferrer">food safety guide</a>.</p>';

/**
 * The demo landing page: hero, a text card beside a carousel, a category's products and the
 * specials. The hero's words are in its picture, so its description says them too.
 */
/** An image element of the demo layout, linking inside the storefront when `link` is given. */
const demoImage = (id: string, file: string, alt: string, link: string | null) => ({
  id,
  parentId: null,
  hidden: false,
  type: 'image' as const,
  src: file,
  alt,
  link: link ? { variant: 'internal' as const, href: link } : null,
  objectFit: 'cover' as const,
  width: null,
  height: null,
  padding: 0,
});

/** A visible card of the demo layout. */
const demoCard = (
  index: number,
  id: string,
  size: { width: number; height: string },
  heading: string,
  content: object,
) => ({
  id,
  index,
  width: size.width,
  height: size.height,
  heading,
  empty: false,
  hidden: false,
  content,
});

export function demoLandingLayout(companyName: string, browsableProducts: number): LandingLayout {
  const wide = { width: 4, height: 'auto' };
  return landingLayoutSchema.parse({
    title: `Welcome to ${companyName}`.slice(0, 40),
    cards: [
      demoCard(
        0,
        'hero',
        wide,
        '',
        demoImage('hero-image', 'landing-demo-hero.webp', heroSubtitle(browsableProducts), '/products'),
      ),
      demoCard(1, 'about', { width: 2, height: '100%' }, 'Welcome', {
        id: 'about-text',
        parentId: null,
        hidden: false,
        type: 'text',
        value: demoRichText,
      }),
      demoCard(2, 'promotions', { width: 2, height: '600px' }, 'This month', {
        id: 'promotions-carousel',
        parentId: null,
        hidden: false,
        type: 'carousel',
        interval: 6,
        children: [
          demoImage('slide-seafood', 'landing-demo-seafood.webp', 'Seafood Week', '/products#mc=SF'),
          demoImage('slide-produce', 'landing-demo-produce.webp', 'Farm-fresh produce', '/products#mc=PR'),
        ],
      }),
      demoCard(3, 'greens', wide, 'Lettuce & Greens', {
        id: 'greens-list',
        parentId: null,
        hidden: false,
        type: 'productList',
        productSource: 'Categories',
        category: 'Lettuce & Greens',
        categoryCode: 'PR01',
      }),
      demoCard(4, 'specials', wide, "This week's specials", {
        id: 'specials-list',
        parentId: null,
        hidden: false,
        type: 'pushProductList',
      }),
    ],
  });
}

/**
 * Push products (a spread of popular items, in sequence, one without a sequence to show it sorts
 * last), the banner images and the landing layout.
 */
export async function seedLandingDemo(
  db: Db,
  opts: {
    imageDir: string;
    companyName: string;
    pool: CatalogProduct[];
    /** Products a buyer can browse (the hero says how many). */
    browsableProducts: number;
  },
) {
  const picks: CatalogProduct[] = [];
  const seen = new Set<string>();
  for (const product of opts.pool) {
    if (seen.has(product.mainCategoryCode)) continue;
    seen.add(product.mainCategoryCode);
    picks.push(product);
    if (picks.length === 8) break;
  }
  if (picks.length > 0) {
    await db
      .insert(pushProducts)
      .values(picks.map((p, i) => ({ productId: p.id, sequence: i === picks.length - 1 ? null : (i + 1) * 10 })))
      .onConflictDoNothing();
  }
  const banners = demoBanners(opts.browsableProducts);
  await writeBanners(opts.imageDir, banners);
  const layout = demoLandingLayout(opts.companyName, opts.browsableProducts);
  await db
    .insert(landingLayouts)
    .values({ id: 1, layout })
    .onConflictDoUpdate({ target: landingLayouts.id, set: { layout } });
  return { pushProducts: picks.length, banners: banners.length };
}
