import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageFile, imageSizes } from './images.ts';

/*
 * Product pictures of the demo catalog: a Fluent Emoji Flat drawing of what the product is
 * (Microsoft, MIT licence, shipped as @iconify-json/fluent-emoji-flat) on the main category's
 * colour, with the pack size on a label. Products sharing a picture, pack and main category
 * share the files, so 100,000 products stay within a few thousand files.
 *   p-<emoji>-<main>-<pack>.png        detail, 700 x 500 (the grid card's shape, so it fills the card)
 *   p-<emoji>-<main>-<pack>-list.png   64 x 64, picture only
 *   p-<emoji>-<main>-<pack>-mobile.png 100 x 100, picture only
 */
export const productDetailSize = { width: 700, height: 500 } as const;

export interface ProductArtwork {
  base: string;
  emoji: string;
  pack: string;
  /** The main category's colours, light to deep. */
  colors: [string, string];
}

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}

let iconSet: IconSet | null = null;
function icons(): IconSet {
  iconSet ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  return iconSet;
}

/** Whether the icon set has a drawing of this name. */
export const hasEmoji = (name: string): boolean => name in icons().icons;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const productImageBase = (emoji: string, mainCode: string, pack: string) =>
  `p-${emoji}-${mainCode.toLowerCase()}-${slug(pack)}`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function emojiSvg(name: string, x: number, y: number, size: number): string {
  const set = icons();
  const icon = set.icons[name];
  if (!icon) throw new Error(`no Fluent Emoji named ${name}`);
  const w = icon.width ?? set.width ?? 32;
  const h = icon.height ?? set.height ?? 32;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

function background(width: number, height: number, colors: [string, string]): string {
  return (
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="75%">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${colors[0]}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`
  );
}

function detailSvg(art: ProductArtwork): string {
  const { width, height } = productDetailSize;
  const label = art.pack;
  const fontSize = label.length > 12 ? 38 : 44;
  // DejaVu Sans Bold is about 0.62 em per character; the label is sized to its text.
  const labelWidth = Math.round(label.length * fontSize * 0.62 + 56);
  const labelX = (width - labelWidth) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    background(width, height, art.colors) +
    `<ellipse cx="${width / 2}" cy="372" rx="170" ry="22" fill="${art.colors[1]}" opacity=".18"/>` +
    emojiSvg(art.emoji, (width - 340) / 2, 24, 340) +
    `<rect x="${labelX}" y="398" width="${labelWidth}" height="72" rx="36" fill="#ffffff" stroke="${art.colors[1]}" stroke-width="5"/>` +
    `<text x="${width / 2}" y="${434 + fontSize * 0.36}" text-anchor="middle" ` +
    `font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#1d2a33">` +
    `${escapeXml(label)}</text>` +
    `</svg>`
  );
}

function iconSvg(size: number, art: ProductArtwork): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    background(100, 100, art.colors) +
    emojiSvg(art.emoji, 10, 10, 80) +
    `</svg>`
  );
}

async function writeOne(imageDir: string, art: ProductArtwork): Promise<void> {
  // Two rasterisations: the detail, and the 100 px icon that the 64 px list size is scaled from.
  const icon = await sharp(Buffer.from(iconSvg(imageSizes.mobile.height, art)))
    .png()
    .toBuffer();
  await Promise.all([
    sharp(Buffer.from(detailSvg(art)))
      .png({ compressionLevel: 4 })
      .toFile(join(imageDir, imageFile(art.base, 'detail'))),
    sharp(icon).toFile(join(imageDir, imageFile(art.base, 'mobile'))),
    sharp(icon)
      .resize(imageSizes.list.width, imageSizes.list.height)
      .png()
      .toFile(join(imageDir, imageFile(art.base, 'list'))),
  ]);
}

/** Writes every product picture in its three sizes, a few at a time; returns the number of files. */
export async function writeProductImages(imageDir: string, artwork: readonly ProductArtwork[]): Promise<number> {
  await mkdir(imageDir, { recursive: true });
  for (let i = 0; i < artwork.length; i += 6) {
    await Promise.all(artwork.slice(i, i + 6).map((art) => writeOne(imageDir, art)));
  }
  return artwork.length * 3;
}
