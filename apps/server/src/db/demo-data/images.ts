import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { iconMarkup } from './image-icons.ts';
import type { IconName } from './vocabulary.ts';

/*
 * Image store naming convention (the image endpoint serves these by file name from imageDir):
 *   <base>.png         detail size, 600 x 600, with the category name
 *   <base>-list.png    list size, 64 x 64, icon only
 *   <base>-mobile.png  mobile size, 100 px tall (100 x 100), icon only
 * Bases: `cat-<category code, lower case>` per category (every product of the category shares
 * it, so 100,000 products still mean a few hundred files) and `main-<main category code>` per
 * main category. products.list_image holds `<base>.png`; a size is requested by inserting its
 * suffix before the extension. detail_images lists the category then the main-category artwork.
 */
export const imageSizes = {
  detail: { suffix: '', width: 600, height: 600 },
  list: { suffix: '-list', width: 64, height: 64 },
  mobile: { suffix: '-mobile', width: 100, height: 100 },
} as const;

export const categoryImageBase = (code: string) => `cat-${code.toLowerCase()}`;
export const mainCategoryImageBase = (code: string) => `main-${code.toLowerCase()}`;
/** The file name stored on products; other sizes derive from it. */
export const imageFile = (base: string, size: keyof typeof imageSizes = 'detail') =>
  `${base}${imageSizes[size].suffix}.png`;

export interface ArtworkMainCategory {
  code: string;
  description: string;
  colors: [string, string];
  categories: { code: string; description: string; icon: IconName }[];
}

const fontFamily = 'DejaVu Sans, Helvetica, Arial, sans-serif';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap; the artwork has room for two lines at the large size, three at the small. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Soft background: a diagonal gradient and two translucent discs placed by the variant number. */
function background(size: number, colors: [string, string], variant: number): string {
  const directions = [
    ['0', '0', '1', '1'],
    ['1', '0', '0', '1'],
    ['0', '1', '1', '0'],
    ['0', '0', '0', '1'],
  ] as const;
  const [x1, y1, x2, y2] = directions[variant % directions.length] ?? directions[0];
  const discs: [number, number, number][] = [
    [0.15, 0.2, 0.35],
    [0.85, 0.15, 0.3],
    [0.8, 0.85, 0.4],
    [0.2, 0.8, 0.3],
    [0.5, 0.1, 0.25],
  ];
  const a = discs[variant % discs.length] ?? [0.2, 0.2, 0.3];
  const b = discs[(variant + 2) % discs.length] ?? [0.8, 0.8, 0.3];
  return (
    `<defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<circle cx="${a[0] * size}" cy="${a[1] * size}" r="${a[2] * size}" fill="#ffffff" opacity=".14"/>` +
    `<circle cx="${b[0] * size}" cy="${b[1] * size}" r="${b[2] * size}" fill="#ffffff" opacity=".1"/>`
  );
}

function iconOnlySvg(size: number, colors: [string, string], variant: number, icons: IconName[]): string {
  const scale = icons.length === 1 ? 0.8 : 0.45;
  const drawn = icons
    .map((icon, i) => {
      const offsets =
        icons.length === 1
          ? [[20, 20]]
          : [
              [10, 12],
              [100, 40],
              [50, 100],
            ];
      const [dx, dy] = offsets[i] ?? [20, 20];
      return `<g transform="translate(${dx} ${dy}) scale(${scale})">${iconMarkup(icon, '#ffffff', colors[1])}</g>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">` +
    `${background(200, colors, variant)}${drawn}</svg>`
  );
}

function detailSvg(
  title: string,
  subtitle: string,
  colors: [string, string],
  variant: number,
  icons: IconName[],
): string {
  const size = imageSizes.detail.width;
  const lines = wrap(title, 20);
  const fontSize = lines.length > 2 ? 34 : 42;
  const art = icons
    .map((icon, i) => {
      const layouts =
        icons.length === 1
          ? [[160, 50, 1.4]]
          : [
              [60, 60, 0.95],
              [330, 60, 0.95],
              [195, 190, 0.95],
            ];
      const [x, y, s] = layouts[i] ?? [160, 50, 1.4];
      return `<g transform="translate(${x} ${y}) scale(${s})">${iconMarkup(icon, '#ffffff', colors[1])}</g>`;
    })
    .join('');
  const text = lines
    .map(
      (line, i) =>
        `<text x="300" y="${452 + i * (fontSize + 8) - (lines.length - 1) * 18}" text-anchor="middle" ` +
        `font-family="${fontFamily}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    background(size, colors, variant) +
    art +
    `<rect x="0" y="392" width="${size}" height="208" fill="${colors[1]}" opacity=".55"/>` +
    text +
    `<text x="300" y="565" text-anchor="middle" font-family="${fontFamily}" font-size="22" letter-spacing="3" ` +
    `fill="#ffffff" opacity=".85">${escapeXml(subtitle.toUpperCase())}</text>` +
    `</svg>`
  );
}

async function render(dir: string, base: string, detail: string, small: (size: number) => string) {
  await Promise.all([
    sharp(Buffer.from(detail))
      .png({ compressionLevel: 9 })
      .toFile(join(dir, imageFile(base, 'detail'))),
    sharp(Buffer.from(small(imageSizes.list.width)))
      .png()
      .toFile(join(dir, imageFile(base, 'list'))),
    sharp(Buffer.from(small(imageSizes.mobile.height)))
      .png()
      .toFile(join(dir, imageFile(base, 'mobile'))),
  ]);
}

/** Writes every category's and main category's artwork in all sizes; returns the number of files. */
export async function writeCatalogImages(imageDir: string, mains: ArtworkMainCategory[]): Promise<number> {
  await mkdir(imageDir, { recursive: true });
  let files = 0;
  for (const [m, main] of mains.entries()) {
    const mainIcons = [...new Set(main.categories.map((c) => c.icon))].slice(0, 3);
    await render(
      imageDir,
      mainCategoryImageBase(main.code),
      detailSvg(main.description, 'Harbor & Vine Foodservice', main.colors, m, mainIcons),
      (size) => iconOnlySvg(size, main.colors, m, mainIcons),
    );
    files += 3;
    for (const [c, cat] of main.categories.entries()) {
      await render(
        imageDir,
        categoryImageBase(cat.code),
        detailSvg(cat.description, main.description, main.colors, m + c + 1, [cat.icon]),
        (size) => iconOnlySvg(size, main.colors, m + c + 1, [cat.icon]),
      );
      files += 3;
    }
  }
  return files;
}
