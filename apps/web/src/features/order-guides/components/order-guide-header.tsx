import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Hint } from '../../../components/hint/hint.tsx';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import type { ReactElement } from 'react';

interface OrderGuideHeaderProps {
  names: readonly string[];
  selected: string | null;
  onSelect: (name: string) => void;
  onCreate: () => void;
  onAddProduct: () => void;
  onDelete: () => void;
  onCopy: () => void;
}

interface Action {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  needsGuide: boolean;
  color?: 'error';
}

/**
 * The guide dropdown (Standard is not offered) and Create New, Add New Product, Delete, Copy.
 * Spec 01 section 9: one row from 810 px, the buttons under the dropdown from 415 px, and icon
 * buttons below that.
 */
export function OrderGuideHeader({
  names,
  selected,
  onSelect,
  onCreate,
  onAddProduct,
  onDelete,
  onCopy,
}: OrderGuideHeaderProps) {
  const wide = useMediaQuery('(min-width: 810px)', { noSsr: true });
  const compact = useMediaQuery('(max-width: 414.98px)', { noSsr: true });
  const actions: Action[] = [
    { label: 'Create New', icon: <AddIcon />, onClick: onCreate, needsGuide: false },
    { label: 'Add New Product', icon: <PlaylistAddIcon />, onClick: onAddProduct, needsGuide: true },
    { label: 'Delete', icon: <DeleteOutlinedIcon />, onClick: onDelete, needsGuide: true, color: 'error' },
    { label: 'Copy', icon: <ContentCopyIcon />, onClick: onCopy, needsGuide: true },
  ];
  return (
    <Box
      sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column', alignItems: wide ? 'center' : 'stretch', gap: 2 }}
    >
      <TextField
        select
        label="Order Guide"
        size="small"
        value={selected ?? ''}
        disabled={names.length === 0}
        onChange={(e) => onSelect(e.target.value)}
        sx={{ minWidth: 220, flex: wide ? '0 1 320px' : undefined }}
      >
        {names.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: compact ? 'space-between' : 'flex-start' }}>
        {actions.map((a) =>
          compact ? (
            <Hint key={a.label} title={a.label}>
              <span>
                <IconButton
                  aria-label={a.label}
                  color={a.color ?? 'primary'}
                  onClick={a.onClick}
                  disabled={a.needsGuide && selected === null}
                >
                  {a.icon}
                </IconButton>
              </span>
            </Hint>
          ) : (
            <Button
              key={a.label}
              variant={a.label === 'Create New' ? 'contained' : 'outlined'}
              color={a.color ?? 'primary'}
              startIcon={a.icon}
              onClick={a.onClick}
              disabled={a.needsGuide && selected === null}
            >
              {a.label}
            </Button>
          ),
        )}
      </Box>
    </Box>
  );
}
