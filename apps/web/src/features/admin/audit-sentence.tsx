import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { AuditEntry } from '@wf/shared/contracts/admin/admin';
import { AUDIT_ENTITY_LABELS, AUDIT_VERBS, auditEntityLabel, auditEntityName, auditVerb } from '@wf/shared/domain/labels';
import { auditEntityLink, type AuditEntity } from '@wf/shared/contracts/common/section-pages';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { AUDIT_ENTITIES } from '../../lib/section-pages.ts';
import { actorLabel } from './audit-entry-dialog.tsx';

/** The page of an audit entry's record, where its section registers one (its `pages.ts`). */
export function auditEntityPath(
  entry: Pick<AuditEntry, 'entityType' | 'entityId'>,
  name: string | null,
  entities: ReadonlyMap<string, AuditEntity> = AUDIT_ENTITIES,
): string | null {
  return auditEntityLink(entities, entry, name);
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
export function entityText(t: TFunction, type: string, entities: ReadonlyMap<string, AuditEntity> = AUDIT_ENTITIES): string {
  const registered = entities.get(type);
  if (registered) return t(registered.labelKey);
  return type in AUDIT_ENTITY_LABELS ? t(`admin.audit.entityLabel.${type}`) : auditEntityLabel(type);
}

const ACTOR = '\u0001';
const ENTITY = '\u0002';
const SPLIT = new RegExp(`(${ACTOR}|${ENTITY})`);

/**
 * An audit entry as a sentence, "Hui Min Ong created staff user Tan", the record's name a link to
 * its page (never a raw id). `entities`: the sections' registrations (all of them unless a test names others).
 */
export function AuditSentence({ entry, entities = AUDIT_ENTITIES }: { entry: AuditEntry; entities?: ReadonlyMap<string, AuditEntity> }) {
  const { t } = useT();
  const name = auditEntityName(entry);
  const key = verbKey(entry.action);
  const verb = key ? t(key) : auditVerb(entry.action);
  const path = auditEntityPath(entry, name, entities);
  const what = entityText(t, entry.entityType, entities);
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
