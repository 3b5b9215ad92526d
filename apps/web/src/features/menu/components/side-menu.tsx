import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import type { MenuSection } from '../utils/menu-sections.ts';
import { menuIcons } from './menu-icons.ts';
import { MenuSectionList } from './menu-section-list.tsx';
import { SideMenuLink } from './side-menu-link.tsx';

interface SideMenuProps {
  sections: readonly MenuSection[];
  /** The acting customer (for consumers: Pickup or Delivery). */
  customerName: string | null;
  userName: string | null;
  showSwitchCustomer: boolean;
  /** Settings, Switch Customer and Log Out; hidden in punchout sessions (spec 01 section 2). */
  showSystemSection?: boolean;
  onSwitchCustomer: () => void;
  onLogout: () => void;
}

export function SideMenu({
  sections,
  customerName,
  userName,
  showSwitchCustomer,
  showSystemSection = true,
  onSwitchCustomer,
  onLogout,
}: SideMenuProps) {
  return (
    <Box sx={{ overflowY: 'auto', pb: 2 }}>
      {customerName || userName ? (
        <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }} data-testid="menu-customer">
          {customerName ? (
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {customerName}
            </Typography>
          ) : null}
          {userName ? (
            <Typography variant="body2" color="text.secondary">
              {userName}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {sections.map((section) => (
        <MenuSectionList key={section.title} title={section.title}>
          {section.items.map((item) => {
            const Icon = menuIcons[item.key];
            return (
              <SideMenuLink key={item.key} label={item.label} path={item.path} locked={item.locked} icon={<Icon />} />
            );
          })}
        </MenuSectionList>
      ))}
      {showSystemSection ? (
        <SystemSection
          showSwitchCustomer={showSwitchCustomer}
          onSwitchCustomer={onSwitchCustomer}
          onLogout={onLogout}
        />
      ) : null}
    </Box>
  );
}

function SystemSection({
  showSwitchCustomer,
  onSwitchCustomer,
  onLogout,
}: Pick<SideMenuProps, 'showSwitchCustomer' | 'onSwitchCustomer' | 'onLogout'>) {
  return (
    <>
      <Divider />
      <MenuSectionList title="System">
        <SideMenuLink label="Settings" path="/settings" icon={<SettingsIcon />} />
        {showSwitchCustomer ? (
          <ListItem disablePadding>
            <ListItemButton onClick={onSwitchCustomer} sx={{ py: 0.75 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <SwitchAccountIcon />
              </ListItemIcon>
              <ListItemText primary="Switch Customer" />
            </ListItemButton>
          </ListItem>
        ) : null}
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} sx={{ py: 0.75 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Log Out" />
          </ListItemButton>
        </ListItem>
      </MenuSectionList>
    </>
  );
}
