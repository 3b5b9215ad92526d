import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ShipMethod } from '@provender/contract';

interface SelectShipMethodPageProps {
  allowPickup: boolean;
  allowDelivery: boolean;
  onSelect: (shipMethod: ShipMethod) => void;
}

const choices = [
  { method: 'pickup', label: 'Pickup', description: 'Collect your order from our warehouse.', Icon: StorefrontIcon },
  { method: 'delivery', label: 'Delivery', description: 'We bring your order to your address.', Icon: LocalShippingIcon },
] as const;

/** The only offered method is chosen automatically; with both offered the consumer picks one. */
export function onlyOfferedMethod(allowPickup: boolean, allowDelivery: boolean): ShipMethod | null {
  if (allowPickup && !allowDelivery) return 'pickup';
  if (allowDelivery && !allowPickup) return 'delivery';
  return null;
}

/** Spec 01 section 4, ship method for consumers (screen titled 'Select Pickup or Delivery'). */
export function SelectShipMethodPage({ allowPickup, allowDelivery, onSelect }: SelectShipMethodPageProps) {
  const automatic = onlyOfferedMethod(allowPickup, allowDelivery);

  useEffect(() => {
    if (automatic) onSelect(automatic);
  }, [automatic, onSelect]);

  return (
    <Box sx={{ width: '100%', maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Select Pickup or Delivery
      </Typography>
      {!allowPickup && !allowDelivery ? (
        <Alert severity="warning">Neither pickup nor delivery is offered at the moment. Please contact us.</Alert>
      ) : null}
      {allowPickup && allowDelivery ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
          {choices.map(({ method, label, description, Icon }) => (
            <Paper key={method} variant="outlined" sx={{ overflow: 'hidden', '&:hover': { borderColor: 'primary.main' } }}>
              <ButtonBase
                onClick={() => onSelect(method)}
                aria-label={label}
                aria-describedby={`ship-method-${method}`}
                sx={{ width: '100%', p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 1, textAlign: 'center' }}
              >
                <Icon color="primary" sx={{ fontSize: 56 }} aria-hidden />
                <Typography variant="h6" component="span">
                  {label}
                </Typography>
                <Typography id={`ship-method-${method}`} variant="body2" color="text.secondary" component="span">
                  {description}
                </Typography>
              </ButtonBase>
            </Paper>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
