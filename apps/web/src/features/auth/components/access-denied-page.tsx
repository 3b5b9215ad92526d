import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { Link as RouterLink } from 'react-router';

/** Spec 02 section 2, word for word. */
export const ACCESS_DENIED_TEXT =
  'You do not have permission to access this page. Try Logging Out and ' +
  'logging in with a different account. It can be cleared by logging out.';

/**
 * Log Out for whoever has something to log out of (a session, or the 'not authorized' reason the
 * spec clears by logging out); a guest, who has neither, is offered Log In instead (issue 36).
 */
export function AccessDeniedPage({ onLogout }: { onLogout: (() => void) | null }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Paper sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <BlockIcon color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          Access Denied
        </Typography>
        <Typography sx={{ mb: 3 }}>{ACCESS_DENIED_TEXT}</Typography>
        {onLogout ? (
          <Button variant="contained" onClick={onLogout}>
            Log Out
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to="/login">
            Log In
          </Button>
        )}
      </Paper>
    </Box>
  );
}
