import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { call, saveFile } from '../../lib/call.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useUrlParamsUpdate } from '../../lib/url-params.ts';
import { errorText } from '../../components/management/list/list-tools.tsx';
import { ListPage, NoticeSnackbar } from '../../components/management/list/list-page-parts.tsx';
import { dataMigrationEndpoints } from '@wf/shared/contracts/data-migration/endpoints';
import { useCan } from '../../lib/use-can.ts';
import { UploadCard } from './upload-card.tsx';
import { ImportPanel } from './import-panel.tsx';
import { ImportList } from './import-list.tsx';

/**
 * /data-migration/roster-migration: download the template, upload a file, read the preview and
 * commit it; earlier imports are listed (the page can be left while one is checked or committed,
 * and the import found again here; the one shown is kept in the URL).
 */
export function Component() {
  const { t } = useT();
  const [params] = useSearchParams();
  const updateUrl = useUrlParamsUpdate();
  const selected = params.get('import');
  const select = (id: string) => updateUrl({ import: id });
  const [notice, setNotice] = useState<string | null>(null);
  const canImport = useCan()(dataMigrationEndpoints.upload);
  const template = async (format: 'xlsx' | 'csv') => {
    try {
      saveFile(await call(dataMigrationEndpoints.template, { query: { format } }), `roster-import-template.${format}`);
    } catch (err) {
      setNotice(errorText(err, t));
    }
  };
  return (
    <ListPage
      title={t('data-migration.title')}
      subtitle={t(canImport ? 'data-migration.subtitle' : 'data-migration.subtitleReader')}
      actions={
        canImport && (
          <>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void template('xlsx')}>
              {t('data-migration.templateXlsx')}
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void template('csv')}>
              {t('data-migration.templateCsv')}
            </Button>
          </>
        )
      }
    >
      <Stack spacing={3}>
        {canImport && <UploadCard onUploaded={(r) => select(r.id)} />}
        {selected && <ImportPanel id={selected} onNotice={setNotice} />}
        <ImportList selected={selected} onSelect={select} />
      </Stack>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} hideAfter={6000} />
    </ListPage>
  );
}
