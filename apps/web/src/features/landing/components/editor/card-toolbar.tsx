import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Hint } from '../../../../components/hint/hint.tsx';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

interface CardToolbarProps {
  position: number;
  count: number;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (by: -1 | 1) => void;
  onInsert: () => void;
}

/** Edit, delete, move left, move right and add a new card after this one. */
export function CardToolbar({ position, count, onEdit, onDelete, onMove, onInsert }: CardToolbarProps) {
  const n = position + 1;
  const tools = [
    { label: `Edit card ${n}`, title: 'Edit', icon: <EditIcon fontSize="small" />, run: onEdit, disabled: false },
    {
      label: `Delete card ${n}`,
      title: 'Delete',
      icon: <DeleteIcon fontSize="small" />,
      run: onDelete,
      disabled: false,
    },
    {
      label: `Move card ${n} left`,
      title: 'Move left',
      icon: <ChevronLeftIcon fontSize="small" />,
      run: () => onMove(-1),
      disabled: position === 0,
    },
    {
      label: `Move card ${n} right`,
      title: 'Move right',
      icon: <ChevronRightIcon fontSize="small" />,
      run: () => onMove(1),
      disabled: position === count - 1,
    },
    {
      label: `Add new card after card ${n}`,
      title: 'Add new card',
      icon: <AddIcon fontSize="small" />,
      run: onInsert,
      disabled: false,
    },
  ];
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={`Card ${n}`}
      sx={{ justifyContent: 'flex-end', borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover', px: 0.5 }}
    >
      {tools.map((t) => (
        <Hint key={t.title} title={t.title}>
          <span>
            <IconButton size="small" aria-label={t.label} onClick={t.run} disabled={t.disabled}>
              {t.icon}
            </IconButton>
          </span>
        </Hint>
      ))}
    </Stack>
  );
}
