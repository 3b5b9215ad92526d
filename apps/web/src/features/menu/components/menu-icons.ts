import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PaymentIcon from '@mui/icons-material/Payment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { RoutedMenuKey } from '../utils/menu-sections.ts';

export const menuIcons: Record<RoutedMenuKey, SvgIconComponent> = {
  ViewProducts: StorefrontIcon,
  Categories: CategoryIcon,
  ViewCart: ShoppingCartIcon,
  CheckOut: ShoppingCartCheckoutIcon,
  OrderHistory: HistoryIcon,
  ProductHistory: ManageSearchIcon,
  AccountSummary: AccountBalanceIcon,
  AccountDetail: ReceiptLongIcon,
  InvoicePayment: PaymentIcon,
  ViewDocuments: DescriptionIcon,
  OrderGuides: EditNoteIcon,
  ShipToMaintenance: LocalShippingIcon,
  AdminPanel: AdminPanelSettingsIcon,
  CustomerUsers: GroupIcon,
  OrderApprovals: FactCheckIcon,
};
