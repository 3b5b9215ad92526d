import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OpenReceivableItem } from '@provender/contract';
import { Decimal, formatMoney, formatUsDate } from '@provender/rules';
import { warningTextColor } from '../../../components/theme/create-app-theme.ts';
import {
  canContinue,
  entryFor,
  fullBalance,
  isPastDue,
  selectionTotal,
  withPastDue,
  type Selection,
} from '../utils/payment-selection.ts';

interface Props {
  items: OpenReceivableItem[];
  selection: Selection;
  /** The browser's calendar day (YYYY-MM-DD): what is past due is due before it. */
  today: string;
  onChange: (selection: Selection) => void;
  onOpen: (item: OpenReceivableItem) => void;
  onContinue: () => void;
}

/**
 * "Due 03/15/2026", and "Past due" in the warning text colour once that day has gone: after a dot
 * in a phone's caption line, on a line of its own in the wide screen's column.
 */
function DueDate({ item, today, inline }: { item: OpenReceivableItem; today: string; inline: boolean }) {
  return (
    <>
      Due {formatUsDate(item.dueDate)}
      {isPastDue(item, today) ? (
        <Box
          component="span"
          sx={{ color: (theme) => warningTextColor(theme), fontWeight: 600, display: inline ? 'inline' : 'block' }}
        >
          {inline ? ' · Past due' : 'Past due'}
        </Box>
      ) : null}
    </>
  );
}

/**
 * Step 1: tick items (full balance) or type an amount (0 deselects); Continue follows the rules.
 * Select All Past Due ticks every item past its due date at once. On a phone each item shows its
 * due date (and P.O. when it has one) under its name.
 */
export function SelectPaymentsStep({ items, selection, today, onChange, onOpen, onContinue }: Props) {
  const set = (arCode: string, entry: Selection[string] | null) => {
    const next = { ...selection };
    if (entry) next[arCode] = entry;
    else delete next[arCode];
    onChange(next);
  };
  const total = selectionTotal(selection);
  const pastDue = items.filter((item) => isPastDue(item, today));
  const pastDueTotal = pastDue.reduce((sum, item) => sum.plus(item.balance), new Decimal(0));
  const allPastDueSelected = pastDue.every((item) => selection[item.arCode]?.apply === fullBalance(item).apply);
  return (
    <Box>
      {pastDue.length > 0 ? (
        <PastDueBar
          count={pastDue.length}
          total={pastDueTotal}
          allSelected={allPastDueSelected}
          onSelectAll={() => onChange(withPastDue(selection, items, today))}
        />
      ) : null}
      <Box role="list" aria-label="Open A/R items" sx={{ display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <PayableRow
            key={item.arCode}
            item={item}
            entry={selection[item.arCode]}
            today={today}
            onSet={(entry) => set(item.arCode, entry)}
            onOpen={onOpen}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 2 }}>
        <Typography variant="h6" component="p" data-testid="payment-total">
          Total {formatMoney(total)}
        </Typography>
        <Button variant="contained" disabled={!canContinue(selection)} onClick={onContinue}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}

function PastDueBar({
  count,
  total,
  allSelected,
  onSelectAll,
}: {
  count: number;
  total: Decimal;
  allSelected: boolean;
  onSelectAll: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: 1,
        pb: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" data-testid="past-due-summary">
        {count} {count === 1 ? 'item' : 'items'} past due ·{' '}
        <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(total)}
        </Box>
      </Typography>
      <Button variant="outlined" size="small" disabled={allSelected} onClick={onSelectAll}>
        Select All Past Due
      </Button>
    </Box>
  );
}

/** One open item: tick for its full balance, or type the amount to apply. */
function PayableRow({
  item,
  entry,
  today,
  onSet,
  onOpen,
}: {
  item: OpenReceivableItem;
  entry: Selection[string] | undefined;
  today: string;
  onSet: (entry: Selection[string] | null) => void;
  onOpen: (item: OpenReceivableItem) => void;
}) {
  const label = `${item.type} ${item.reference}`;
  return (
    <Box
      role="listitem"
      data-testid={`payable-${item.reference}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1.4fr 1fr 1fr 1fr 160px' },
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        checked={entry !== undefined}
        onChange={(e) => onSet(e.target.checked ? fullBalance(item) : null)}
        slotProps={{ input: { 'aria-label': `Pay ${label}` } }}
        sx={{ gridRow: { xs: 'span 2', sm: 'auto' } }}
      />
      <PayableName item={item} label={label} today={today} onOpen={onOpen} />
      <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {formatUsDate(item.invoiceDate)}
      </Typography>
      <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
        <DueDate item={item} today={today} inline={false} />
      </Typography>
      <Typography variant="body2" sx={{ textAlign: { sm: 'right' }, fontVariantNumeric: 'tabular-nums' }}>
        <Box component="span" sx={{ display: { sm: 'none' } }}>
          Balance{' '}
        </Box>
        {formatMoney(item.balance)}
      </Typography>
      <TextField
        size="small"
        label="Apply"
        value={entry?.apply ?? ''}
        onChange={(e) => onSet(e.target.value === '' ? null : entryFor(item, e.target.value))}
        error={!!entry?.helperText}
        helperText={entry?.helperText ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Amount for ${label}` } }}
        sx={{ gridColumn: { xs: '2', sm: 'auto' } }}
      />
    </Box>
  );
}

/** The item's name (opens its detail); on a phone its due date under it, with the P.O. when there is one. */
function PayableName({
  item,
  label,
  today,
  onOpen,
}: {
  item: OpenReceivableItem;
  label: string;
  today: string;
  onOpen: (item: OpenReceivableItem) => void;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link component="button" type="button" variant="body1" onClick={() => onOpen(item)} sx={{ textAlign: 'left' }}>
        {label}
      </Link>
      {/* On a phone the due date has no column of its own: it goes here, with the P.O. when there is one. */}
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        data-testid="payable-caption"
        sx={{ display: { xs: 'block', sm: item.po_number ? 'block' : 'none' } }}
      >
        <Box component="span" sx={{ display: { sm: 'none' } }}>
          <DueDate item={item} today={today} inline />
          {item.po_number ? ' · ' : null}
        </Box>
        {item.po_number ? `P.O. ${item.po_number}` : null}
      </Typography>
    </Box>
  );
}
