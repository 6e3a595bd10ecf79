import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AddBox from '@mui/icons-material/AddBox';
import AddCard from '@mui/icons-material/AddCard';
import Analytics from '@mui/icons-material/Analytics';
import Api from '@mui/icons-material/Api';
import Assessment from '@mui/icons-material/Assessment';
import Badge from '@mui/icons-material/Badge';
import Calculate from '@mui/icons-material/Calculate';
import Campaign from '@mui/icons-material/Campaign';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EditNote from '@mui/icons-material/EditNote';
import Group from '@mui/icons-material/Group';
import Handshake from '@mui/icons-material/Handshake';
import Inventory from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Map from '@mui/icons-material/Map';
import Palette from '@mui/icons-material/Palette';
import Place from '@mui/icons-material/Place';
import Public from '@mui/icons-material/Public';
import RequestQuote from '@mui/icons-material/RequestQuote';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Rule from '@mui/icons-material/Rule';
import Scale from '@mui/icons-material/Scale';
import Settings from '@mui/icons-material/Settings';
import Share from '@mui/icons-material/Share';
import Storefront from '@mui/icons-material/Storefront';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Tune from '@mui/icons-material/Tune';
import VpnKey from '@mui/icons-material/VpnKey';
import Warehouse from '@mui/icons-material/Warehouse';

const ICONS: Record<string, SvgIconComponent> = {
  dashboard: Dashboard,
  shipments: LocalShipping,
  newQuote: Calculate,
  newShipment: AddBox,
  myTransactions: SwapHoriz,
  stores: Storefront,
  addFunds: AddCard,
  fiscalData: Badge,
  referrals: Share,
  overweights: Scale,
  invoices: ReceiptLong,
  users: Group,
  transactions: SwapHoriz,
  reports: Assessment,
  notices: Campaign,
  carriers: LocalShipping,
  waybills: Description,
  bankAccounts: AccountBalance,
  paymentProofs: RequestQuote,
  settings: Settings,
  branding: Palette,
  analytics: Analytics,
  countries: Public,
  manualShipments: EditNote,
  zones: Map,
  pickups: Warehouse,
  csds: VpnKey,
  providers: Handshake,
  validators: Rule,
  systemSettings: Tune,
  addresses: Place,
  packages: Inventory,
  preferences: Tune,
  externalApis: Api,
  ownAgreements: Handshake,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Description;
  return <Icon fontSize="small" />;
}
