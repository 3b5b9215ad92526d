import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { darken } from '@mui/material/styles';
import { useVirtualRows } from '../../../components/virtual-rows/use-virtual-rows.ts';
import type { CustomerListItem } from '@provender/contract';
import { useNow } from '../../../components/clock/use-now.ts';
import { nextDeliveryMark } from '../utils/next-delivery-mark.ts';
import { CustomerAvatar } from './customer-avatar.tsx';

/** Spec 02 section 9. */
const ROW_HEIGHT = 75;
const OVERSCAN = 10;

export const customerOptionId = (index: number) => `customer-option-${index}`;

interface CustomerListProps {
  id: string;
  customers: readonly CustomerListItem[];
  activeIndex: number;
  onPick: (index: number) => void;
}

/** A virtualized listbox; focus stays in the search box, which points at the active option. */
export function CustomerList({ id, customers, activeIndex, onPick }: CustomerListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The marks count down in the last 24 hours (decision 502).
  const now = useNow(30_000);
  // The virtual rows draw this component again when scrolling brings other rows near the viewport.
  const virtualizer = useVirtualRows({
    count: customers.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: ROW_HEIGHT,
    overscan: OVERSCAN,
  });

  useEffect(() => {
    if (activeIndex >= 0 && activeIndex < customers.length) virtualizer.scrollToIndex(activeIndex);
  }, [activeIndex, customers.length, virtualizer]);

  return (
    // Focusable so the list scrolls from the keyboard too (WCAG 2.1.1); the options are reached from the search box.
    <Box ref={scrollRef} tabIndex={0} sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto' }}>
      <Box
        id={id}
        role="listbox"
        aria-label="Customer list"
        sx={{ position: 'relative', width: '100%' }}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const customer = customers[row.index];
          if (!customer) return null;
          const active = row.index === activeIndex;
          return (
            <ListItemButton
              key={customer.customerKey}
              id={customerOptionId(row.index)}
              role="option"
              aria-selected={active}
              selected={active}
              tabIndex={-1}
              onClick={() => onPick(row.index)}
              style={{ transform: `translateY(${row.start}px)` }}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: ROW_HEIGHT,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <ListItemAvatar>
                <CustomerAvatar name={customer.name} />
              </ListItemAvatar>
              <ListItemText
                primary={customer.name}
                secondary={<CustomerSecondary customer={customer} now={now} />}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } }, secondary: { component: 'div' } }}
                sx={{ my: 0, minWidth: 0 }}
              />
            </ListItemButton>
          );
        })}
      </Box>
    </Box>
  );
}

/** The customer code and, for a customer with no order for its next delivery, the mark with its cut-off. */
function CustomerSecondary({ customer, now }: { customer: CustomerListItem; now: number }) {
  const mark = nextDeliveryMark(customer.nextDelivery ?? null, now);
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        Customer Code: {customer.customerCode}
      </Box>
      {mark ? (
        <Box
          component="span"
          sx={{
            display: 'block',
            fontSize: '0.75rem',
            lineHeight: 1.25,
            // The warning hue, dark enough for small text (WCAG 1.4.3), as MUI's alerts darken it.
            color: (t) => (t.palette.mode === 'dark' ? t.palette.warning.light : darken(t.palette.warning.main, 0.45)),
            fontWeight: 500,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {mark}
        </Box>
      ) : null}
    </>
  );
}
