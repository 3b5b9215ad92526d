import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApprovalRules } from '@provender/contract';
import { Decimal, formatMoney } from '@provender/rules';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useSaveApprovalRules } from '../api/save-approval-rules.ts';

/** The rules in a sentence, for those who may not change them. */
function rulesText(rules: ApprovalRules): string {
  const parts = [
    ...(rules.overAmount !== null ? [`orders over ${formatMoney(rules.overAmount)}`] : []),
    ...(rules.everyBuyerOrder ? ["every Buyer's order"] : []),
  ];
  return parts.length === 0
    ? 'No order needs approval.'
    : `Approval is needed for ${parts.join(' and ')} from a Buyer.`;
}

/** Approval Rules: orders over an amount, or every order of a Buyer, wait for an approver (issue 35). */
export function ApprovalRulesCard({ rules, canManage }: { rules: ApprovalRules; canManage: boolean }) {
  const save = useSaveApprovalRules();
  const notify = useNotify();
  const [overOn, setOverOn] = useState(rules.overAmount !== null);
  const [amount, setAmount] = useState(rules.overAmount === null ? '' : rules.overAmount.toFixed(2));
  const [everyBuyerOrder, setEveryBuyerOrder] = useState(rules.everyBuyerOrder);
  const value = Number(amount);
  const amountError = overOn && (amount.trim() === '' || !Number.isFinite(value) || value < 0) ? 'Enter an amount' : '';
  const failure = save.error ? (isApiRequestError(save.error) ? save.error.firstError : save.error.message) : null;

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Approval Rules
        </Typography>
        {!canManage ? (
          <Typography>{rulesText(rules)}</Typography>
        ) : (
          <Stack sx={{ gap: 1 }}>
            <Typography color="text.secondary">
              A Buyer&apos;s order that meets a rule waits for an approver.
            </Typography>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <FormControlLabel
                control={<Checkbox checked={overOn} onChange={(e) => setOverOn(e.target.checked)} />}
                label="Orders over"
              />
              <TextField
                size="small"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                disabled={!overOn}
                error={Boolean(amountError)}
                helperText={amountError || undefined}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  htmlInput: { inputMode: 'decimal', 'aria-label': 'Approval amount' },
                }}
                sx={{ width: 160 }}
              />
            </Stack>
            <FormControlLabel
              control={<Checkbox checked={everyBuyerOrder} onChange={(e) => setEveryBuyerOrder(e.target.checked)} />}
              label="Every order of a Buyer"
            />
          </Stack>
        )}
      </CardContent>
      {canManage ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant="contained"
            disabled={save.isPending || Boolean(amountError)}
            onClick={() =>
              save.mutate(
                { overAmount: overOn ? new Decimal(amount).toDecimalPlaces(2).toNumber() : null, everyBuyerOrder },
                { onSuccess: () => notify({ type: 'success', message: 'Approval rules saved.' }) },
              )
            }
          >
            Save Rules
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
