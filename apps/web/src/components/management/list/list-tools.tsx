import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ApiError } from '../../../lib/api.ts';
import { useT, type TFunction } from '../../../lib/i18n/index.ts';
import { saveFile } from '../../../lib/call.ts';
import type { DownloadedFile } from '@wf/shared/api/endpoint';
import { EXPORT_FORMATS, type ExportFormat } from '@wf/shared/contracts/common/list-query';

/** Shared pieces of the management lists and forms (clients, projects, locations, certificates). */

/** An option of a select: a string is its own label. */
export type SelectOption = string | { value: string; label: ReactNode };

/** The MenuItems of a select's options. */
export function menuOptions(options: readonly SelectOption[]): ReactElement[] {
  return options.map((o) => {
    const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
    return (
      <MenuItem key={value} value={value}>
        {label}
      </MenuItem>
    );
  });
}

/** Records with an id and a name (API option lists) as select options. */
export function idNameOptions(items: readonly { id: string; name: string }[] | undefined): SelectOption[] {
  return (items ?? []).map((i) => ({ value: i.id, label: i.name }));
}

/** Debounces a value (search boxes). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Validation keys of the shared contracts as text: the one map of lib/i18n (src/locales `validation`). */
export { messageText, useMessageText } from '../../../lib/i18n/index.ts';

/** An API error as one line for an alert. */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) return err.message;
  return err instanceof Error ? err.message : t('common.somethingWrong');
}

const EXPORT_FORMAT_KEYS: Record<ExportFormat, string> = {
  csv: 'management.exportCsv',
  xlsx: 'management.exportXlsx',
};

/**
 * "Export" with CSV and XLSX: downloads the current view (filters, sort, visible columns).
 * `layout="buttons"` shows the two formats as buttons (CSV, XLSX) instead of a menu.
 */
export function ExportButton({
  download,
  base,
  formats = EXPORT_FORMATS,
  disabled = false,
  onError,
  layout = 'menu',
}: {
  /** Fetches the export in a format (the feature's typed call). */
  download: (format: ExportFormat) => Promise<DownloadedFile>;
  base: string;
  /** The formats the endpoint writes (both by default). */
  formats?: readonly ExportFormat[];
  /** While the view cannot be exported (e.g. its filters are contradictory). */
  disabled?: boolean;
  onError(message: string): void;
  layout?: 'menu' | 'buttons';
}) {
  const { t } = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      saveFile(await download(format), `${base}.${format}`);
    } catch (err) {
      onError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  if (layout === 'buttons') {
    return (
      <ButtonGroup variant="outlined" size="small" aria-label={t('common.export')}>
        <Button startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run('csv')}>
          CSV
        </Button>
        <Button startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run('xlsx')}>
          XLSX
        </Button>
      </ButtonGroup>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={busy || disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {t('common.export')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            {t(EXPORT_FORMAT_KEYS[format])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Page title, subtitle and actions. */
export function PageHeader({
  title,
  chips,
  subtitle,
  actions,
}: {
  title: ReactNode;
  /** The record's status chips: on the line under the title, before the subtitle. */
  chips?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  // Title and actions share a row while both fit (the title keeps at least 320 px); otherwise the
  // actions move, all together, to their own row under the title: never one button left alone.
  return (
    <Box
      data-testid="page-header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 2, mb: 3 }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '1.875rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {(chips || subtitle) && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}
          >
            {chips}
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Stack>
        )}
      </Box>
      {actions && (
        <Stack
          data-testid="page-header-actions"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flex: '0 1 auto', flexWrap: 'wrap', rowGap: 1 }}
        >
          {actions}
        </Stack>
      )}
    </Box>
  );
}

/** "List / record" above a record's header: the way back to its list. */
export function Breadcrumb({ to, list, current }: { to: string; list: string; current: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={to}>
        {list}
      </Link>{' '}
      / {current}
    </Typography>
  );
}

/** What an empty list says and offers. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Stack
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'center', height: '100%', p: 4, textAlign: 'center' }}
    >
      {icon && <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}>{icon}</Box>}
      <Typography variant="h6">{title}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {text}
      </Typography>
      {action && <Box sx={{ pt: 1, pointerEvents: 'auto' }}>{action}</Box>}
    </Stack>
  );
}

/** The one date formatter (DD/MM/YYYY, Singapore time): @wf/shared/domain/format. */
export { formatDate, formatDateTime } from '@wf/shared/domain/format';
