import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface SessionCheckErrorProps {
  message: string;
  onRetry: () => void;
  onLogout: () => void;
}

/**
 * Checking the held session failed without ending it (no answer, a server error): the message with
 * Retry, which checks again, and Log Out for a user who would rather start over (decision 005).
 */
export function SessionCheckError({ message, onRetry, onLogout }: SessionCheckErrorProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100dvh', p: 2 }}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
        <Alert severity="error">{message}</Alert>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onLogout}>Log Out</Button>
          <Button variant="contained" onClick={onRetry} autoFocus>
            Retry
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
