import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import type { ClientDetail } from '@wf/shared/contracts/clients/clients';
import { formatDate } from '@wf/shared/domain/format';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { PROJECT_STATUS } from '@wf/shared/enums/records';
import { AddDoNotSendButton } from './add-do-not-send-dialog.tsx';
import { RemoveDoNotSendButton } from './client-actions.tsx';
import { projectPages } from '@wf/shared/contracts/projects/pages';

function Caption({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary">
      {children}
    </Typography>
  );
}

export function ClientDetailsCard({ client: c }: { client: ClientDetail }) {
  const { t } = useT();
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t('clients.detail.details')}
      </Typography>
      <Caption>{t('clients.detail.billingAddress')}</Caption>
      <Typography sx={{ mb: 1 }}>{c.billingFormattedAddress ?? t('common.dash')}</Typography>
      <Caption>{t('clients.detail.paymentTerms')}</Caption>
      <Typography sx={{ mb: 1 }}>{t('clients.termsDays', { count: c.paymentTermsDays })}</Typography>
      <StatementRecipientLine client={c} />
      {c.notes && (
        <>
          <Caption>{t('common.notes')}</Caption>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.notes}</Typography>
        </>
      )}
    </Paper>
  );
}

/** "Statements go to": the address "Send to client" mails a billing statement to, and why that one. */
function StatementRecipientLine({ client: c }: { client: ClientDetail }) {
  const { t } = useT();
  const r = c.statementRecipient;
  return (
    <Box sx={{ mb: 1 }} data-testid="statement-recipient">
      <Caption>{t('clients.detail.statementsTo')}</Caption>
      {r ? (
        <>
          <Typography>
            {r.name ? `${r.name} · ` : ''}
            <Link href={`mailto:${r.email}`}>{r.email}</Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`clients.detail.statementsSource.${r.source}`)}
          </Typography>
        </>
      ) : (
        <Typography color="warning.main">{t('clients.detail.statementsNobody')}</Typography>
      )}
    </Box>
  );
}

export function ClientContactsCard({ client: c }: { client: ClientDetail }) {
  const { t } = useT();
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t('clients.detail.contacts')}
      </Typography>
      {c.contacts.length === 0 ? (
        <Typography color="text.secondary">{t('clients.detail.noContacts')}</Typography>
      ) : (
        <Table size="small" aria-label={t('clients.detail.contacts')}>
          <TableBody>
            {c.contacts.map((k) => (
              <TableRow key={k.id}>
                <TableCell>
                  <strong>{k.name}</strong>
                  {k.receivesStatements && (
                    <Chip size="small" color="primary" variant="outlined" label={t('clients.detail.statementsChip')} sx={{ ml: 1 }} />
                  )}
                  {k.title && (
                    <Typography variant="body2" color="text.secondary">
                      {k.title}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{k.email ? <Link href={`mailto:${k.email}`}>{k.email}</Link> : t('common.dash')}</TableCell>
                <TableCell>{k.phone ?? t('common.dash')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

export function ClientProjectsCard({ client: c }: { client: ClientDetail }) {
  const { t } = useT();
  return (
    <Paper variant="outlined">
      <Typography variant="h6" sx={{ p: 2 }}>
        {t('clients.detail.projects')}
      </Typography>
      {c.projects.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('clients.detail.noProjects')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('clients.detail.projectsLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('clients.detail.code')}</TableCell>
              <TableCell>{t('clients.detail.project')}</TableCell>
              <TableCell>{t('common.status')}</TableCell>
              <TableCell>{t('clients.detail.start')}</TableCell>
              <TableCell>{t('clients.detail.end')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {c.projects.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell>{p.code}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={projectPages.record(p.id)}>
                    {p.name}
                  </Link>
                  {p.archived && <Chip size="small" label={t('clients.archived')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{t(PROJECT_STATUS.key(p.status))}</TableCell>
                <TableCell>{formatDate(p.startDate)}</TableCell>
                <TableCell>{p.endDate ? formatDate(p.endDate) : t('clients.detail.openEnded')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** The workers the client does not want sent to it, with add and remove for those who may. */
export function DoNotSendCard({ client: c }: { client: ClientDetail }) {
  const { t } = useT();
  const can = useCan();
  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Box>
          <Typography variant="h6">{t('clients.dns.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('clients.dns.text')}
          </Typography>
        </Box>
        {can(clientEndpoints.addDoNotSend) && <AddDoNotSendButton clientId={c.id} />}
      </Stack>
      {c.doNotSend.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('clients.dns.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('clients.dns.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('clients.dns.worker')}</TableCell>
              <TableCell>{t('clients.dns.reason')}</TableCell>
              <TableCell>{t('clients.dns.date')}</TableCell>
              <TableCell>{t('clients.dns.by')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {c.doNotSend.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  {d.workerName}
                  {d.employeeCode && (
                    <Typography variant="body2" color="text.secondary">
                      {d.employeeCode}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{d.reason}</TableCell>
                <TableCell>{formatDate(d.addedOn)}</TableCell>
                <TableCell>{d.addedByName ?? t('common.dash')}</TableCell>
                <TableCell align="right">
                  {can(clientEndpoints.removeDoNotSend) && (
                    <RemoveDoNotSendButton clientId={c.id} entryId={d.id} name={d.workerName} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
