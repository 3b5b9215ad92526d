import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maxOrderAmountMessages, maxOrderAmountSchema } from '@provender/contract';
import { formatMoney } from '@provender/rules';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useMaxOrderAmount, useSaveMaxOrderAmount } from '../api/max-order-amount.ts';

/** The first problem with the typed amount, by the same schema the server applies. */
function amountError(text: string): string | undefined {
  const parsed = maxOrderAmountSchema.safeParse({ maxOrderAmount: text });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function MaxOrderAmountForm({ current }: { current: string }) {
  const [draft, setDraft] = useState(current);
  const [touched, setTouched] = useState(false);
  const save = useSaveMaxOrderAmount();
  const notify = useNotify();
  const error = touched ? amountError(draft) : undefined;
  const changed = draft.trim() !== current;

  const submit = () => {
    setTouched(true);
    if (amountError(draft)) return;
    save.mutate(draft.trim(), {
      onSuccess: () => notify({ type: 'success', message: maxOrderAmountMessages.saved }),
      onError: (err) => notify({ type: 'error', message: isApiRequestError(err) ? err.firstError : err.message }),
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Orders whose total is more than this amount are refused at checkout. Currently {formatMoney(current)}.
        </Typography>
        <TextField
          label="Maximum Order Amount"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal', maxLength: 13 },
          }}
          sx={{ width: '100%', maxWidth: 280 }}
        />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          disabled={!changed || save.isPending}
          onClick={() => {
            setDraft(current);
            setTouched(false);
          }}
        >
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
          Save
        </Button>
      </CardActions>
    </Box>
  );
}

/** Admin card for the distributor's maximum order amount (decision 092); checkout enforces it on the server. */
export function MaxOrderAmountCard() {
  const current = useMaxOrderAmount();
  return (
    <Card variant="outlined">
      <CardHeader title="Maximum Order Amount" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      {current.isPending ? (
        <CardContent>
          <Skeleton height={56} width={240} />
        </CardContent>
      ) : current.isError ? (
        <CardContent>
          <Alert severity="error">{current.error.message}</Alert>
        </CardContent>
      ) : (
        // Remounted when the saved amount changes, so the draft starts from it.
        <MaxOrderAmountForm key={current.data} current={current.data} />
      )}
    </Card>
  );
}
