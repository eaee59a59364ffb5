import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The import boundaries of eslint.config.js, proven on deliberate violations: ESLint's Node API
 * lints a made-up text as if it were the named file. Only `no-restricted-imports` runs (no type
 * information needed, so the files need not exist).
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: `${root}eslint.config.js`,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function importErrors(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const refused = (message: string) => [expect.stringMatching(new RegExp(`^no-restricted-imports: .*${message}`))];

describe('import boundaries (eslint.config.js)', () => {
  it('a web feature imports another feature only through its index.ts', async () => {
    const page = 'apps/web/src/features/admin/some-page.tsx';
    expect(await importErrors(page, '../auth/password-field.tsx')).toEqual(refused('only through its index.ts'));
    expect(await importErrors(page, '../../features/auth/password-field.tsx')).toEqual(
      refused('only through its index.ts'),
    );
    expect(
      await importErrors('apps/web/src/features/registration/steps/a-step.tsx', '../../shell/shell-api.ts'),
    ).toEqual(refused('only through its index.ts'));
    expect(await importErrors(page, '../auth/index.ts')).toEqual([]);
    expect(await importErrors(page, './own-file.tsx')).toEqual([]);
    expect(await importErrors('apps/web/src/features/registration/steps/a-step.tsx', '../own-file.tsx')).toEqual([]);
    expect(await importErrors(page, '../../components/management/list/list-tools.tsx')).toEqual([]);
  });

  it('a template app under features/apps/<app> is a feature: its index.ts is its public surface', async () => {
    const page = 'apps/web/src/features/admin/some-page.tsx';
    expect(await importErrors(page, '../apps/chat/index.ts')).toEqual([]);
    expect(await importErrors(page, '../apps/chat/quick-chat.tsx')).toEqual(refused('only through its index.ts'));
    expect(await importErrors(page, '../../features/apps/chat/chat-api.ts')).toEqual(refused('only through its index.ts'));
    expect(await importErrors(page, '../../features/apps/chat/index.ts')).toEqual([]);
    expect(await importErrors('apps/web/src/features/admin/parts/x.tsx', '../../apps/chat/chat-api.ts')).toEqual(
      refused('only through its index.ts'),
    );

    const chat = 'apps/web/src/features/apps/chat/quick-chat.tsx';
    expect(await importErrors(chat, './chat-api.ts')).toEqual([]);
    expect(await importErrors('apps/web/src/features/apps/chat/parts/x.tsx', '../chat-api.ts')).toEqual([]);
    expect(await importErrors(chat, '../../../lib/i18n/index.ts')).toEqual([]);
    expect(await importErrors(chat, '../../shell/index.ts')).toEqual([]);
    expect(await importErrors(chat, '../../shell/shell-api.ts')).toEqual(refused('only through its index.ts'));
    expect(await importErrors(chat, '../todo/index.ts')).toEqual([]);
    expect(await importErrors(chat, '../todo/todo-api.ts')).toEqual(refused('only through its index.ts'));
    expect(await importErrors('apps/web/src/features/apps/chat/parts/x.tsx', '../../todo/todo-api.ts')).toEqual(
      refused('only through its index.ts'),
    );
    expect(await importErrors(chat, '../../../features/workers/worker-api.ts')).toEqual(refused('only through its index.ts'));
    expect(await importErrors(chat, '../../../app/router.tsx')).toEqual(refused('features do not import apps/web/src/app'));
  });

  it('a web feature never imports apps/web/src/app', async () => {
    expect(await importErrors('apps/web/src/features/auth/x.tsx', '../../app/router.tsx')).toEqual(
      refused('features do not import apps/web/src/app'),
    );
  });

  it('server db/ never imports http/', async () => {
    expect(await importErrors('apps/server/src/db/some-helper.ts', '../http/errors.ts')).toEqual(
      refused('db/ must not import http/'),
    );
    expect(await importErrors('apps/server/src/db/schema/x.ts', '../../http/errors.ts')).toEqual(
      refused('db/ must not import http/'),
    );
  });

  it('server http/ never imports modules/', async () => {
    expect(await importErrors('apps/server/src/http/x.ts', '../modules/auth/index.ts')).toEqual(
      refused('http/ must not import modules/'),
    );
  });

  it('a server module imports another module only through its index.ts', async () => {
    const service = 'apps/server/src/modules/workers/x-service.ts';
    expect(await importErrors(service, '../certificates/on-worker-approved.ts')).toEqual(
      refused('only through its index.ts'),
    );
    expect(await importErrors(service, '../../modules/audit/audit.ts')).toEqual(refused('only through its index.ts'));
    expect(await importErrors(service, '../audit/index.ts')).toEqual([]);
    expect(await importErrors(service, '../../http/errors.ts')).toEqual([]);
    expect(await importErrors(service, '../../hooks.ts')).toEqual([]);
    expect(await importErrors(service, './worker-lists.ts')).toEqual([]);
  });

  it('a server template app under modules/apps/<app> is a module', async () => {
    const service = 'apps/server/src/modules/apps/chat/chat-service.ts';
    expect(await importErrors(service, '../../audit/index.ts')).toEqual([]);
    expect(await importErrors(service, '../../audit/audit.ts')).toEqual(refused('only through its index.ts'));
    expect(await importErrors(service, '../../../http/errors.ts')).toEqual([]);
    expect(await importErrors(service, '../../module.ts')).toEqual([]);
    expect(await importErrors(service, '../todo/todo-service.ts')).toEqual(refused('only through its index.ts'));
    expect(await importErrors('apps/server/src/modules/workers/x-service.ts', '../apps/chat/chat-service.ts')).toEqual(
      refused('only through its index.ts'),
    );
    expect(await importErrors('apps/server/src/modules/workers/x-service.ts', '../apps/chat/index.ts')).toEqual([]);
  });

  it("a section's menu.ts stays free of zod and of its folder's schemas (the staff entry carries it)", async () => {
    const menu = 'packages/shared/src/contracts/timesheets/menu.ts';
    expect(await importErrors(menu, './endpoints.ts')).toEqual(refused('imports only role-sets.ts'));
    expect(await importErrors(menu, './timesheets.ts')).toEqual(refused('imports only role-sets.ts'));
    expect(await importErrors(menu, 'zod')).toEqual(refused('zod-free'));
    expect(await importErrors(menu, '../../role-sets.ts')).toEqual([]);
    expect(await importErrors(menu, './pages.ts')).toEqual([]);
    expect(await importErrors(menu, './pages.tsx')).toEqual(refused('imports only role-sets.ts'));
    expect(await importErrors(menu, '../shell/section-menu.ts')).toEqual([]);
    expect(await importErrors('packages/shared/src/contracts/apps/chat/menu.ts', './endpoints.ts')).toEqual(
      refused('imports only role-sets.ts'),
    );
    expect(await importErrors('packages/shared/src/contracts/timesheets/endpoints.ts', 'zod')).toEqual([]);
  });

  it("a section's pages.ts stays free of zod and of its folder's schemas (any page imports its paths)", async () => {
    const pages = 'packages/shared/src/contracts/timesheets/pages.ts';
    expect(await importErrors(pages, './endpoints.ts')).toEqual(refused('imports only common/section-pages.ts'));
    expect(await importErrors(pages, 'zod')).toEqual(refused('zod-free'));
    expect(await importErrors(pages, '../common/section-pages.ts')).toEqual([]);
  });

  it('the web still never imports the server', async () => {
    expect(await importErrors('apps/web/src/features/auth/x.tsx', '../../../../server/src/app.ts')).toEqual(
      refused('web and shared must not import the server'),
    );
  });
});

describe('no literal user-facing text in the web app (eslint.config.js, docs/decisions/009)', () => {
  const i18nLint = new ESLint({
    cwd: root,
    overrideConfigFile: `${root}eslint.config.js`,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ruleId === 'i18next/no-literal-string',
  });
  const literals = async (filePath: string, code: string) => {
    const [result] = await i18nLint.lintText(code, { filePath });
    return result!.messages.map((m) => m.ruleId);
  };
  const page = 'apps/web/src/features/admin/x-page.tsx';

  it('refuses text in JSX and in the attributes a person reads', async () => {
    expect(await literals(page, 'export const Page = () => <p>Save the file</p>;\n')).toEqual(['i18next/no-literal-string']);
    expect(await literals(page, 'export const Page = () => <TextField label="Your name" />;\n')).toEqual([
      'i18next/no-literal-string',
    ]);
    expect(await literals(page, "export const Page = ({ ok }: { ok: boolean }) => <p>{ok ? 'Done' : 'Failed'}</p>;\n")).toHaveLength(2);
  });

  it('accepts text through t(), technical attributes, punctuation, and tests', async () => {
    const t = 'declare const t: (k: string) => string;\n';
    expect(await literals(page, `${t}export const Page = () => <p title={t('common.save')}>{t('common.save')}</p>;\n`)).toEqual([]);
    expect(await literals(page, 'export const Page = () => <a href="/x" className="c" data-testid="x">{1} · —</a>;\n')).toEqual([]);
    expect(await literals('apps/web/src/features/admin/x-page.test.tsx', 'export const Page = () => <p>Save</p>;\n')).toEqual([]);
  });
});
