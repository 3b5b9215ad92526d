import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useRequestImageSync } from '../api/request-image-sync.ts';

/** Spec 01 section 8: the message of a started sync, word for word. */
export const IMAGE_SYNC_SUCCESS = 'Request to sync images successful';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Admin page card: imports product images from the source folder in the list, mobile and detail sizes. */
export function ImageSyncCard() {
  const sync = useRequestImageSync();
  const notify = useNotify();
  const result = sync.data;
  // Files that could not be read are listed on the card, with a hint when there was nothing to import;
  // an image folder the server cannot make or read is the failure.
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (answer) =>
        notify(
          answer.message === IMAGE_SYNC_SUCCESS
            ? { type: 'success', message: IMAGE_SYNC_SUCCESS }
            : { type: 'error', message: answer.message },
        ),
      onError: (err) => notify({ type: 'error', message: err.message }),
    });
  return (
    <Card variant="outlined">
      <CardHeader title="Image Sync" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary">
          Imports the product pictures of the image folder and makes their list, phone and detail sizes. Pictures
          already imported and unchanged are skipped.
        </Typography>
        {result ? (
          // Nothing found to import: what to do next, rather than a green '0 images imported'.
          <Alert
            severity={result.failed.length > 0 ? 'warning' : result.hint ? 'info' : 'success'}
            sx={{ mt: 2 }}
            role="status"
          >
            {`${count(result.imported, 'image')} imported, ${result.unchanged} unchanged.`}
            {result.failed.length > 0 ? ` Not imported: ${result.failed.join(', ')}.` : null}
            {result.hint ? ` ${result.hint}` : null}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button variant="contained" onClick={run} disabled={sync.isPending}>
          {sync.isPending ? 'Syncing…' : 'Sync Images'}
        </Button>
      </CardActions>
    </Card>
  );
}
