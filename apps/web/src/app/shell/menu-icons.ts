import type SvgIcon from '@mui/material/SvgIcon';
import AccessTime from '@mui/icons-material/AccessTime';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Apartment from '@mui/icons-material/Apartment';
import Assignment from '@mui/icons-material/Assignment';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import Badge from '@mui/icons-material/Badge';
import BeachAccess from '@mui/icons-material/BeachAccess';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ContactPage from '@mui/icons-material/ContactPage';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import Dashboard from '@mui/icons-material/Dashboard';
import DateRange from '@mui/icons-material/DateRange';
import Description from '@mui/icons-material/Description';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Event from '@mui/icons-material/Event';
import EventBusy from '@mui/icons-material/EventBusy';
import EventNote from '@mui/icons-material/EventNote';
import Feed from '@mui/icons-material/Feed';
import Fingerprint from '@mui/icons-material/Fingerprint';
import Folder from '@mui/icons-material/Folder';
import Groups from '@mui/icons-material/Groups';
import Insights from '@mui/icons-material/Insights';
import Mail from '@mui/icons-material/Mail';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Public from '@mui/icons-material/Public';
import Payments from '@mui/icons-material/Payments';
import PendingActions from '@mui/icons-material/PendingActions';
import People from '@mui/icons-material/People';
import PersonPin from '@mui/icons-material/PersonPin';
import Print from '@mui/icons-material/Print';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ReportProblem from '@mui/icons-material/ReportProblem';
import Settings from '@mui/icons-material/Settings';
import Sick from '@mui/icons-material/Sick';
import Summarize from '@mui/icons-material/Summarize';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Verified from '@mui/icons-material/Verified';
import ViewTimeline from '@mui/icons-material/ViewTimeline';
import Workspaces from '@mui/icons-material/Workspaces';
import type { RouteName } from '@lonportal/domain/access/route-table';
import type { MenuGroupId } from './menu';

type Icon = typeof SvgIcon;

/** The icon of each menu entry; the mini drawer shows only these. */
export const ROUTE_ICONS: Partial<Record<RouteName, Icon>> = {
  Dashboard,
  UserAppSettings: Settings,
  PortalFeedAdmin: Feed,
  Kalendarie: CalendarMonth,
  Tidrapport: AccessTime,
  AbsenceReports: Sick,
  Stamplingar: Fingerprint,
  ApproveTime: TaskAlt,
  FK3059Assistent: SupportAgent,
  FK3059Anordnare: AssignmentInd,
  Schedule: DateRange,
  Bemanna: Groups,
  BemOverview: Insights,
  BemBehov: PendingActions,
  BemPlanner: EditCalendar,
  BemTrade: SwapHoriz,
  LeaveApplications: Event,
  LeavePlannerOverview: ViewTimeline,
  LeavePlanner: ViewTimeline,
  AbsenceCalendar: EventBusy,
  Attestera: Verified,
  Compensations: Payments,
  TravelExpenses: DirectionsCar,
  LonebeskedSaldon: ReceiptLong,
  Documents: Folder,
  PresenceStatus: PersonPin,
  Personuppgifter: Badge,
  Messages: Mail,
  TidrapportPrint: Print,
  ErsattningarPrint: Receipt,
  AttestlistaPrint: Assignment,
  ProjektlistaPrint: Workspaces,
  ReserakningPrint: Description,
  NearAccidentsReports: ReportProblem,
  AdminPortalInfo: ContactPage,
  AdminUsers: People,
  AdminRegisters: ContactsOutlined,
  AdminCompanies: Apartment,
  AdminReminders: NotificationsActive,
  AdminAudit: ManageSearch,
  AdminTravelRules: Public,
};

export const GROUP_ICONS: Record<MenuGroupId, Icon> = {
  bemanna: Groups,
  leave: BeachAccess,
  reports: Summarize,
  admin: AdminPanelSettings,
};

export const FALLBACK_ICON: Icon = EventNote;
