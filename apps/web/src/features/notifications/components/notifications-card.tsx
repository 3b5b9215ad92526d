import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { notificationKindText, type NotificationKind } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';

export const NOTIFICATIONS_SAVED = 'Notification settings saved.';

/**
 * Settings' Notifications card (issue 35 item 3): one switch per kind of mail the user may
 * receive. A switch saves at once and says so; a failure turns it back and shows the reason.
 */
export function NotificationsCard() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const notify = useNotify();

  const toggle = (kind: NotificationKind, enabled: boolean) =>
    save.mutate(
      { [kind]: enabled },
      {
        onSuccess: () => notify({ type: 'success', message: NOTIFICATIONS_SAVED }),
        onError: (err) => notify({ type: 'error', message: isApiRequestError(err) ? err.firstError : err.message }),
      },
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="notifications-card-title">
      <CardHeader
        title="Notifications"
        subheader="Choose the e-mails you receive."
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'notifications-card-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {settings.isError ? (
          <Alert severity="error">Notification settings could not be loaded.</Alert>
        ) : !settings.data ? (
          <Stack spacing={1}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            {settings.data.kinds.map(({ kind, enabled }) => {
              const text = notificationKindText[kind];
              return (
                <FormControlLabel
                  key={kind}
                  sx={{ alignItems: 'flex-start', mx: 0, justifyContent: 'space-between', gap: 2 }}
                  labelPlacement="start"
                  control={
                    <Switch
                      checked={enabled}
                      onChange={(event) => toggle(kind, event.target.checked)}
                      slotProps={{ input: { role: 'switch', 'aria-describedby': `notification-${kind}-text` } }}
                    />
                  }
                  label={
                    <span>
                      <Typography component="span" variant="body1" sx={{ display: 'block' }}>
                        {text.label}
                      </Typography>
                      <Typography
                        id={`notification-${kind}-text`}
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {text.description}
                      </Typography>
                    </span>
                  }
                />
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
