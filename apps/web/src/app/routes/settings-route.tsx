import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePasswordOptions } from '../../features/admin/api/get-password-options.ts';
import { ChangePasswordCard } from '../../features/auth/components/change-password-card.tsx';
import { OrderReminderCard } from '../../features/delivery/components/order-reminder-card.tsx';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { NotificationsCard } from '../../features/notifications/components/notifications-card.tsx';
import { useUserSettings } from '../../features/settings/api/get-user-settings.ts';
import { ThemeCard } from '../../features/theme/components/theme-card.tsx';
import { menuRouteDecision } from '../routing/route-access.ts';
import { useSession, useSessionActions } from '../session/session-context.ts';

/**
 * /settings: the Theme card (theme feature), the Notifications card (the mails the user receives) and the
 * Change Password card; consumers reach their preferences here.
 */
export function SettingsRoute() {
  const { state, userType } = useSession();
  const { replaceToken } = useSessionActions();
  const passwordOptions = usePasswordOptions();
  const menu = useMenu();
  const allowUserColors = useUserSettings().data?.allowUserColors ?? false;
  // Spec 01: the Theme card is gated by ColorMaintenance (consumers never have it) and the allowUserColors setting.
  const colorMaintenance = menu.data?.find((entry) => entry.key === 'ColorMaintenance');
  const showTheme = allowUserColors && menuRouteDecision(colorMaintenance, userType) === 'allow';
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Settings
      </Typography>
      <Stack spacing={2}>
        {userType === 'consumer' ? (
          <Card variant="outlined">
            <CardHeader title="Preferences" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent sx={{ pt: 0 }}>
              <Typography variant="body2" color="text.secondary">
                Your company, phone number and e-mail choices.
              </Typography>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
              <Button component={RouterLink} to="/user-preferences" variant="outlined">
                Edit Preferences
              </Button>
            </CardActions>
          </Card>
        ) : null}
        {showTheme ? <ThemeCard /> : null}
        <NotificationsCard />
        {/* Customers' users only (decision 503): a reminder before the cut-off of their ship-to's next delivery. */}
        {userType === 'customer' && !state.punchout ? <OrderReminderCard /> : null}
        <ChangePasswordCard passwordOptions={passwordOptions.data} onChanged={replaceToken} />
      </Stack>
    </Box>
  );
}
