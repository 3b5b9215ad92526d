import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { nextSort, type SortState } from './sort-state.ts';

interface SortableHeadProps<K extends string> {
  columns: readonly { key: K; label: string; numeric?: boolean }[];
  sort: SortState<K>;
  onSort: (sort: SortState<K>) => void;
  /** A last heading that does not sort (Documents). */
  trailing?: string;
  /** Headings may wrap onto two lines (a table that must fit beside the menu, decision 171). */
  wrap?: boolean;
}

/**
 * Table headings that sort on click, the same in every table (decision 422): a new column sorts
 * descending, a repeated click toggles. An inactive heading's arrow shows what a click will do.
 */
export function SortableHead<K extends string>({
  columns,
  sort,
  onSort,
  trailing,
  wrap = false,
}: SortableHeadProps<K>) {
  const whiteSpace = wrap ? 'normal' : 'nowrap';
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell
            key={c.key}
            align={c.numeric ? 'right' : 'left'}
            sortDirection={sort.key === c.key ? sort.direction : false}
            sx={{ fontWeight: 600, whiteSpace }}
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
        {trailing ? <TableCell sx={{ fontWeight: 600, whiteSpace }}>{trailing}</TableCell> : null}
      </TableRow>
    </TableHead>
  );
}
