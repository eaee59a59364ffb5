import { auditEntities, type AuditEntity, type SectionPages } from '@wf/shared/contracts/common/section-pages';

/**
 * Every section's registrations (`@wf/shared/contracts/<name>/pages.ts`), found at build time: the
 * same files the server lists (contracts/common/load-section-pages.ts).
 */
const files = import.meta.glob<SectionPages>(
  ['../../../../packages/shared/src/contracts/*/pages.ts', '../../../../packages/shared/src/contracts/apps/*/pages.ts'],
  { eager: true, import: 'pages' },
);

/** Each section's registrations, in folder order. */
export const SECTION_PAGES: readonly SectionPages[] = Object.entries(files)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([, pages]) => pages);

/** The audited record kinds, by type: their words and page links (the audit log iterates over them). */
export const AUDIT_ENTITIES: ReadonlyMap<string, AuditEntity> = auditEntities(SECTION_PAGES);
