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
  {
    method: 'delivery',
    label: 'Delivery',
    description: 'We bring your order to your address.',
    Icon: LocalShippingIcon,
  },
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
            <Paper
              key={method}
              variant="outlined"
              sx={{
                position: 'relative',
                overflow: 'hidden',
                textAlign: 'center',
                pb: { xs: 3, sm: 4 },
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              {/*
               * The button holds only its visible name (WCAG 2.5.3, label in name); the description
               * describes it, and the button's ::after stretches over the card so all of it is clickable.
               */}
              <ButtonBase
                onClick={() => onSelect(method)}
                aria-describedby={`ship-method-${method}`}
                sx={{
                  width: '100%',
                  pt: { xs: 3, sm: 4 },
                  pb: 1,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1,
                  position: 'static',
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                }}
              >
                <Icon color="primary" sx={{ fontSize: 56 }} aria-hidden />
                <Typography variant="h6" component="span">
                  {label}
                </Typography>
              </ButtonBase>
              <Typography id={`ship-method-${method}`} variant="body2" color="text.secondary" sx={{ px: 2 }}>
                {description}
              </Typography>
            </Paper>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
