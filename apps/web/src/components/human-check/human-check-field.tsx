import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { Theme } from '@mui/material/styles';
import 'altcha/external';
import type {} from 'altcha/types/react';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { HUMAN_CHECK_CHALLENGE_PATH } from '@provender/contract';

// The external build keeps its proof-of-work worker a file of our own origin (the CSP forbids blob: workers).
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  if (!globalThis.$altcha.algorithms.has(algorithm))
    globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

/**
 * The widget's colours from the app theme. Its stylesheet defines them with light-dark(), which
 * the build rewrites into variables that only a color-scheme declaration would set; declaring
 * them here (inherited by the widget) also makes it match the other fields.
 */
function widgetColors(theme: Theme, error: boolean) {
  const { palette } = theme;
  const border = error
    ? palette.error.main
    : palette.mode === 'dark'
      ? 'rgba(255, 255, 255, 0.23)'
      : 'rgba(0, 0, 0, 0.23)';
  return {
    '--altcha-max-width': '100%',
    '--altcha-border-radius': `${theme.shape.borderRadius}px`,
    '--altcha-color-base': palette.background.paper,
    '--altcha-color-base-content': palette.text.primary,
    '--altcha-color-neutral': border,
    '--altcha-color-neutral-content': palette.text.secondary,
    '--altcha-color-primary': palette.primary.main,
    '--altcha-color-primary-content': palette.primary.contrastText,
    '--altcha-border-color': border,
    '--altcha-checkbox-border-color': palette.text.secondary,
    '--altcha-input-background-color': palette.background.paper,
    '--altcha-input-color': palette.text.primary,
    '--altcha-popover-color': border,
    '--altcha-spinner-color': palette.primary.main,
    '--altcha-switch-background-color': border,
    '--altcha-switch-toggle-color': palette.text.secondary,
    // The hidden tick drawn over the checkbox would otherwise swallow clicks on its centre.
    '& .altcha-checkbox svg': { pointerEvents: 'none' },
  };
}

interface HumanCheckFieldProps {
  /** The solved payload to send as verifyToken, or null while there is none (or it expired). */
  onChange: (verifyToken: string | null) => void;
  error?: string | undefined;
}

/**
 * The self-hosted ALTCHA human check (decision 021). Each solution is accepted once by the server,
 * so a form remounts this field (a new `key`) after every submission.
 */
export function HumanCheckField({ onChange, error }: HumanCheckFieldProps) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      latest.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  return (
    <Box sx={(theme) => widgetColors(theme, Boolean(error))} data-testid="human-check">
      <altcha-widget ref={ref} challenge={HUMAN_CHECK_CHALLENGE_PATH} name="verifyToken" auto="onfocus" />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
