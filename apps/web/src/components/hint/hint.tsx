import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type TouchEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { keyframes, styled } from '@mui/material/styles';

/** The props Hint adds to its control (its own handlers run first). */
interface ControlProps {
  'aria-label'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (event: TouchEvent<HTMLElement>) => void;
}

export interface HintProps {
  /** What the hint says; also the control's accessible name when it has no aria-label of its own. */
  title: string;
  /** One control (an element that takes these handlers: IconButton, Button, a span around a disabled one). */
  children: ReactElement<ControlProps>;
}

/** MUI Tooltip's timings: shown 100 ms after the pointer arrives, 700 ms into a long press, kept 1.5 s after it. */
export const HINT_ENTER_MS = 100;
export const HINT_TOUCH_MS = 700;
export const HINT_TOUCH_LEAVE_MS = 1500;
/** The gap between the control and the bubble, and the least distance from the window's edges. */
const GAP = 14;
const EDGE = 8;

const grow = keyframes`
  from { opacity: 0; transform: scale(0.75); }
  to { opacity: 1; transform: scale(1); }
`;

/** Looks like MUI's tooltip (same colours, type, padding) and, like it, sits above everything. */
const Bubble = styled('div')(({ theme }) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: theme.zIndex.tooltip,
  pointerEvents: 'none',
  backgroundColor: theme.alpha(theme.palette.grey[700], 0.92),
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  padding: '4px 8px',
  fontSize: theme.typography.pxToRem(11),
  lineHeight: 1.4,
  maxWidth: 300,
  overflowWrap: 'break-word',
  fontWeight: theme.typography.fontWeightMedium,
  animation: `${grow} ${theme.transitions.duration.shorter}ms ${theme.transitions.easing.easeOut}`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/** Below the control, centred, kept inside the window; above it when there is no room below. */
export function placeHint(
  anchor: DOMRect,
  bubble: { width: number; height: number },
  view: { width: number; height: number },
) {
  const centred = anchor.left + anchor.width / 2 - bubble.width / 2;
  const left = Math.max(EDGE, Math.min(centred, view.width - bubble.width - EDGE));
  const below = anchor.bottom + GAP;
  const top =
    below + bubble.height > view.height - EDGE && anchor.top - GAP - bubble.height >= EDGE
      ? anchor.top - GAP - bubble.height
      : below;
  return { left: Math.round(left), top: Math.round(top) };
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: show the hint on every focus, as before there was one.
    return true;
  }
}

/** The hint's timers, and whether a touch is in progress (the mouse events after a tap do not open it). */
class HintTimers {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private touching = false;

  constructor(private readonly show: (anchor: HTMLElement | null) => void) {}

  clear() {
    clearTimeout(this.timer);
  }

  close() {
    this.clear();
    this.show(null);
  }

  pointerOver(anchor: HTMLElement) {
    if (this.touching) return;
    this.later(() => this.show(anchor), HINT_ENTER_MS);
  }

  focused(anchor: HTMLElement) {
    this.clear();
    this.show(anchor);
  }

  touchStart(anchor: HTMLElement) {
    this.touching = true;
    this.later(() => this.show(anchor), HINT_TOUCH_MS);
  }

  touchEnd() {
    this.later(() => {
      this.show(null);
      this.touching = false;
    }, HINT_TOUCH_LEAVE_MS);
  }

  private later(run: () => void, ms: number) {
    this.clear();
    this.timer = setTimeout(run, ms);
  }
}

/**
 * A tooltip without a positioning library (decision 363): the control is drawn as it is, only given
 * handlers, so the element a buyer presses is the same before and after the hint appears (decision
 * 312's lesson); the bubble is drawn into the page's body at a fixed position next to it. It opens
 * on hover (after 100 ms), on keyboard focus and on a long press, and closes when the pointer or
 * the focus leaves, on Escape, and on scrolling.
 */
export function Hint({ title, children }: HintProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [timers] = useState(() => new HintTimers(setAnchor));
  const bubbleRef = useRef<HTMLDivElement>(null);
  const own = children.props;

  useEffect(() => () => timers.clear(), [timers]);

  useEffect(() => {
    if (!anchor) return;
    const close = () => timers.close();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [anchor, timers]);

  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    if (!anchor || !bubble) return;
    const { left, top } = placeHint(
      anchor.getBoundingClientRect(),
      { width: bubble.offsetWidth, height: bubble.offsetHeight },
      { width: document.documentElement.clientWidth, height: window.innerHeight },
    );
    bubble.style.left = `${left}px`;
    bubble.style.top = `${top}px`;
  }, [anchor]);

  const control = cloneElement(children, {
    'aria-label': own['aria-label'] ?? title,
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(event);
      timers.pointerOver(event.currentTarget);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      timers.close();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (isFocusVisible(event.currentTarget)) timers.focused(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      timers.close();
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      own.onTouchStart?.(event);
      timers.touchStart(event.currentTarget);
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      own.onTouchEnd?.(event);
      timers.touchEnd();
    },
  });

  return (
    <>
      {control}
      {anchor
        ? createPortal(
            <Bubble ref={bubbleRef} id={id} role="tooltip">
              {title}
            </Bubble>,
            document.body,
          )
        : null}
    </>
  );
}
