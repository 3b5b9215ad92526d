import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { nextSort, type SortState } from '../../../components/table-sort/sort-state.ts';

interface SortableHeadProps<K extends string> {
  columns: readonly { key: K; label: string; numeric?: boolean }[];
  sort: SortState<K>;
  onSort: (sort: SortState<K>) => void;
  /** A last heading that does not sort (Documents). */
  trailing?: string;
}

/** Table headings that sort on click: descending first, a second click on a descending column ascends. */
export function SortableHead<K extends string>({ columns, sort, onSort, trailing }: SortableHeadProps<K>) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell
            key={c.key}
            align={c.numeric ? 'right' : 'left'}
            sortDirection={sort.key === c.key ? sort.direction : false}
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            <TableSortLabel
              active={sort.key === c.key}
              direction={sort.key === c.key ? sort.direction : 'desc'}
              onClick={() => onSort(nextSort(sort, c.key))}
            >
              {c.label}
            </TableSortLabel>
          </TableCell>
        ))}
        {trailing ? <TableCell sx={{ fontWeight: 600 }}>{trailing}</TableCell> : null}
      </TableRow>
    </TableHead>
  );
}
