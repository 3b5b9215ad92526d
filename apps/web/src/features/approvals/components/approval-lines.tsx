import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { PendingApproval } from '@provender/contract';
import { formatMoney } from '@provender/rules';

type Line = PendingApproval['lines'][number];

interface ApprovalLinesProps {
  lines: readonly Line[];
  quantities: Record<number, number>;
  onQuantity: (lineNo: number, quantity: number) => void;
}

function QuantityField({
  line,
  value,
  onQuantity,
}: {
  line: Line;
  value: number;
  onQuantity: ApprovalLinesProps['onQuantity'];
}) {
  return (
    <TextField
      size="small"
      type="number"
      value={Number.isFinite(value) ? value : ''}
      onChange={(e) => onQuantity(line.lineNo, e.target.value === '' ? 0 : Number(e.target.value))}
      slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': `Quantity of ${line.description}` } }}
      sx={{ width: 96 }}
    />
  );
}

/** The order's lines with a quantity field each; a phone shows one block per line. */
export function ApprovalLines({ lines, quantities, onQuantity }: ApprovalLinesProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const quantityOf = (line: Line) => quantities[line.lineNo] ?? line.quantity;
  if (phone) {
    return (
      <Stack spacing={1.5} divider={<hr style={{ border: 0, borderTop: '1px solid rgba(0,0,0,0.12)', margin: 0 }} />}>
        {lines.map((line) => (
          <Stack key={line.lineNo} spacing={0.5}>
            <Typography sx={{ fontWeight: 600 }}>{line.description}</Typography>
            <Typography variant="body2" color="text.secondary">
              {line.productCode}
              {line.unitPrice !== null ? ` · ${formatMoney(line.unitPrice)} / ${line.unitOfMeasure_Prc}` : ''}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <QuantityField line={line} value={quantityOf(line)} onQuantity={onQuantity} />
              <Typography>{line.unitOfMeasure}</Typography>
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label="Order lines">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell>Description</TableCell>
          <TableCell>Quantity</TableCell>
          <TableCell>U/M</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell align="right">Extension</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.lineNo}>
            <TableCell>{line.productCode}</TableCell>
            <TableCell>{line.description}</TableCell>
            <TableCell>
              <QuantityField line={line} value={quantityOf(line)} onQuantity={onQuantity} />
            </TableCell>
            <TableCell>{line.unitOfMeasure}</TableCell>
            <TableCell align="right">
              {line.unitPrice !== null ? `${formatMoney(line.unitPrice)} / ${line.unitOfMeasure_Prc}` : ''}
            </TableCell>
            <TableCell align="right">{line.extension !== null ? formatMoney(line.extension) : ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
