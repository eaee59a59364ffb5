import type { SvgIconProps } from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PlaceIcon from '@mui/icons-material/Place';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import BadgeIcon from '@mui/icons-material/Badge';
import GroupsIcon from '@mui/icons-material/Groups';
import PaymentsIcon from '@mui/icons-material/Payments';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import SettingsIcon from '@mui/icons-material/Settings';
import AppsIcon from '@mui/icons-material/Apps';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import LinkIcon from '@mui/icons-material/Link';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import WorkOutlineIcon from '@mui/icons-material/Work';
import LogoutIcon from '@mui/icons-material/Logout';

/** Icon names used by the navigation, shortcuts and inbox items, mapped to MUI icons. */
const ICONS = {
  dashboard: DashboardIcon,
  insights: InsightsIcon,
  admin: AdminPanelSettingsIcon,
  project: WorkOutlineIcon,
  roster: CalendarMonthIcon,
  calendar: CalendarMonthIcon,
  location: PlaceIcon,
  client: BusinessIcon,
  certificate: WorkspacePremiumIcon,
  employee: BadgeIcon,
  'part-timer': GroupsIcon,
  finance: PaymentsIcon,
  report: AssessmentIcon,
  migration: CloudUploadIcon,
  settings: SettingsIcon,
  apps: AppsIcon,
  mail: MailIcon,
  bell: NotificationsIcon,
  person: PersonIcon,
  link: LinkIcon,
  bookmark: BookmarkIcon,
  logout: LogoutIcon,
} as const;

export const ICON_NAMES = Object.keys(ICONS) as Array<keyof typeof ICONS>;

export function NavIcon({ name, ...props }: { name?: string | null } & SvgIconProps) {
  const key = (name ?? '').replace(/^.*:/, '');
  const Icon = (ICONS as Record<string, typeof DashboardIcon>)[key] ?? BookmarkIcon;
  return <Icon {...props} />;
}
