import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LandingContent } from '@provender/contract';
import { landingMessages } from '@provender/contract';
import { useRenderLandingProducts } from '../utils/landing-products.ts';
import { CarouselView } from './carousel-view.tsx';
import { ImageView } from './image-view.tsx';
import { RichTextView } from './rich-text-view.tsx';

/** One content of a card, by its variant; groups and carousels draw their children with this too. */
export function LandingContentView({ content, fill = false }: { content: LandingContent; fill?: boolean }) {
  const renderProducts = useRenderLandingProducts();
  if (content.hidden) return null;
  switch (content.type) {
    case 'text':
      return <RichTextView html={content.value} />;
    case 'image':
      return <ImageView content={content} fill={fill} />;
    case 'group':
      return (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: content.direction },
            gap: 2,
            height: fill ? '100%' : 'auto',
            '& > *': { flex: content.direction === 'row' ? '1 1 0' : 'none', minWidth: 0 },
          }}
        >
          {content.children.map((child) => (
            <Box key={child.id}>
              <LandingContentView content={child} />
            </Box>
          ))}
        </Box>
      );
    case 'carousel':
      return <CarouselView content={content} renderSlide={(slide) => <LandingContentView content={slide} fill />} />;
    case 'product':
      return renderProducts({ kind: 'product', productKey: content.productKey });
    case 'productList':
      return renderProducts({ kind: 'list', source: content.productSource, code: content.categoryCode });
    case 'pushProductList':
      return renderProducts({ kind: 'push' });
    case 'empty':
      return null;
    default:
      return (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {landingMessages.notImplemented}
        </Typography>
      );
  }
}
