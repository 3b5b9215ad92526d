import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import type { ThemeInput } from '@provender/contract';
import { checkThemeColor } from '@provender/rules';
import { useSystemMode } from '../../../components/theme/create-app-theme.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useUserTheme } from '../api/get-theme.ts';
import { useResetTheme } from '../api/reset-theme.ts';
import { useSaveTheme } from '../api/save-theme.ts';
import { effectiveTheme } from '../hooks/effective-theme.ts';
import { useThemePreview } from '../hooks/theme-preview.ts';
import { ColorField } from './color-field.tsx';

const HEX = /^#[0-9a-f]{6}$/i;
const same = (a: ThemeInput, b: ThemeInput) =>
  a.theme === b.theme &&
  a.primaryColor.toLowerCase() === b.primaryColor.toLowerCase() &&
  a.secondaryColor.toLowerCase() === b.secondaryColor.toLowerCase();

/**
 * Settings' Theme card (spec 01): light or dark, primary and secondary colours. Any change previews
 * at once and enables Apply and Cancel; Reset is enabled only while the user has a theme of their own.
 */
export function ThemeCard() {
  const saved = useUserTheme();
  const save = useSaveTheme();
  const reset = useResetTheme();
  const notify = useNotify();
  const { setPreview } = useThemePreview();
  const systemMode = useSystemMode();
  const [draft, setDraft] = useState<ThemeInput | null>(null);

  // Leaving the page drops an unapplied preview.
  useEffect(() => () => setPreview(null), [setPreview]);

  if (!saved.data) return <ThemeCardSkeleton />;
  const { hasUserTheme } = saved.data;
  // Without a theme of their own the user sees the site colours in their preferred scheme (decision 085).
  const savedTheme = effectiveTheme(saved.data, systemMode);
  const current: ThemeInput = draft ?? savedTheme;
  const changed = draft !== null && !same(draft, savedTheme);
  const valid = HEX.test(current.primaryColor) && HEX.test(current.secondaryColor);
  const busy = save.isPending || reset.isPending;

  const update = (patch: Partial<ThemeInput>) => {
    const next = { ...current, ...patch };
    setDraft(next);
    if (HEX.test(next.primaryColor) && HEX.test(next.secondaryColor)) setPreview(next);
  };
  const cancel = () => {
    setDraft(null);
    setPreview(null);
  };
  const apply = () =>
    save.mutate(current, {
      onSuccess: () => {
        cancel();
        notify({ message: 'Theme saved successfully', type: 'success' });
      },
      onError: () => notify({ message: 'Failed to apply theme', type: 'error' }),
    });
  const resetTheme = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        cancel();
        notify({ message: 'Theme saved successfully', type: 'success' });
      },
      onError: () => notify({ message: 'Failed to apply theme', type: 'error' }),
    });
  const lowContrast =
    valid &&
    (!checkThemeColor(current.primaryColor, current.theme, 'primary').readable ||
      !checkThemeColor(current.secondaryColor, current.theme, 'secondary').readable);

  return (
    <Card variant="outlined" component="section" aria-label="Theme">
      <CardHeader
        title="Theme"
        subheader={lowContrast ? 'Some text may be hard to read with these colours.' : undefined}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2.5}>
          <ThemeFields current={current} update={update} />
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={resetTheme} disabled={!hasUserTheme || busy}>
          Reset
        </Button>
        <Button onClick={cancel} disabled={!changed || busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={apply} disabled={!changed || !valid || busy}>
          Apply
        </Button>
      </CardActions>
    </Card>
  );
}

function ThemeCardSkeleton() {
  return (
    <Card variant="outlined">
      <CardHeader title="Theme" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent>
        <Skeleton height={120} />
      </CardContent>
    </Card>
  );
}

/** Light or dark, and the primary and secondary colours. */
function ThemeFields({ current, update }: { current: ThemeInput; update: (patch: Partial<ThemeInput>) => void }) {
  return (
    <>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={current.theme}
        onChange={(_e, value: ThemeInput['theme'] | null) => value && update({ theme: value })}
        aria-label="Light or dark"
        fullWidth
      >
        <ToggleButton value="light" aria-label="Light">
          <LightModeIcon fontSize="small" sx={{ mr: 1 }} />
          Light
        </ToggleButton>
        <ToggleButton value="dark" aria-label="Dark">
          <DarkModeIcon fontSize="small" sx={{ mr: 1 }} />
          Dark
        </ToggleButton>
      </ToggleButtonGroup>
      <ColorField
        label="Primary Color"
        value={current.primaryColor}
        mode={current.theme}
        role="primary"
        onChange={(primaryColor) => update({ primaryColor })}
      />
      <ColorField
        label="Secondary Color"
        value={current.secondaryColor}
        mode={current.theme}
        role="secondary"
        onChange={(secondaryColor) => update({ secondaryColor })}
      />
    </>
  );
}
