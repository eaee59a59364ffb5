import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@wf/shared/contracts/admin/admin';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { auditDiff } from './audit-diff.ts';
import { AuditSentence } from './audit-sentence.tsx';
import { formatDateTime } from './labels.ts';

/** Who did it: the actor's name, or a deleted user, or the system / an applicant. */
export const actorLabel = (t: TFunction, e: AuditEntry): string =>
  e.actorName ?? t(e.actorId ? 'admin.audit.deletedUser' : 'admin.audit.system');

const CHANGE_KEYS = { added: 'admin.audit.kind.added', removed: 'admin.audit.kind.removed', changed: 'admin.audit.kind.changed' } as const;

/** Before and after of one entry, key by key. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose(): void }) {
  const { t, lang } = useT();
  const rows = auditDiff(entry.before, entry.after);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-entry-title">
      <DialogTitle id="audit-entry-title">
        <AuditSentence entry={entry} />
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.audit.by', { time: formatDateTime(entry.at, lang), actor: actorLabel(t, entry) })}
        </Typography>
        {rows.length === 0 ? (
          <Typography>{t('admin.audit.noValues')}</Typography>
        ) : (
          <Table size="small" aria-label={t('admin.audit.changes')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.audit.field')}</TableCell>
                <TableCell>{t('admin.audit.before')}</TableCell>
                <TableCell>{t('admin.audit.after')}</TableCell>
                <TableCell>{t('admin.audit.change')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell sx={{ fontWeight: 600 }}>{r.key}</TableCell>
                  <TableCell
                    sx={{
                      fontFamily: 'monospace',
                      wordBreak: 'break-all',
                      color: r.change === 'removed' || r.change === 'changed' ? 'error.main' : undefined,
                    }}
                  >
                    {r.before}
                  </TableCell>
                  <TableCell
                    sx={{
                      fontFamily: 'monospace',
                      wordBreak: 'break-all',
                      color: r.change === 'added' || r.change === 'changed' ? 'success.main' : undefined,
                    }}
                  >
                    {r.after}
                  </TableCell>
                  <TableCell>
                    {r.change === 'same' ? (
                      ''
                    ) : (
                      <Chip
                        size="small"
                        label={t(CHANGE_KEYS[r.change])}
                        color={r.change === 'changed' ? 'warning' : r.change === 'added' ? 'success' : 'error'}
                        variant="outlined"
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
