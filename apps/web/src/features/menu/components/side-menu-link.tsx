import type { ReactNode } from 'react';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import LockIcon from '@mui/icons-material/Lock';
import { NavLink, useLocation } from 'react-router';

interface SideMenuLinkProps {
  label: string;
  path: string;
  icon: ReactNode;
  locked?: boolean;
}

/** One menu entry; a locked entry is shown greyed with a lock and cannot be opened. */
export function SideMenuLink({ label, path, icon, locked = false }: SideMenuLinkProps) {
  const { pathname } = useLocation();
  const current = pathname === path || pathname.startsWith(`${path}/`);
  if (locked) {
    return (
      <ListItem disablePadding>
        <ListItemButton disabled aria-disabled title={`${label} (locked)`} sx={{ py: 0.75 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
          <ListItemText primary={label} />
          <LockIcon fontSize="small" aria-label="Locked" />
        </ListItemButton>
      </ListItem>
    );
  }
  // A list holds only list items (WCAG 1.3.1): the link sits inside one.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={path}
        selected={current}
        sx={{
          py: 0.75,
          '&.Mui-selected': { color: 'primary.dark', '& .MuiListItemIcon-root': { color: 'primary.main' } },
          '&.Mui-selected .MuiListItemText-primary': { fontWeight: 600 },
        }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
