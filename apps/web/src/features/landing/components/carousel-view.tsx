import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { CarouselContent } from '@provender/contract';
import { NoContent } from './no-content.tsx';

/** Spec 02 section 9: slides sit 25 px apart. */
const SLIDE_GAP = 25;

interface CarouselViewProps {
  content: CarouselContent;
  renderSlide: (slide: CarouselContent['children'][number]) => ReactNode;
}

/** The arrows either side and a dot per slide. */
function CarouselControls({
  slides,
  active,
  go,
}: {
  slides: CarouselContent['children'];
  active: number;
  go: (index: number) => void;
}) {
  return (
    <>
      {[
        { label: 'Previous slide', to: active - 1, side: { left: 8 }, icon: <ChevronLeftIcon /> },
        { label: 'Next slide', to: active + 1, side: { right: 8 }, icon: <ChevronRightIcon /> },
      ].map((b) => (
        <IconButton
          key={b.label}
          aria-label={b.label}
          onClick={() => go(b.to)}
          sx={{
            position: 'absolute',
            top: '50%',
            transform: 'translateY(-50%)',
            ...b.side,
            bgcolor: 'background.paper',
            opacity: 0.85,
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper', opacity: 1 },
          }}
        >
          {b.icon}
        </IconButton>
      ))}
      <Box
        sx={{
          position: 'absolute',
          bottom: 10,
          left: 0,
          right: 0,
          display: 'flex',
          justifyContent: 'center',
          gap: 1,
        }}
      >
        {slides.map((slide, i) => (
          <Box
            key={slide.id}
            component="button"
            type="button"
            aria-label={`Show slide ${i + 1}`}
            aria-current={i === active}
            onClick={() => go(i)}
            sx={{
              width: 10,
              height: 10,
              p: 0,
              border: 2,
              borderColor: 'common.white',
              borderRadius: '50%',
              cursor: 'pointer',
              bgcolor: i === active ? 'common.white' : 'transparent',
              boxShadow: 1,
            }}
          />
        ))}
      </Box>
    </>
  );
}

/** Slides side by side, advancing every `interval` seconds when above 0 (0 is Off), with arrows and dots. */
export function CarouselView({ content, renderSlide }: CarouselViewProps) {
  const slides = content.children.filter((s) => !s.hidden);
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const active = count === 0 ? 0 : current % count;

  useEffect(() => {
    if (content.interval <= 0 || count < 2) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), content.interval * 1000);
    return () => window.clearInterval(timer);
  }, [content.interval, count, active]);

  if (count === 0) return <NoContent />;
  const go = (i: number) => setCurrent((i + count) % count);
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Carousel"
      sx={{ position: 'relative', height: '100%', overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: `${SLIDE_GAP}px`,
          height: '100%',
          transform: `translateX(calc(${-active} * (100% + ${SLIDE_GAP}px)))`,
          transition: 'transform 500ms ease',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        {slides.map((slide, i) => (
          <Box
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            // Slides off screen are out of reach: not read, and their links and buttons take no Tab stop.
            inert={i !== active}
            aria-hidden={i !== active}
            data-active={i === active || undefined}
            sx={{ flex: '0 0 100%', height: '100%', minWidth: 0 }}
          >
            {renderSlide(slide)}
          </Box>
        ))}
      </Box>
      {count > 1 ? <CarouselControls slides={slides} active={active} go={go} /> : null}
    </Box>
  );
}
