import { WorkerList } from './worker-list.tsx';

/** /part-timer-management/pending: registrations waiting for review. */
export function PendingPage() {
  return (
    <WorkerList
      view="pending"
      title="Pending registrations"
      subtitle="Applications from the public registration form. Open one to check the documents, then approve or reject it."
      emptyText="No applications are waiting. New registrations from the public form appear here."
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
  return (
    <WorkerList
      view="active"
      title="Part-timer list"
      subtitle="Active workers who can be rostered."
      emptyText="No active workers yet. Approve a registration on the Pending Registrations page or create an employee."
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
  return (
    <WorkerList
      view="discharge-pending"
      title="Pending discharge / rejoin"
      subtitle="Requests to discharge or to rejoin, waiting for approval. Open a worker to approve, cancel or reject."
      emptyText="No requests are waiting. Request a discharge from an active worker's page, or a rejoin from a discharged worker's page."
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
  return (
    <WorkerList
      view="discharged"
      title="Current discharge"
      subtitle="Workers who are discharged. Open one to request a rejoin."
      emptyText="No one is discharged. Approved discharges appear here."
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
  return (
    <WorkerList
      view="rejected"
      title="Rejected applications"
      subtitle="Applications that were rejected. Open one to reconsider it."
      emptyText="No rejected applications. Applications rejected from the pending list appear here."
      defaultSort={{ field: 'statusChangedAt', sort: 'desc' }}
      columns={['name', 'idNumberMasked', 'contactNumber', 'positionApplied', 'statusReason', 'statusChangedAt']}
    />
  );
}

/** /employee-management/list: all workers, any status and employment type. */
export function EmployeesPage() {
  return (
    <WorkerList
      view="all"
      title="Employee list"
      subtitle="Every worker and applicant, any status and employment type."
      emptyText="No employees yet. Create one, or approve registrations from the public form."
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
  return (
    <WorkerList
      view="blacklisted"
      title="Blacklisted employees"
      subtitle="People who may not be rostered. A new registration with one of these IDs is flagged on the pending list."
      emptyText="No one is blacklisted. Blacklist a worker from their page when needed."
      defaultSort={{ field: 'statusChangedAt', sort: 'desc' }}
      columns={['employeeCode', 'name', 'idNumberMasked', 'contactNumber', 'statusReason', 'statusChangedAt']}
    />
  );
}
