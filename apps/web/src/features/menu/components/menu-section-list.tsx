import type { ReactNode } from 'react';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';

/** A titled group of menu entries. */
export function MenuSectionList({ title, children }: { title: string; children: ReactNode }) {
  const id = `menu-section-${title.toLowerCase()}`;
  return (
    <List
      dense
      aria-labelledby={id}
      subheader={
        <ListSubheader
          id={id}
          disableSticky
          sx={{ lineHeight: '36px', textTransform: 'uppercase', fontSize: 12, letterSpacing: 1 }}
        >
          {title}
        </ListSubheader>
      }
    >
      {children}
    </List>
  );
}
