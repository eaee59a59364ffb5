import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FileManagerItem } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { useT } from '../../../lib/i18n/index.ts';
import { itemName } from './item-words.ts';

/** The path from the root down to the current folder; every ancestor opens its folder. */
export function FileManagerBreadcrumb({
  path,
  onGo,
}: {
  path: readonly FileManagerItem[];
  onGo(id: string | null): void;
}) {
  const { t } = useT();
  const crumbs = [
    { id: null as string | null, label: t('apps.file-manager.root') },
    ...path.map((p) => ({ id: p.id, label: itemName(p, t) })),
  ];
  return (
    <Breadcrumbs aria-label={t('apps.file-manager.path')}>
      {crumbs.map((c, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={c.id ?? 'root'} color="text.primary" aria-current="page">
            {c.label}
          </Typography>
        ) : (
          <Link key={c.id ?? 'root'} component="button" underline="hover" color="inherit" onClick={() => onGo(c.id)}>
            {c.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
