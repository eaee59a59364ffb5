import { useT } from '../../lib/i18n/index.ts';
import { WorkerList } from './worker-list.tsx';

/** /part-timer-management/pending: registrations waiting for review. */
export function PendingPage() {
  const { t } = useT();
  return (
    <WorkerList
      view="pending"
      title={t('workers.pages.pending.title')}
      subtitle={t('workers.pages.pending.subtitle')}
      emptyText={t('workers.pages.pending.empty')}
      defaultSort={{ field: 'createdAt', sort: 'asc' }}
      columns={[
        'name',
        'status',
        'idNumberMasked',
        'contactNumber',
        'positionApplied',
        'typeOfEmployment',
        'age',
        'createdAt',
      ]}
    />
  );
}

/** /part-timer-management/list: active workers. */
export function ActivePage() {
  const { t } = useT();
  return (
    <WorkerList
      view="active"
      title={t('workers.pages.active.title')}
      subtitle={t('workers.pages.active.subtitle')}
      emptyText={t('workers.pages.active.empty')}
      columns={[
        'employeeCode',
        'name',
        'idNumberMasked',
        'contactNumber',
        'positionApplied',
        'typeOfEmployment',
        'statusChangedAt',
      ]}
    />
  );
}

/** /part-timer-management/discharge-pending: discharge and rejoin requests together. */
export function DischargePendingPage() {
  const { t } = useT();
  return (
    <WorkerList
      view="discharge-pending"
      title={t('workers.pages.dischargePending.title')}
      subtitle={t('workers.pages.dischargePending.subtitle')}
      emptyText={t('workers.pages.dischargePending.empty')}
      defaultSort={{ field: 'statusChangedAt', sort: 'asc' }}
      columns={[
        'employeeCode',
        'name',
        'status',
        'idNumberMasked',
        'lastWorkingDay',
        'statusReason',
        'statusChangedAt',
      ]}
    />
  );
}

/** /part-timer-management/discharge-list: currently discharged. */
export function DischargedPage() {
  const { t } = useT();
  return (
    <WorkerList
      view="discharged"
      title={t('workers.pages.discharged.title')}
      subtitle={t('workers.pages.discharged.subtitle')}
      emptyText={t('workers.pages.discharged.empty')}
      columns={[
        'employeeCode',
        'name',
        'idNumberMasked',
        'contactNumber',
        'lastWorkingDay',
        'statusReason',
        'statusChangedAt',
      ]}
    />
  );
}

/** /part-timer-management/rejected: rejected applications. */
export function RejectedPage() {
  const { t } = useT();
  return (
    <WorkerList
      view="rejected"
      title={t('workers.pages.rejected.title')}
      subtitle={t('workers.pages.rejected.subtitle')}
      emptyText={t('workers.pages.rejected.empty')}
      defaultSort={{ field: 'statusChangedAt', sort: 'desc' }}
      columns={['name', 'idNumberMasked', 'contactNumber', 'positionApplied', 'statusReason', 'statusChangedAt']}
    />
  );
}

/** /employee-management/list: all workers, any status and employment type. */
export function EmployeesPage() {
  const { t } = useT();
  return (
    <WorkerList
      view="all"
      title={t('workers.pages.employees.title')}
      subtitle={t('workers.pages.employees.subtitle')}
      emptyText={t('workers.pages.employees.empty')}
      columns={[
        'employeeCode',
        'name',
        'status',
        'idNumberMasked',
        'contactNumber',
        'typeOfEmployment',
        'positionApplied',
      ]}
      createButton
    />
  );
}

/** /employee-management/blacklist: blacklisted people. */
export function BlacklistPage() {
  const { t } = useT();
  return (
    <WorkerList
      view="blacklisted"
      title={t('workers.pages.blacklist.title')}
      subtitle={t('workers.pages.blacklist.subtitle')}
      emptyText={t('workers.pages.blacklist.empty')}
      defaultSort={{ field: 'statusChangedAt', sort: 'desc' }}
      columns={['employeeCode', 'name', 'idNumberMasked', 'contactNumber', 'statusReason', 'statusChangedAt']}
    />
  );
}
