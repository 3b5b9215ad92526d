import Typography from '@mui/material/Typography';
import { PageLoading } from '../../../components/app-shell/page-loading.tsx';
import { NO_RESULTS } from '../utils/history-rows.ts';

interface HistoryListStateProps {
  isPending: boolean;
  error: Error | null;
  empty: boolean;
}

/** Loading, the failure in red, or 'No Results' (spec 02 section 8); null when there are rows to show. */
export function HistoryListState({ isPending, error, empty }: HistoryListStateProps) {
  if (isPending) return <PageLoading />;
  if (error)
    return (
      <Typography color="error" role="alert" sx={{ py: 3 }}>
        {error.message}
      </Typography>
    );
  if (empty)
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 3 }}>
        {NO_RESULTS}
      </Typography>
    );
  return null;
}
