import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useNotify } from '../../../components/notifications/notification.ts';

interface DefaultChoiceCardProps<T extends number> {
  title: string;
  label: string;
  description: string;
  choices: readonly { value: T; label: string }[];
  current: UseQueryResult<T>;
  save: UseMutationResult<void, Error, T>;
  savedMessage: string;
  failureMessage: string;
}

function ChoiceForm<T extends number>({
  current,
  ...props
}: Omit<DefaultChoiceCardProps<T>, 'current' | 'title'> & { current: T }) {
  const { label, description, choices, save, savedMessage, failureMessage } = props;
  const [draft, setDraft] = useState<T>(current);
  const notify = useNotify();
  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => notify({ type: 'success', message: savedMessage }),
      onError: (err) => notify({ type: 'error', message: err.message || failureMessage }),
    });
  return (
    <>
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
        <TextField
          select
          label={label}
          value={draft}
          onChange={(e) => setDraft(Number(e.target.value) as T)}
          sx={{ minWidth: 240 }}
        >
          {choices.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button disabled={draft === current || save.isPending} onClick={() => setDraft(current)}>
          Cancel
        </Button>
        <Button variant="contained" disabled={draft === current || save.isPending} onClick={submit}>
          Save
        </Button>
      </CardActions>
    </>
  );
}

/** An admin card that sets one site-wide default from a fixed list (layout or sort). */
export function DefaultChoiceCard<T extends number>({ title, current, ...props }: DefaultChoiceCardProps<T>) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      {current.isPending ? (
        <CardContent>
          <Skeleton height={56} width={240} />
        </CardContent>
      ) : current.isError ? (
        <CardContent>
          <Alert severity="error">{current.error.message}</Alert>
        </CardContent>
      ) : (
        // Remounted when the saved default changes, so the draft starts from it.
        <ChoiceForm key={current.data} current={current.data} {...props} />
      )}
    </Card>
  );
}
