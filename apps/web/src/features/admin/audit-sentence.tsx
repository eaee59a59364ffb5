import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { AuditEntry } from '@wf/shared/contracts/admin/admin';
import { AUDIT_ENTITY_LABELS, AUDIT_VERBS, auditEntityLabel, auditEntityName, auditVerb } from '@wf/shared/domain/labels';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { actorLabel } from './audit-entry-dialog.tsx';

/** The page of an audit entry's record, where it has one. */
export function auditEntityPath(entry: Pick<AuditEntry, 'entityType' | 'entityId'>, name: string | null): string | null {
  const id = entry.entityId;
  if (!id) return null;
  switch (entry.entityType) {
    case 'worker':
      return `/part-timer-management/worker/${id}`;
    case 'client':
      return `/client-management/list/${id}`;
    case 'project':
      return `/project-management/list/${id}`;
    case 'project_location':
      return `/project-location-management/list/${id}`;
    case 'worker_certificate':
      return `/certificate-management/list/${id}/edit`;
    case 'certificate_type':
      return '/certificate-management/list?tab=types';
    case 'user':
      return name ? `/admin-management/list?search=${encodeURIComponent(name)}` : null;
    default:
      return null;
  }
}

/** The catalogue key of an action's verb (its last part; "client.do_not_send.add" -> do_not_send_add). */
function verbKey(action: string): string | null {
  const rest = action.includes('.') ? action.slice(action.indexOf('.') + 1) : action;
  const known = rest in AUDIT_VERBS ? rest : (rest.split('.').pop() ?? '');
  return known in AUDIT_VERBS ? `admin.audit.verb.${known.replaceAll('.', '_')}` : null;
}

/** An action as words for the filter menu: "Client: archived". */
export function auditActionText(t: TFunction, action: string): string {
  const type = action.includes('.') ? action.slice(0, action.indexOf('.')) : '';
  const key = verbKey(action);
  const verb = key ? t(key) : auditVerb(action);
  return type ? `${entityText(t, type)}: ${verb}` : verb;
}

/** A record type as words ("project_location" -> "location"). */
export function entityText(t: TFunction, type: string): string {
  return type in AUDIT_ENTITY_LABELS ? t(`admin.audit.entityLabel.${type}`) : auditEntityLabel(type);
}

const ACTOR = '\u0001';
const ENTITY = '\u0002';
const SPLIT = new RegExp(`(${ACTOR}|${ENTITY})`);

/**
 * An audit entry as a sentence, "Hui Min Ong created staff user Tan", the record's name a link to
 * its page (never a raw id).
 */
export function AuditSentence({ entry }: { entry: AuditEntry }) {
  const { t } = useT();
  const name = auditEntityName(entry);
  const key = verbKey(entry.action);
  const verb = key ? t(key) : auditVerb(entry.action);
  const path = auditEntityPath(entry, name);
  const what = entityText(t, entry.entityType);
  const entity: ReactNode = (
    <>
      {what}
      {name && ' '}
      {name &&
        (path ? (
          <Link component={RouterLink} to={path} onClick={(e) => e.stopPropagation()} underline="always">
            {name}
          </Link>
        ) : (
          name
        ))}
    </>
  );
  const parts = t('admin.audit.sentence', { actor: ACTOR, verb, entity: ENTITY }).split(SPLIT);
  return (
    <span>
      {parts.map((p, i) => (
        <Fragment key={i}>{p === ACTOR ? <strong>{actorLabel(t, entry)}</strong> : p === ENTITY ? entity : p}</Fragment>
      ))}
    </span>
  );
}
