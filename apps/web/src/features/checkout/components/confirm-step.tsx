import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartEstimate, CartHeaderState, CartLine, ShipMethod } from '@provender/contract';
import { detectCardIssuer, formatMoney, formatUsDate } from '@provender/rules';
import { EstimateTotals } from '../../../components/order-estimate/estimate-totals.tsx';
import { MessageList } from './message-list.tsx';
import type { PaymentValues } from './payment-step.tsx';
import { StepActions } from './step-actions.tsx';

export interface Destination {
  name: string;
  lines: string[];
}

interface ConfirmStepProps {
  shipMethod: ShipMethod | null;
  header: CartHeaderState;
  destination: Destination | null;
  lines: readonly CartLine[];
  estimate: CartEstimate | undefined;
  estimateFailed: boolean;
  /** The totals are being loaded again (after a refusal): Submit waits for them. */
  estimateRefreshing?: boolean;
  payment: PaymentValues | null;
  hidePricing: boolean;
  /** Consumers and catch-weight carts see the total as an estimate. */
  estimated: boolean;
  submitLabel: string;
  submitting: boolean;
  errors: readonly string[];
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 5: where and when, the lines, the estimated totals, then Submit. */
export function ConfirmStep(props: ConfirmStepProps) {
  const { shipMethod, header, destination, lines, estimate, payment, hidePricing } = props;
  const issuer = payment ? detectCardIssuer(payment.cardNumber) : null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, pt: 1 }}>
      <Box>
        <Typography variant="subtitle2" component="h2">
          {shipMethod === 'pickup' ? 'Pickup' : 'Ship To'}
        </Typography>
        {destination ? (
          <>
            <Typography>{destination.name}</Typography>
            {destination.lines.map((l) => (
              <Typography key={l} variant="body2" color="text.secondary">
                {l}
              </Typography>
            ))}
          </>
        ) : (
          <Typography>Pickup at the warehouse</Typography>
        )}
        {header.deliveryDate ? (
          <Typography variant="body2">
            {shipMethod === 'pickup' ? 'Pickup Date' : 'Delivery Date'}: {formatUsDate(header.deliveryDate)}
          </Typography>
        ) : null}
        {header.customer_PO ? <Typography variant="body2">Customer P.O.: {header.customer_PO}</Typography> : null}
        {[header.specialInstruction1, header.specialInstruction2, header.notes].filter(Boolean).map((t) => (
          <Typography key={t} variant="body2" color="text.secondary">
            {t}
          </Typography>
        ))}
        {payment && typeof issuer === 'object' && issuer !== null ? (
          <Typography variant="body2">
            Paying by {issuer.name} ending in {payment.cardNumber.replace(/\D/g, '').slice(-4)}
          </Typography>
        ) : null}
      </Box>
      <Divider />
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Order lines">
        {lines.map((line) => (
          <Stack component="li" key={line.id} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography>{line.product.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                #{line.product.productCode} · {line.quantity.value} {line.quantity.unit}
                {hidePricing
                  ? ''
                  : ` @ ${formatMoney(line.unitPrice.factor, line.priceDecimals)} / ${line.unitPrice.from}`}
              </Typography>
            </Box>
            {hidePricing ? null : <Typography>{formatMoney(line.extension)}</Typography>}
          </Stack>
        ))}
      </Stack>
      {hidePricing ? null : (
        <>
          <Divider />
          <EstimateTotals estimate={estimate} failed={props.estimateFailed} estimated={props.estimated} />
        </>
      )}
      <MessageList messages={props.errors} />
      <StepActions
        onBack={props.onBack}
        onNext={props.onSubmit}
        nextLabel={props.submitLabel}
        busy={props.submitting}
        nextDisabled={!hidePricing && (!estimate || props.estimateRefreshing === true)}
      />
    </Stack>
  );
}
