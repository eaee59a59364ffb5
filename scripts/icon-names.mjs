// Writes apps/server/src/modules/apps/icons/icon-names.json: the icon names of the seven sets of
// GET api/ui/icons/* (docs/product/template-apps.md#icons), read from the icon packages themselves:
//   material-*: @mui/icons-material (installed: the web renders these icons), one name per icon
//               component: `AccessAlarm` (solid), `AccessAlarmOutlined` -> outline, `...TwoTone` -> twotone
//   feather:    the feather-icons package's dist/icons.json keys
//   heroicons-*: the heroicons package's 24/outline, 24/solid and 20/solid file names
// Usage: node scripts/icon-names.mjs <unpacked feather-icons dir> <unpacked heroicons dir>
// (`npm pack feather-icons heroicons` and untar: they are not dependencies of the app).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const [featherDir, heroDir] = process.argv.slice(2);
if (!featherDir || !heroDir) throw new Error('usage: node scripts/icon-names.mjs <feather-icons dir> <heroicons dir>');
const require = createRequire(join(process.cwd(), 'apps/web/package.json'));
const muiDir = dirname(require.resolve('@mui/icons-material/package.json'));

const components = new Set(
  readdirSync(muiDir)
    .filter((f) => /^[A-Z][A-Za-z0-9]*\.js$/.test(f))
    .map((f) => f.slice(0, -3)),
);
const SUFFIXES = ['Outlined', 'Rounded', 'Sharp', 'TwoTone'];
const variant = (suffix) =>
  [...components]
    .filter((n) => n.endsWith(suffix) && components.has(n.slice(0, -suffix.length)))
    .map((n) => n.slice(0, -suffix.length));
const suffixed = new Set(SUFFIXES.flatMap((s) => variant(s).map((base) => base + s)));
const sorted = (names) => [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const svgNames = (dir) =>
  sorted(
    readdirSync(dir)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -4)),
  );

const out = {
  source: {
    material: `@mui/icons-material ${JSON.parse(readFileSync(join(muiDir, 'package.json'), 'utf8')).version}`,
    feather: `feather-icons ${JSON.parse(readFileSync(join(featherDir, 'package.json'), 'utf8')).version}`,
    heroicons: `heroicons ${JSON.parse(readFileSync(join(heroDir, 'package.json'), 'utf8')).version}`,
  },
  feather: sorted(Object.keys(JSON.parse(readFileSync(join(featherDir, 'dist/icons.json'), 'utf8')))),
  'heroicons-outline': svgNames(join(heroDir, '24/outline')),
  'heroicons-solid': svgNames(join(heroDir, '24/solid')),
  'heroicons-mini': svgNames(join(heroDir, '20/solid')),
  'material-solid': sorted([...components].filter((n) => !suffixed.has(n))),
  'material-outline': sorted(variant('Outlined')),
  'material-twotone': sorted(variant('TwoTone')),
};
const target = 'apps/server/src/modules/apps/icons/icon-names.json';
writeFileSync(target, JSON.stringify(out) + '\n');
for (const [k, v] of Object.entries(out)) if (Array.isArray(v)) console.log(k, v.length);
