import { useRef, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MoneyValue } from '@provender/rules';
import { CartButton } from './cart-button.tsx';
import { PhoneSearch } from './phone-search.tsx';
import { SearchBox } from './search-box.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useRouteFocus } from './use-route-focus.ts';

export const drawerWidth = 272;
/** The app bar's second row (the next delivery, decision 501). */
export const subBarHeight = 32;

export interface AppShellProps {
  title: string;
  logoSrc: string;
  /** The logo links home except in punchout sessions. */
  logoLinksHome: boolean;
  /** Side menu content; null for public users, who get neither menu button nor drawer. */
  menu: ReactNode | null;
  search: { value: string; onSearch: (text: string) => void } | null;
  /** The cart's line count and total (null when pricing is hidden); null hides the button. */
  cart: { lineCount: number; total: MoneyValue | null } | null;
  showLogIn: boolean;
  /** A second row of the app bar, one short line (the next delivery); null for none. */
  subBar?: ReactNode | null;
  children: ReactNode;
}

/** App bar, side menu (permanent from 1200 px, temporary below) and the main area. */
export function AppShell(props: AppShellProps) {
  const { title, logoSrc, logoLinksHome, menu, search, cart, showLogIn, subBar = null, children } = props;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const location = useLocation();
  // The temporary drawer stays open only on the page it was opened on, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const drawerOpen = openedAt === location.key;
  const permanent = wide && menu !== null;
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);

  // Under the fixed bar: the first row's height and, with a second row, its height too.
  const barSpace = (
    <>
      <Toolbar />
      {subBar ? <Box sx={{ height: subBarHeight }} /> : null}
    </>
  );
  const logo = <Box component="img" src={logoSrc} alt={title} sx={{ height: 40, width: 40, display: 'block' }} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <AppBar position="fixed" sx={{ zIndex: (t) => (permanent ? t.zIndex.drawer + 1 : t.zIndex.appBar) }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          {menu !== null && !permanent ? (
            <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={() => setOpenedAt(location.key)}>
              <MenuIcon />
            </IconButton>
          ) : null}
          {logoLinksHome ? (
            <Box component={RouterLink} to="/" aria-label="Home" sx={{ display: 'flex', borderRadius: '50%' }}>
              {logo}
            </Box>
          ) : (
            logo
          )}
          <Typography
            variant="h6"
            component="div"
            noWrap
            sx={{ ml: 1, display: { xs: 'none', sm: 'block' }, flexShrink: 1, minWidth: 0 }}
          >
            {title}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <BarActions search={search} phone={phone} cart={cart} showLogIn={showLogIn} />
        </Toolbar>
        {subBar ? (
          <Box sx={{ height: subBarHeight, bgcolor: 'rgba(0, 0, 0, 0.2)', color: 'inherit', overflow: 'hidden' }}>
            {subBar}
          </Box>
        ) : null}
      </AppBar>

      {menu !== null ? (
        <SideMenu
          permanent={permanent}
          open={permanent || drawerOpen}
          onClose={() => setOpenedAt(null)}
          barSpace={barSpace}
        >
          {menu}
        </SideMenu>
      ) : null}

      <Box
        component="main"
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', '&:focus': { outline: 'none' } }}
      >
        {barSpace}
        <Box sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>{children}</Box>
      </Box>
    </Box>
  );
}

/** Search (a button that opens it on phones), the cart button and Log In. */
function BarActions({
  search,
  phone,
  cart,
  showLogIn,
}: Pick<AppShellProps, 'search' | 'cart' | 'showLogIn'> & { phone: boolean }) {
  return (
    <>
      {search && phone ? <PhoneSearch value={search.value} onSearch={search.onSearch} /> : null}
      {search && !phone ? (
        <Box role="search">
          <SearchBox appearance="appbar" value={search.value} onSearch={search.onSearch} />
        </Box>
      ) : null}
      {cart ? <CartButton lineCount={cart.lineCount} total={cart.total} /> : null}
      {showLogIn ? (
        <Button
          color="inherit"
          variant="outlined"
          component={RouterLink}
          to="/login"
          sx={{ ml: 1, flexShrink: 0, borderColor: 'rgba(255,255,255,0.7)' }}
        >
          Log In
        </Button>
      ) : null}
    </>
  );
}

/** The side menu: a permanent column from 1200 px, a temporary drawer below. */
function SideMenu({
  permanent,
  open,
  onClose,
  barSpace,
  children,
}: {
  permanent: boolean;
  open: boolean;
  onClose: () => void;
  barSpace: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      // The permanent drawer is fixed to the window; its column (border and surface) runs the
      // page's whole height, so a long page never shows the menu's edge stopping part way down.
      sx={
        permanent
          ? {
              width: drawerWidth,
              flexShrink: 0,
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
            }
          : undefined
      }
    >
      <Drawer
        variant={permanent ? 'permanent' : 'temporary'}
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        // On narrow screens the drawer is a dialog, which needs a name (WCAG 4.1.2).
        slotProps={{
          paper: {
            // The permanent column draws the border, one pixel right of the paper.
            sx: {
              width: permanent ? drawerWidth - 1 : drawerWidth,
              boxSizing: 'border-box',
              ...(permanent ? { borderRight: 'none' } : {}),
            },
            ...(permanent ? {} : { 'aria-label': 'Main menu' }),
          },
        }}
      >
        {permanent ? barSpace : null}
        {children}
      </Drawer>
    </Box>
  );
}
