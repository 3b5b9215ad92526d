import { useState } from 'react';
import Box from '@mui/material/Box';

const DEFAULT_MISSING_IMAGE = '/missing.svg';

/** A line's list picture (64 x 64), falling back to the site's missing image, then /missing.svg. */
export function CartLineImage({
  file,
  alt,
  missingImage,
  fit,
}: {
  file: string;
  alt: string;
  missingImage: string;
  fit: 'cover' | 'contain';
}) {
  const candidates = [file && `/img/${file}`, missingImage && `/img/${missingImage}`, DEFAULT_MISSING_IMAGE].filter(
    (s): s is string => Boolean(s),
  );
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const src = candidates.find((c) => !failed.has(c)) ?? DEFAULT_MISSING_IMAGE;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => {
        if (src !== DEFAULT_MISSING_IMAGE) setFailed((f) => new Set(f).add(src));
      }}
      sx={{ width: 64, height: 64, flex: '0 0 64px', objectFit: fit, bgcolor: 'grey.50', borderRadius: 1 }}
    />
  );
}
