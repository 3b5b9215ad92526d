import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  type TouchEvent,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

/** What the wrapped control must accept: the handlers that ask for the tooltip's code, and a ref. */
interface TriggerProps {
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement | null>;
}

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser (or test DOM) without the selector.
    return false;
  }
}

let loaded: ComponentType<TooltipProps> | null = null;
let loading: Promise<ComponentType<TooltipProps>> | null = null;

function loadTooltip(): Promise<ComponentType<TooltipProps>> {
  loading ??= import('@mui/material/Tooltip').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // A failed fetch may be tried again on the next hover.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * MUI's Tooltip (with Popper.js, 11 kB gzipped) loaded when a pointer or the keyboard first reaches
 * the control rather than with the screen (decision 312). Until then the control is drawn alone:
 * its own aria-label names it, as it does under the Tooltip (the title is never its name). A
 * tooltip asked for before its code arrived opens on arrival if the pointer or the keyboard focus
 * is still on the control; the control is drawn again inside the Tooltip, keeping the focus.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<TriggerProps> }) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(() => loaded);
  const [open, setOpen] = useState(false);
  const wanted = useRef({ hover: false, keyboard: false });
  const refocus = useRef(false);
  const control = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    // The control was drawn again inside the Tooltip: the keyboard focus goes back to it.
    if (Tooltip && refocus.current && control.current && document.activeElement !== control.current) {
      refocus.current = false;
      control.current.focus();
    }
  }, [Tooltip]);

  // The control drawn as JSX with its own props (and a ref), alone or inside the Tooltip.
  const Control = children.type as ComponentType<TriggerProps>;
  const own = children.props;
  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        <Control {...own} ref={control} />
      </Tooltip>
    );
  }

  const request = () => {
    void loadTooltip().then(
      (component) => {
        refocus.current = control.current !== null && control.current === document.activeElement;
        setOpen(wanted.current.hover || wanted.current.keyboard);
        setTooltip(() => component);
      },
      () => undefined,
    );
  };
  return (
    <Control
      {...own}
      onMouseOver={(event) => {
        own.onMouseOver?.(event);
        wanted.current.hover = true;
        request();
      }}
      onMouseLeave={(event) => {
        own.onMouseLeave?.(event);
        wanted.current.hover = false;
      }}
      onFocus={(event) => {
        own.onFocus?.(event);
        // As MUI's Tooltip: keyboard focus opens it, a click's focus does not.
        wanted.current.keyboard = focusVisible(event.currentTarget);
        request();
      }}
      onBlur={(event) => {
        own.onBlur?.(event);
        wanted.current.keyboard = false;
      }}
      onTouchStart={(event) => {
        own.onTouchStart?.(event);
        request();
      }}
      ref={control}
    />
  );
}
