/**
 * What a section registers for the parts that cut across sections (issue 27, item 4), in its
 * `contracts/<name>/pages.ts`: its page paths (exported by name beside it, `projectPages.record(id)`;
 * no other folder writes them) and the audit log's words and links for the records it audits.
 * The server (loadSectionPages) and the web (lib/section-pages.ts, import.meta.glob) find the
 * files; the audit log, its export and the web's audit sentence iterate over them. Zod-free, so
 * any page may import a section's paths. docs/decisions/024-section-registrations.md.
 */

/** A kind of record in the audit log (its `entityType`), as the section that owns it names it. */
export type AuditEntity = {
  /** English words, for exports and mail ("project", "location"). */
  label: string;
  /** The web catalogue key of the same words, in the section's own locales (`<feature>.audit.<type>`). */
  labelKey: string;
  /** The page of one record, where it has one (`name`: the record's name as the entry recorded it). */
  link?: (id: string, name: string | null) => string | null;
};

export type SectionPages = {
  /** The audited record kinds, by `entityType`. */
  audit?: Readonly<Record<string, AuditEntity>>;
};

export const defineSectionPages = (pages: SectionPages): SectionPages => pages;

/** The audited record kinds of all sections, by type; two sections claiming one type is a programming error. */
export function auditEntities(sections: readonly SectionPages[]): ReadonlyMap<string, AuditEntity> {
  const out = new Map<string, AuditEntity>();
  for (const s of sections)
    for (const [type, entity] of Object.entries(s.audit ?? {})) {
      if (out.has(type)) throw new Error(`Two sections register the audit entity '${type}'`);
      out.set(type, entity);
    }
  return out;
}

/** The page of an audit entry's record, where its section gives one. */
export function auditEntityLink(
  entities: ReadonlyMap<string, AuditEntity>,
  entry: { entityType: string; entityId: string | null },
  name: string | null,
): string | null {
  if (!entry.entityId) return null;
  return entities.get(entry.entityType)?.link?.(entry.entityId, name) ?? null;
}
