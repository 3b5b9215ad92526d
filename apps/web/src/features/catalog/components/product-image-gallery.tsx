import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { ProductImage } from './product-image.tsx';

/** The detail images: a large picture and, when there are several, thumbnails to switch between them. */
export function ProductImageGallery({ images, alt }: { images: readonly string[]; alt: string }) {
  const [selected, setSelected] = useState(0);
  const files = images.length > 0 ? images : [''];
  const current = files[Math.min(selected, files.length - 1)] ?? '';
  return (
    <Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.50' }}>
        <ProductImage
          file={current}
          alt={alt}
          eager
          sx={{ width: '100%', aspectRatio: '1 / 1', maxHeight: { xs: 260, md: 'none' } }}
        />
      </Box>
      {files.length > 1 ? (
        <Box role="group" aria-label="Product images" sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {files.map((file, i) => (
            <ButtonBase
              key={`${file}-${i}`}
              onClick={() => setSelected(i)}
              aria-label={`Show image ${i + 1}`}
              aria-pressed={i === selected}
              sx={{
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 2,
                borderColor: i === selected ? 'primary.main' : 'transparent',
                outline: 1,
                outlineColor: 'divider',
              }}
            >
              <ProductImage file={file} alt="" sx={{ width: 64, height: 64 }} />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
