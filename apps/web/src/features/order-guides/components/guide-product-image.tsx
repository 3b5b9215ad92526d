import { useState } from 'react';
import Box from '@mui/material/Box';

const MISSING_IMAGE = '/missing.svg';

/** A product's 64 px list picture from /img/, or the placeholder when it has none or it fails. */
export function GuideProductImage({ file, size = 48 }: { file: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const src = file && !failed ? `/img/${file}` : MISSING_IMAGE;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ width: size, height: size, flex: 'none', objectFit: 'contain', borderRadius: 1, bgcolor: 'grey.50' }}
    />
  );
}
