import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { AddressMessages, type DeliveryAddress } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddresses, type AddressKind } from '../api/get-addresses.ts';
import { useSetPrimaryAddress } from '../api/set-primary-address.ts';
import { AddressCard } from './address-card.tsx';
import { AddressDialog } from './address-dialog.tsx';
import { DeleteAddressDialog } from './delete-address-dialog.tsx';

interface AddressesPageProps {
  kind: AddressKind;
  /** Consumers without pickup need an address before they can browse. */
  allowPickup: boolean;
  zipRestriction: { on: boolean; message: string };
}

type Editing = { address: DeliveryAddress | null } | null;

const errorText = (err: Error) => (isApiRequestError(err) ? err.firstError : err.message);

/** The last card: opens the dialog for a new address. */
function NewAddressCard({ onClick }: { onClick: () => void }) {
  return (
    <Card variant="outlined" sx={{ borderStyle: 'dashed', minHeight: 220 }}>
      <ButtonBase
        onClick={onClick}
        sx={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          p: 3,
          color: 'primary.main',
        }}
      >
        <AddIcon sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="span">
          New Address
        </Typography>
      </ButtonBase>
    </Card>
  );
}

/** Delivery Addresses: cards with the primary first, then a New Address card (spec 02). */
export function AddressesPage({ kind, allowPickup, zipRestriction }: AddressesPageProps) {
  const addresses = useAddresses(kind);
  const setPrimary = useSetPrimaryAddress(kind);
  const remove = useDeleteAddress(kind);
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DeliveryAddress | null>(null);
  const list = [...(addresses.data ?? [])].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const busy = setPrimary.isPending || remove.isPending;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Delivery Addresses
      </Typography>
      {kind === 'consumer' && !allowPickup && addresses.isSuccess && list.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {AddressMessages.required}
        </Alert>
      ) : null}
      {addresses.isError ? (
        <Alert severity="error">{errorText(addresses.error)}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {addresses.isPending
            ? [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={220} />)
            : list.map((address) => (
                <AddressCard
                  key={address.key}
                  address={address}
                  kind={kind}
                  canDelete={!address.isPrimary && list.length > 1}
                  zipRestriction={zipRestriction}
                  busy={busy}
                  onSetPrimary={() =>
                    setPrimary.mutate(address, { onError: (err) => notify({ type: 'error', message: errorText(err) }) })
                  }
                  onEdit={() => setEditing({ address })}
                  onDelete={() => setDeleting(address)}
                />
              ))}
          <NewAddressCard onClick={() => setEditing({ address: null })} />
        </Box>
      )}
      <AddressDialog
        open={editing !== null}
        kind={kind}
        address={editing?.address ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
      <DeleteAddressDialog
        address={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(address) =>
          remove.mutate(address.key, {
            onSuccess: () => setDeleting(null),
            onError: (err) => {
              setDeleting(null);
              notify({ type: 'error', message: errorText(err) });
            },
          })
        }
      />
    </Box>
  );
}
