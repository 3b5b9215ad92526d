import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import type { ImageContent } from '@provender/contract';

/** An image of the store through /img, with its fit, size, padding and optional link. */
export function ImageView({ content, fill }: { content: ImageContent; fill: boolean }) {
  const image = (
    <Box
      component="img"
      src={content.src ? `/img/${encodeURIComponent(content.src)}` : '/missing.svg'}
      alt={content.alt}
      loading="lazy"
      sx={{
        display: 'block',
        width: content.width ?? '100%',
        maxWidth: '100%',
        height: content.height ?? (fill ? '100%' : 'auto'),
        objectFit: content.objectFit,
        p: content.padding,
        mx: 'auto',
      }}
    />
  );
  if (!content.link) return image;
  if (content.link.variant === 'internal') {
    return (
      <Box component={RouterLink} to={content.link.href} sx={{ display: 'block', height: fill ? '100%' : 'auto' }}>
        {image}
      </Box>
    );
  }
  return (
    <Box
      component="a"
      href={content.link.href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'block', height: fill ? '100%' : 'auto' }}
    >
      {image}
    </Box>
  );
}
