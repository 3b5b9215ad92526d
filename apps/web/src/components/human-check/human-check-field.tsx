import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { Theme } from '@mui/material/styles';

const AltchaWidget = lazy(async () => ({ default: (await import('./altcha-widget.tsx')).AltchaWidget }));

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
 * so a form remounts this field (a new `key`) after every submission. The widget's code loads
 * when the field first shows; until then an empty box of its height holds its place.
 */
export function HumanCheckField({ onChange, error }: HumanCheckFieldProps) {
  return (
    <Box sx={(theme) => widgetColors(theme, Boolean(error))} data-testid="human-check">
      <Suspense fallback={<Box sx={{ minHeight: 58 }} />}>
        <AltchaWidget onChange={onChange} />
      </Suspense>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
