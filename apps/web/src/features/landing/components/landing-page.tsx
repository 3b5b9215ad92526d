import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LandingLayout } from '@provender/contract';
import { visibleCards } from '../utils/landing-layout.ts';
import { LandingProductsContext, type RenderLandingProducts } from '../utils/landing-products.ts';
import { LandingCardView } from './landing-card-view.tsx';
import { LandingGrid } from './landing-grid.tsx';

interface LandingPageProps {
  layout: LandingLayout;
  renderProducts: RenderLandingProducts;
}

/** Spec 02: the landing page viewer, a title and a grid of cards four quarter-columns wide. */
export function LandingPage({ layout, renderProducts }: LandingPageProps) {
  const cards = visibleCards(layout);
  return (
    <LandingProductsContext value={renderProducts}>
      <Box sx={{ maxWidth: 1400, mx: 'auto', p: { xs: 1.5, sm: 2, md: 3 } }}>
        {layout.title ? (
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 600, mb: 2, fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {layout.title}
          </Typography>
        ) : null}
        <LandingGrid>
          {cards.map((card) => (
            <LandingCardView key={card.id} card={card} />
          ))}
        </LandingGrid>
      </Box>
    </LandingProductsContext>
  );
}
