import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCatalogEnvironment } from '../catalog-environment.ts';

/** The picture shown when the site has no missing image of its own (spec 01 section 9). */
export const DEFAULT_MISSING_IMAGE = '/missing.svg';

interface ProductImageProps {
  /** A file name under /img/, '' when the product has none. */
  file: string;
  alt: string;
  sx?: SxProps<Theme>;
  /** Images far down a list wait until they are scrolled near. */
  eager?: boolean;
}

/**
 * A product picture from /img/. Without one, the site's missing image; if that fails too,
 * /missing.svg. The fit (cover or contain) is a setting.
 */
export function ProductImage({ file, alt, sx, eager = false }: ProductImageProps) {
  const { settings } = useCatalogEnvironment();
  const candidates = [
    file && `/img/${file}`,
    settings.missingImage && `/img/${settings.missingImage}`,
    DEFAULT_MISSING_IMAGE,
  ].filter((src): src is string => Boolean(src));
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const src = candidates.find((c) => !failed.has(c)) ?? DEFAULT_MISSING_IMAGE;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (src !== DEFAULT_MISSING_IMAGE) setFailed((f) => new Set(f).add(src));
      }}
      sx={[{ display: 'block', objectFit: settings.imageFit, bgcolor: 'grey.50' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
