import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LandingCard } from '@provender/contract';
import { cardColumns, cardHeightStyle } from '../utils/landing-layout.ts';
import { LandingContentView } from './landing-content.tsx';

interface LandingCardViewProps {
  card: LandingCard;
  /** The editor's toolbar above the content. */
  toolbar?: ReactNode;
  /** The editor shows hidden and empty cards as outlines; the viewer leaves their space blank. */
  editing?: boolean;
  /** The card's name when it has no heading (the editor numbers its cards). */
  label?: string;
  /** What the editor shows in a card without content: what it is and how to fill it. */
  emptyHint?: ReactNode;
}

/** A card of the landing grid: its width in quarter columns, its height mode, heading and content. */
export function LandingCardView({ card, toolbar, editing = false, label, emptyHint }: LandingCardViewProps) {
  const { height, alignSelf } = cardHeightStyle(card.content?.type === 'carousel' ? '600px' : card.height);
  const content = card.content;
  const blank = !content || content.type === 'empty';
  const fill = height !== undefined || alignSelf === 'stretch';
  if (blank && !card.heading && !editing) {
    return <Box aria-hidden sx={{ gridColumn: cardColumns(card.width), display: { xs: 'none', md: 'block' } }} />;
  }
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={card.heading || label || undefined}
      data-card-id={card.id}
      sx={{
        gridColumn: cardColumns(card.width),
        alignSelf,
        // Phones stack cards: a fixed height taller than the screen would only add scrolling.
        height: height === undefined ? undefined : { xs: Math.min(height, 420), sm: height },
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        opacity: editing && card.hidden ? 0.55 : 1,
        borderStyle: editing && blank ? 'dashed' : 'solid',
      }}
    >
      {toolbar}
      {card.heading ? (
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
          {card.heading}
        </Typography>
      ) : null}
      {content && !blank ? (
        <Box
          sx={{
            flex: fill ? '1 1 auto' : 'none',
            minHeight: 0,
            px: content.type === 'image' || content.type === 'carousel' ? 0 : 2,
            pb: content.type === 'image' || content.type === 'carousel' ? 0 : 2,
            pt: content.type === 'text' && !card.heading ? 2 : 0,
            overflow: 'auto',
          }}
        >
          <LandingContentView content={content} fill={fill} />
        </Box>
      ) : editing ? (
        emptyHint
      ) : null}
    </Paper>
  );
}
