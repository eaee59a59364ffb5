import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import AddIcon from '@mui/icons-material/Add';
import { errorText, PageHeader } from './list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';

/** The parts of a management list page around its toolbar and grid. */

/** The contained "create" link of a list (header or empty state). */
export function CreateButton({
  to,
  icon = <AddIcon />,
  children,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={icon}>
      {children}
    </Button>
  );
}

/** The error above a list whose load failed, with Retry when asked. */
export function LoadErrorAlert({
  query,
  retry = false,
  children,
}: {
  query: { isError: boolean; refetch(): unknown };
  retry?: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  if (!query.isError) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={retry ? <Button onClick={() => void query.refetch()}>{t('management.retry')}</Button> : undefined}
    >
      {children}
    </Alert>
  );
}

/** LoadErrorAlert with the list's own error text (errorText). */
export function ListLoadError({
  list,
  retry = false,
}: {
  list: { isError: boolean; error: unknown; refetch(): unknown };
  retry?: boolean;
}) {
  const { t } = useT();
  return (
    <LoadErrorAlert query={list} retry={retry}>
      {errorText(list.error, t)}
    </LoadErrorAlert>
  );
}

/** The one-line notice of a list page (an export that failed, a file uploaded), closed by itself. */
export function NoticeSnackbar({
  notice,
  onClose,
  hideAfter,
}: {
  notice: string | null;
  onClose(): void;
  hideAfter: number;
}) {
  return <Snackbar open={notice !== null} autoHideDuration={hideAfter} onClose={onClose} message={notice} />;
}

/** A list page: its padding and header (title, subtitle, actions); the toolbar, grid and dialogs as children. */
export function ListPage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Box>
  );
}

/** The name cell of a list: a link to the record (not also a row click), "Archived" after it. */
export function RecordLink({ to, archived, children }: { to: string; archived: boolean; children: ReactNode }) {
  const { t } = useT();
  return (
    <Link
      component={RouterLink}
      to={to}
      onClick={(e) => e.stopPropagation()}
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {children}
      {archived && <Chip size="small" label={t('management.archived.label')} sx={{ ml: 1 }} />}
    </Link>
  );
}
