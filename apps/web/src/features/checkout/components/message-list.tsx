import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

/** Messages that stop the checkout, one per line. */
export function MessageList({
  messages,
  severity = 'error',
}: {
  messages: readonly string[];
  severity?: 'error' | 'warning' | 'info';
}) {
  if (messages.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }} role="alert">
      {messages.map((m) => (
        <Alert key={m} severity={severity}>
          {m}
        </Alert>
      ))}
    </Stack>
  );
}
