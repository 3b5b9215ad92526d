import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDER_REMINDER_MAX_HOURS, type OrderReminder } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useOrderReminder, useSaveOrderReminder } from '../api/order-reminder.ts';

const HOURS_MESSAGE = `Enter whole hours from 1 to ${ORDER_REMINDER_MAX_HOURS}`;

/** The hours typed, or null when they are not whole hours 1 to 48. */
export function reminderHours(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const hours = Number(text.trim());
  return hours >= 1 && hours <= ORDER_REMINDER_MAX_HOURS ? hours : null;
}

/**
 * /settings' "Remind me to order" (decision 503): an e-mail that many hours before the cut-off when
 * the ship-to has no order for its next delivery. Customers' users only.
 */
export function OrderReminderCard() {
  const saved = useOrderReminder();
  const save = useSaveOrderReminder();
  const notify = useNotify();
  const [draft, setDraft] = useState<{ enabled: boolean; hours: string } | null>(null);

  const title = <CardHeader title="Remind me to order" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />;
  if (!saved.data) {
    return (
      <Card variant="outlined">
        {title}
        <CardContent>
          <Skeleton height={56} />
        </CardContent>
      </Card>
    );
  }
  const current = draft ?? { enabled: saved.data.enabled, hours: String(saved.data.hoursBefore) };
  const hours = reminderHours(current.hours);
  const changed = draft !== null && (draft.enabled !== saved.data.enabled || hours !== saved.data.hoursBefore);

  const onSave = () => {
    if (hours === null) return;
    const body: OrderReminder = { enabled: current.enabled, hoursBefore: hours };
    save.mutate(body, {
      onSuccess: (value) => {
        setDraft(null);
        notify({ type: 'success', message: value.enabled ? 'Order reminders are on.' : 'Order reminders are off.' });
      },
      onError: (err) => notify({ type: 'error', message: err.message }),
    });
  };

  return (
    <Card variant="outlined">
      {title}
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          An e-mail before the order cut-off when your ship-to has no order yet for its next delivery, with a link to
          count and order your primary order guide.
        </Typography>
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Switch checked={current.enabled} onChange={(e) => setDraft({ ...current, enabled: e.target.checked })} />
            }
            label="Remind me to order"
            labelPlacement="start"
            sx={{ minHeight: 48, mx: 0, justifyContent: 'space-between' }}
          />
          <TextField
            label="Hours before the cut-off"
            value={current.hours}
            onChange={(e) => setDraft({ ...current, hours: e.target.value })}
            disabled={!current.enabled}
            error={hours === null}
            helperText={hours === null ? HOURS_MESSAGE : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 2 } }}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={() => setDraft(null)} disabled={!changed || save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} disabled={!changed || hours === null || save.isPending}>
          Save
        </Button>
      </CardActions>
    </Card>
  );
}
