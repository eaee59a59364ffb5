import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITY_LABELS, AUDIT_VERBS } from '@wf/shared/domain/labels';
import { loadAuditEntities } from '@wf/shared/contracts/common/load-section-pages';

/**
 * #13 item 3 (labels, never codes): every audit action and record type the server writes reads as
 * words in the audit log and its export. The server's sources are read for the codes they write
 * (`action: 'pay_run.generate'`, `entityType: 'pay_run'`), so a new section's entries are covered
 * without editing this test.
 */
const MODULES = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
}

const text = sources(MODULES).join('\n');
/** The string literals of `action: ...` expressions (a ternary's both answers, not its condition's). */
const actions = new Set(
  [...text.matchAll(/\baction: ([^,\n]+)/g)].flatMap((m) => [...m[1]!.matchAll(/(?<!=== )'([a-z_]+(?:\.[A-Za-z_]+)+|[A-Za-z]+)'/g)].map((x) => x[1]!)),
);
const entityTypes = new Set([...text.matchAll(/\bentityType: '([a-z_]+)'/g)].map((m) => m[1]!));

describe('audit codes the server writes', () => {
  it('finds them (the scan reads the modules)', () => {
    expect(actions.has('pay_run.generate')).toBe(true);
    expect(actions.has('attendance.edit_locked')).toBe(true);
    expect(entityTypes.has('worker')).toBe(true);
  });

  it('each action has a verb in words', () => {
    const missing = [...actions].filter((a) => {
      const rest = a.includes('.') ? a.slice(a.indexOf('.') + 1) : a;
      return !(rest in AUDIT_VERBS) && !((rest.split('.').pop() ?? '') in AUDIT_VERBS);
    });
    expect(missing).toEqual([]);
  });

  it('each record type has a name in words (the shared labels, or its section registers it: decision 024)', async () => {
    const registered = await loadAuditEntities();
    expect([...entityTypes].filter((t) => t !== 'test' && !(t in AUDIT_ENTITY_LABELS) && !registered.has(t))).toEqual([]);
  });

  it('the review of a pay adjustment (a code built from the stage and the decision) has its verbs', () => {
    for (const stage of ['hr', 'finance']) for (const decision of ['approve', 'reject']) expect(AUDIT_VERBS).toHaveProperty(`${stage}_${decision}`);
  });
});
