import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import type { AppNotification } from './notification.ts';

interface NotificationBarProps {
  notification: AppNotification | null;
  /** Pixels above the window's bottom edge taken by a bar the notification must not cover (0: none). */
  clearance?: number;
  open: boolean;
  onClose: () => void;
  /** The closed notification has finished leaving the screen. */
  onExited: (id: number) => void;
}

const autoHideMs = { default: 6000, success: 6000, warning: 8000, error: 10000 } as const;

/** The snackbar: a close icon, or the notification's action link; above any bar stuck to the bottom. */
export function NotificationBar({ notification, clearance = 0, open, onClose, onExited }: NotificationBarProps) {
  if (!notification) return null;
  const action =
    notification.action && notification.actionLink ? (
      // Never broken over two lines on a phone ('View Cart'): the message wraps instead.
      <Button
        color="inherit"
        size="small"
        component={RouterLink}
        to={notification.actionLink}
        onClick={onClose}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {notification.action}
      </Button>
    ) : (
      <IconButton size="small" color="inherit" aria-label="Close" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    );

  return (
    <Snackbar
      key={notification.id}
      open={open}
      autoHideDuration={autoHideMs[notification.type]}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above a bar stuck to the bottom (quick entry's Add to Cart), 8 px clear of it, never over it.
      sx={clearance > 0 ? { bottom: { xs: clearance + 8, sm: clearance + 8 } } : undefined}
      // A new notification remounts the bar (its key), so the old one never lingers or comes back.
      slotProps={{ transition: { onExited: () => onExited(notification.id) } }}
    >
      {notification.type === 'default' ? (
        <SnackbarContent message={notification.message} action={action} role="status" />
      ) : (
        <Alert
          severity={notification.type}
          variant="filled"
          action={action}
          role={notification.type === 'error' ? 'alert' : 'status'}
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {notification.message}
        </Alert>
      )}
    </Snackbar>
  );
}
