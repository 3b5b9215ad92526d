import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useApprovals } from '../api/get-approvals.ts';
import { ApprovalCard } from './approval-card.tsx';

/**
 * Approvals (menu entry OrderApprovals, issue 35): orders awaiting approval with their lines and
 * totals; an approver approves (quantities may change first) or rejects with a reason.
 */
export function ApprovalsPage() {
  const approvals = useApprovals();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Approvals
      </Typography>
      {approvals.isError ? (
        <Alert severity="error">
          {isApiRequestError(approvals.error) ? approvals.error.firstError : approvals.error.message}
        </Alert>
      ) : approvals.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : approvals.data.length === 0 ? (
        <Typography color="text.secondary">No orders await approval.</Typography>
      ) : (
        <Stack spacing={2}>
          {approvals.data.map((order) => (
            <ApprovalCard key={order.orderNumber} order={order} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
