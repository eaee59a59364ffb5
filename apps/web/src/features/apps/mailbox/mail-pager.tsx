import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { MailList as MailListData } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { useT } from '../../../lib/i18n/index.ts';

/** The list's heading with "1-10 of 23" and the previous/next page buttons. */
export function MailPager({
  title,
  pagination,
  onPage,
}: {
  title: string;
  pagination: MailListData['pagination'] | undefined;
  onPage(page: number): void;
}) {
  const { t } = useT();
  const full = pagination && 'totalResults' in pagination ? pagination : null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {full && full.totalResults > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('apps.mailbox.range', { from: full.startIndex + 1, to: full.endIndex + 1, total: full.totalResults })}
          </Typography>
          <IconButton size="small" aria-label={t('apps.mailbox.previous')} disabled={full.currentPage <= 1} onClick={() => onPage(full.currentPage - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton size="small" aria-label={t('apps.mailbox.next')} disabled={full.currentPage >= full.lastPage} onClick={() => onPage(full.currentPage + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </>
      )}
    </Stack>
  );
}
