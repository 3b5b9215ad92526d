import { useMemo, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { CustomerListItem } from '@provender/contract';
import { useCustomerList } from '../api/get-customer-list.ts';
import { CustomerList, customerOptionId } from './customer-list.tsx';
import { createRepeatGuard, filterCustomers, listKeyAction, PICK_REPEAT_GUARD_MS } from './customer-list-keys.ts';

const listId = 'customer-listbox';

/** The search box over the list; the list's active option is its active descendant. */
function CustomerSearchField(props: { value: string; activeIndex: number; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Customers"
      type="search"
      autoFocus
      fullWidth
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: {
          'aria-controls': listId,
          'aria-activedescendant': props.activeIndex >= 0 ? customerOptionId(props.activeIndex) : undefined,
        },
      }}
    />
  );
}

/** A salesperson chooses the customer to act for. */
export function SelectCustomerPage({ onSelect }: { onSelect: (customer: CustomerListItem) => void }) {
  const list = useCustomerList();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const [pickGuard] = useState(() => createRepeatGuard(PICK_REPEAT_GUARD_MS));
  const customers = useMemo(() => filterCustomers(list.data ?? [], search), [list.data, search]);
  const activeIndex = customers.length === 0 ? -1 : Math.min(active, customers.length - 1);

  const pick = (index: number) => {
    const customer = customers[index];
    if (customer) onSelect(customer);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = listKeyAction(event.key, event.shiftKey, activeIndex, customers.length);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'move') setActive(action.index);
    else if (pickGuard(Date.now())) pick(activeIndex);
  };

  return (
    <Box
      onKeyDown={onKeyDown}
      sx={{
        flexGrow: 1,
        minHeight: 0,
        width: '100%',
        maxWidth: 720,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1.5, sm: 3 },
        gap: 2,
      }}
    >
      <Typography variant="h5" component="h1">
        Select Customer
      </Typography>
      <CustomerSearchField
        value={search}
        activeIndex={activeIndex}
        onChange={(value) => {
          setSearch(value);
          setActive(0);
        }}
      />
      <Paper
        variant="outlined"
        sx={{ flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      >
        {list.isPending ? (
          <Typography role="status" sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            Loading
          </Typography>
        ) : list.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {list.error.message}
          </Alert>
        ) : customers.length === 0 ? (
          <Typography role="status" sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            No customers.
          </Typography>
        ) : (
          <CustomerList id={listId} customers={customers} activeIndex={activeIndex} onPick={pick} />
        )}
      </Paper>
    </Box>
  );
}
