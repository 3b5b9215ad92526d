import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney, formatUsDate } from '@provender/rules';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useAccountSummary } from '../api/get-account-summary.ts';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const date = (value: string | null) => (value ? formatUsDate(value) : '—');
const money = (value: number | null) => (value === null ? '—' : formatMoney(value));

/** Account Summary (spec 02): name and address, Financial Data and Credit Info; a load error on top. */
export function AccountSummaryPage() {
  const summary = useAccountSummary();
  const s = summary.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Account Summary
      </Typography>
      {summary.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {isApiRequestError(summary.error) ? summary.error.firstError : summary.error.message}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {s ? (
          <>
            <SummaryCard title={s.name}>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                Customer {s.customerCode}
              </Typography>
              {s.address.map((line) => (
                <Typography key={line} variant="body2">
                  {line}
                </Typography>
              ))}
            </SummaryCard>
            <SummaryCard title="Financial Data">
              <Figure label="Unapplied Credit" value={formatMoney(s.unappliedCredit)} />
              <Figure label="Current" value={formatMoney(s.current)} />
              {s.buckets.map((bucket) => (
                <Figure key={bucket.name} label={bucket.name} value={formatMoney(bucket.value)} />
              ))}
              <Typography variant="caption" color="text.secondary">
                Aged by days past due as of {formatUsDate(s.asOf)}
              </Typography>
            </SummaryCard>
            <SummaryCard title="Credit Info">
              <Figure label="Credit Limit" value={formatMoney(s.creditLimit)} />
              <Figure label="Balance" value={formatMoney(s.balance)} />
              <Figure label="On Order" value={formatMoney(s.onOrder)} />
              <Figure label="On Hold" value={formatMoney(s.onHold)} />
              <Figure label="Available Credit" value={formatMoney(s.availableCredit)} />
              <Figure label="Last Payment Date" value={date(s.lastPaymentDate)} />
              <Figure label="Last Payment Amount" value={money(s.lastPaymentAmount)} />
              <Figure label="Last Invoice Date" value={date(s.lastInvoiceDate)} />
              <Figure label="Last Invoice Amount" value={money(s.lastInvoiceAmount)} />
            </SummaryCard>
          </>
        ) : summary.isPending ? (
          [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={260} />)
        ) : null}
      </Box>
    </Box>
  );
}
