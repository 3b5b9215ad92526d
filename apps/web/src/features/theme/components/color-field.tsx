import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { checkThemeColor, type ThemeColorRole } from '@provender/rules';

interface ColorFieldProps {
  label: string;
  value: string;
  mode: 'light' | 'dark';
  /** What the colour is drawn as: the primary as text (4.5:1), the secondary as fills and marks (3:1). */
  role: ThemeColorRole;
  onChange: (value: string) => void;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour picker with its hex value and the contrast check against the mode's background, for its role. */
export function ColorField({ label, value, mode, role, onChange }: ColorFieldProps) {
  const id = `theme-${label.toLowerCase().replace(/\s+/g, '-')}`;
  const valid = HEX.test(value);
  const check = valid ? checkThemeColor(value, mode, role) : null;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          component="input"
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value : '#000000'}
          onChange={(e) => onChange(e.currentTarget.value)}
          sx={{
            width: 48,
            height: 40,
            p: 0.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            cursor: 'pointer',
          }}
        />
        <TextField
          id={id}
          label={label}
          size="small"
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          error={!valid}
          helperText={valid ? undefined : 'Use a #rrggbb colour'}
          slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      {check ? (
        <Typography
          variant="caption"
          role={check.readable ? undefined : 'alert'}
          // The warning is marked by its icon; its words keep a readable colour (orange text is 3.1:1 on white).
          sx={{ color: check.readable ? 'text.secondary' : 'text.primary', pl: 0.5 }}
        >
          {check.readable ? null : (
            <WarningAmberIcon
              color="warning"
              aria-hidden
              sx={{ fontSize: '1rem', verticalAlign: 'text-bottom', mr: 0.5 }}
            />
          )}
          {check.readable
            ? `Contrast ${check.onBackground.toFixed(1)}:1 on the ${mode} background`
            : `Low contrast: ${check.onBackground.toFixed(1)}:1 on the ${mode} background ` +
              `(at least ${check.threshold}:1 is needed). Choose a ${mode === 'dark' ? 'lighter' : 'darker'} colour.`}
        </Typography>
      ) : null}
    </Stack>
  );
}
