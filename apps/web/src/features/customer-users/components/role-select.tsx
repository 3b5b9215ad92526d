import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { customerRoleLabels, customerRoles, type CustomerRole } from '@provender/contract';

/** What each role may do, as the issue states it: shown under the choice. */
const roleHelp: Record<CustomerRole, string> = {
  buyer: 'Orders, order guides and counts',
  approver: 'Everything a Buyer may, plus approving orders',
  accountsPayable: 'Account pages, documents and Make Payment; no ordering',
  viewer: 'Order history and documents only',
};

export function RoleSelect({ value, onChange }: { value: CustomerRole; onChange: (role: CustomerRole) => void }) {
  return (
    <TextField
      select
      label="Role"
      value={value}
      onChange={(e) => onChange(e.target.value as CustomerRole)}
      helperText={roleHelp[value]}
      fullWidth
    >
      {customerRoles.map((role) => (
        <MenuItem key={role} value={role}>
          {customerRoleLabels[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}
