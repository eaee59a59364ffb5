import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import WarningIcon from '@mui/icons-material/Warning';
import type { ProjectDetail } from '@wf/shared/contracts/projects/projects';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { hourlyMargin, isPayAboveBill } from '@wf/shared/domain/projects/project-rules';
import { formatSgd } from '@wf/shared/domain/money';
import { formatDate, formatDateTime } from '@wf/shared/domain/format';
import { BILLING_MODE } from '@wf/shared/enums/records';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { PayHidden } from '../../components/management/access/pay-hidden.tsx';
import { clientPages } from '@wf/shared/contracts/clients/pages';
import { locationPages } from '@wf/shared/contracts/locations/pages';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/** Client, dates, manager, budget, headcount, description and the record's times. */
export function ProjectFacts({ project: p }: { project: ProjectDetail }) {
  const { t, lang } = useT();
  const dash = t('common.dash');
  const totalHeads = p.positions.reduce((s, x) => s + x.headcount, 0);
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Fact label={t('projects.detail.client')}>
            <Link component={RouterLink} to={clientPages.record(p.clientId)}>
              {p.clientName}
            </Link>
          </Fact>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Fact label={t('projects.detail.dates')}>
            {formatDate(p.startDate)} – {p.endDate ? formatDate(p.endDate) : t('projects.detail.openEndedLower')}
          </Fact>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Fact label={t('projects.detail.manager')}>{p.managerName ?? dash}</Fact>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Fact label={t('projects.detail.budget')}>{p.budgetCents === null ? dash : formatSgd(p.budgetCents)}</Fact>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Fact label={t('projects.form.billingMode')}>{t(BILLING_MODE.key(p.billingMode))}</Fact>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Fact label={t('projects.detail.headcount')}>{totalHeads}</Fact>
        </Grid>
        {p.description && (
          <Grid size={12}>
            <Fact label={t('projects.detail.description')}>{p.description}</Fact>
          </Grid>
        )}
        <Grid size={12}>
          <Typography variant="caption" color="text.secondary">
            {t('projects.detail.createdUpdated', {
              created: formatDateTime(p.createdAt, lang),
              updated: formatDateTime(p.updatedAt, lang),
            })}
          </Typography>
        </Grid>
      </Grid>
    </Paper>
  );
}

/** The positions with pay, bill and margin per hour; a warning where pay is above bill. */
export function ProjectPositionsTable({ project: p }: { project: ProjectDetail }) {
  const { t } = useT();
  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Box sx={{ p: 2 }}>
        <Typography variant="h6">{t('projects.detail.positions')}</Typography>
      </Box>
      {p.positions.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('projects.detail.noPositions')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('projects.detail.positions')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('projects.detail.position')}</TableCell>
              <TableCell align="right">{t('projects.detail.payHour')}</TableCell>
              <TableCell align="right">{t('projects.detail.billHour')}</TableCell>
              <TableCell align="right">{t('projects.detail.marginHour')}</TableCell>
              <TableCell align="right">{t('projects.detail.headcount')}</TableCell>
              <TableCell>{t('projects.detail.requiredCertificate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {p.positions.map((x) => {
              // Pay rate and margin are hidden where the viewer may not read this project's pay (decision 018).
              if (x.payRateCents === null)
                return (
                  <TableRow key={x.id}>
                    <TableCell>{positionText(t, x.position)}</TableCell>
                    <TableCell align="right">
                      <PayHidden />
                    </TableCell>
                    <TableCell align="right">{formatSgd(x.billRateCents)}</TableCell>
                    <TableCell align="right">
                      <PayHidden />
                    </TableCell>
                    <TableCell align="right">{x.headcount}</TableCell>
                    <TableCell>{x.requiredCertificateTypeName ?? t('common.dash')}</TableCell>
                  </TableRow>
                );
              const m = hourlyMargin(x.payRateCents, x.billRateCents);
              return (
                <TableRow key={x.id}>
                  <TableCell>{positionText(t, x.position)}</TableCell>
                  <TableCell align="right">{formatSgd(x.payRateCents)}</TableCell>
                  <TableCell align="right">{formatSgd(x.billRateCents)}</TableCell>
                  <TableCell align="right" sx={{ color: m.cents < 0 ? 'error.main' : undefined }}>
                    {isPayAboveBill(x.payRateCents, x.billRateCents) && (
                      <Tooltip title={t('projects.detail.payAboveBill')}>
                        <WarningIcon fontSize="small" color="warning" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
                      </Tooltip>
                    )}
                    {formatSgd(m.cents)}
                    {m.ratio !== null && ` (${Math.round(m.ratio * 100)}%)`}
                  </TableCell>
                  <TableCell align="right">{x.headcount}</TableCell>
                  <TableCell>{x.requiredCertificateTypeName ?? t('common.dash')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** The project's locations, with "Add location" while the project is open. */
export function ProjectLocationsCard({ project: p }: { project: ProjectDetail }) {
  const { t } = useT();
  const can = useCan();
  const finished = p.status === 'completed' || p.status === 'cancelled';
  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6">{t('projects.detail.locations')}</Typography>
        {can(locationEndpoints.create) && !finished && !p.archived && (
          <Button
            component={RouterLink}
            to={locationPages.create({ projectId: p.id })}
            startIcon={<AddLocationIcon />}
            variant="outlined"
          >
            {t('projects.detail.addLocation')}
          </Button>
        )}
      </Stack>
      {p.locations.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('projects.detail.noLocations')}
        </Typography>
      ) : (
        <List dense>
          {p.locations.map((l) => (
            <ListItem
              key={l.id}
              secondaryAction={l.archived ? <Chip size="small" label={t('projects.archived')} /> : undefined}
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={locationPages.record(l.id)}>
                    {l.name}
                  </Link>
                }
                secondary={t('projects.detail.locationSecondary', {
                  address: l.formattedAddress,
                  radius: l.geofenceRadiusM,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
