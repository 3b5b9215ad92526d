import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChecklistIcon from '@mui/icons-material/Checklist';
import { Link as RouterLink } from 'react-router';
import { CountMessages } from '@provender/contract';
import { withHashParam } from '../../../components/url-hash/hash-params.ts';
import { useGuideCount } from '../api/guide-count.ts';
import { GUIDE_HASH_PARAM } from '../utils/guide-paths.ts';

/** /order-guide/count#og={name}: count mode of the guide (issue 34). */
export const countPath = (name: string) => `/order-guide/count${withHashParam('', GUIDE_HASH_PARAM, name)}`;

/** The viewer's Count & Order, with "Last counted {date} by {name}" beside it once someone has counted. */
export function CountAndOrder({ name }: { name: string }) {
  const count = useGuideCount(name);
  const at = count.data?.countedAt;
  const by = count.data?.countedBy;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={countPath(name)} variant="contained" startIcon={<ChecklistIcon />}>
        {CountMessages.countAndOrder}
      </Button>
      {at && by ? (
        <Typography variant="body2" color="text.secondary">
          {CountMessages.lastCounted(
            new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
            by,
          )}
        </Typography>
      ) : null}
    </Box>
  );
}
