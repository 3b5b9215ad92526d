import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../../../components/hint/hint.tsx';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { DeliveryAddress } from '@provender/contract';
import type { AddressKind } from '../api/get-addresses.ts';
import { formatAmount } from './address-form-schema.ts';

interface AddressCardProps {
  address: DeliveryAddress;
  kind: AddressKind;
  canDelete: boolean;
  /** The consumer zip restriction: its message shows on cards whose zip is not delivered to. */
  zipRestriction: { on: boolean; message: string };
  busy: boolean;
  onSetPrimary: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The star: filled on the primary address, a button making any other one primary. */
function PrimaryToggle({ address, busy, onSetPrimary }: Pick<AddressCardProps, 'address' | 'busy' | 'onSetPrimary'>) {
  return (
    <Hint title={address.isPrimary ? 'Primary address' : 'Make primary'}>
      <span>
        <IconButton
          aria-label={
            address.isPrimary
              ? `${address.display} is the primary address`
              : `Make ${address.display} the primary address`
          }
          aria-pressed={address.isPrimary}
          onClick={address.isPrimary ? undefined : onSetPrimary}
          disabled={busy}
          color={address.isPrimary ? 'primary' : 'default'}
        >
          {address.isPrimary ? <StarIcon /> : <StarBorderIcon />}
        </IconButton>
      </span>
    </Hint>
  );
}

export function AddressCard({
  address,
  kind,
  canDelete,
  zipRestriction,
  busy,
  onSetPrimary,
  onEdit,
  onDelete,
}: AddressCardProps) {
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const minimum = Number(address.minimumOrderAmount);
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: address.isPrimary ? 'primary.main' : undefined,
      }}
      data-testid="address-card"
    >
      <CardHeader
        title={address.display}
        subheader={address.isPrimary ? 'Primary address' : null}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2', color: 'primary' } }}
        action={<PrimaryToggle address={address} busy={busy} onSetPrimary={onSetPrimary} />}
      />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        <Typography>{address.name}</Typography>
        {address.address1 ? <Typography color="text.secondary">{address.address1}</Typography> : null}
        {address.address2 ? <Typography color="text.secondary">{address.address2}</Typography> : null}
        {cityLine ? <Typography color="text.secondary">{cityLine}</Typography> : null}
        {address.county ? <Typography color="text.secondary">{address.county} County</Typography> : null}
        {address.phone ? <Typography color="text.secondary">{address.phone}</Typography> : null}
        {kind === 'account' && address.contact ? (
          <Typography color="text.secondary">Contact: {address.contact}</Typography>
        ) : null}
        {kind === 'account' && address.deliveryTime ? (
          <Typography color="text.secondary">Delivery time: {address.deliveryTime}</Typography>
        ) : null}
        {kind === 'consumer' && zipRestriction.on && !address.isValidZipCode ? (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {zipRestriction.message || 'We do not deliver to this zip code.'}
          </Alert>
        ) : null}
        {kind === 'consumer' && minimum > 0 ? (
          <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
            Minimum order: {formatAmount(address.minimumOrderAmount)}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onEdit} disabled={busy}>
          Edit
        </Button>
        {canDelete ? (
          <Button color="error" onClick={onDelete} disabled={busy}>
            Delete
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
