import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ShipMethod } from '@provender/contract';
import { StepActions } from './step-actions.tsx';

interface ShipMethodStepProps {
  shipMethod: ShipMethod | null;
  allowPickup: boolean;
  allowDelivery: boolean;
  onChange: (shipMethod: ShipMethod) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 1 for consumers when both are offered: Pickup or Delivery. */
export function ShipMethodStep({
  shipMethod,
  allowPickup,
  allowDelivery,
  onChange,
  onBack,
  onNext,
}: ShipMethodStepProps) {
  return (
    <>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={shipMethod}
        onChange={(_e, value: ShipMethod | null) => {
          if (value) onChange(value);
        }}
        aria-label="Shipment Method"
      >
        <ToggleButton value="pickup" disabled={!allowPickup}>
          Pickup
        </ToggleButton>
        <ToggleButton value="delivery" disabled={!allowDelivery}>
          Delivery
        </ToggleButton>
      </ToggleButtonGroup>
      <StepActions onBack={onBack} onNext={onNext} nextDisabled={shipMethod === null} />
    </>
  );
}
