import { useSearchParams } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { CreateButton, ListPage } from '../../components/management/list/list-toolbar.tsx';
import { CertificateTypesPanel } from './certificate-types-panel.tsx';
import { WorkerCertificates } from './worker-certificates.tsx';
import { certificatePages } from '@wf/shared/contracts/certificates/pages';

/** /certificate-management/list: worker certificates (expiry filters) and certificate types. */
export function Component() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'types' ? 'types' : 'certificates';
  const can = useCan();
  return (
    <ListPage
      title={t('certificates.list.title')}
      subtitle={t('certificates.list.subtitle')}
      actions={
        can(certificateEndpoints.create) && (
          <CreateButton to={certificatePages.create()}>{t('certificates.list.new')}</CreateButton>
        )
      }
    >
      <Tabs
        value={tab}
        onChange={(_e, v: string) => {
          const next = new URLSearchParams();
          if (v === 'types') next.set('tab', 'types');
          setParams(next, { replace: true });
        }}
        sx={{ mb: 2 }}
      >
        <Tab value="certificates" label={t('certificates.list.tabCertificates')} />
        <Tab value="types" label={t('certificates.list.tabTypes')} />
      </Tabs>
      {tab === 'types' ? <CertificateTypesPanel /> : <WorkerCertificates />}
    </ListPage>
  );
}
