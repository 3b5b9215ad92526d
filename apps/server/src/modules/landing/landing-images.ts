import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { landingLimits, type LandingImageUpload } from '@provender/contract';
import { AppError } from '../../errors.ts';

/** Formats accepted by content (not by name or declared type); SVG is refused since it can carry script. */
const acceptedFormats = new Set(['png', 'jpeg', 'webp', 'gif', 'avif', 'heif']);
/** Refuse decompression bombs before decoding: about 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Landing images (decision 083): the bytes are decoded by sharp, which tells what they really are;
 * anything that is not a raster image is refused. The image is re-encoded as WebP, at most 1800 px
 * on its longer side, without metadata, under a name made from its content hash, so the name is
 * safe, stable and never collides with a product image.
 */
export function createLandingImages(imageDir: string) {
  const dir = resolve(imageDir);
  return {
    async store(body: Buffer): Promise<LandingImageUpload> {
      let format: string | undefined;
      try {
        ({ format } = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
      } catch {
        format = undefined;
      }
      if (!format || !acceptedFormats.has(format)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a PNG, JPEG, WebP, GIF or AVIF image');
      }
      let output: Buffer;
      try {
        output = await sharp(body, {
          limitInputPixels: MAX_INPUT_PIXELS,
          animated: format === 'gif' || format === 'webp',
        })
          .rotate()
          .resize(landingLimits.imageMaxPx, landingLimits.imageMaxPx, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('UNPROCESSABLE', 'The image could not be read');
      }
      const name = `landing-${createHash('sha256').update(output).digest('hex').slice(0, 20)}.webp`;
      await mkdir(dir, { recursive: true });
      // Written under a dot name (never served) and renamed, so /img never sees half a file.
      const temp = join(dir, `.${name}.${process.pid}.tmp`);
      await writeFile(temp, output);
      await rename(temp, join(dir, name));
      return { src: name };
    },
  };
}
export type LandingImages = ReturnType<typeof createLandingImages>;
