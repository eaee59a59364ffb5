import { z } from 'zod';

/**
 * The icon sets (docs/product/template-apps.md#icons): path, namespace, name and grid of each; the name lists come
 * from the icon packages (scripts/icon-names.mjs). `renders`: the web can draw the set's icons
 * (the material sets, from the @mui/icons-material package the app ships); the others are names only.
 */
export const ICON_SETS = [
  { set: 'feather', namespace: 'feather', name: 'Feather', grid: 'icon-size-6', renders: false },
  {
    set: 'heroicons-outline',
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    renders: false,
  },
  {
    set: 'heroicons-solid',
    namespace: 'heroicons_solid',
    name: 'Heroicons Solid',
    grid: 'icon-size-6',
    renders: false,
  },
  { set: 'heroicons-mini', namespace: 'heroicons_mini', name: 'Heroicons Mini', grid: 'icon-size-5', renders: false },
  { set: 'material-solid', namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-6', renders: true },
  { set: 'material-outline', namespace: 'mat_outline', name: 'Material Outline', grid: 'icon-size-6', renders: true },
  { set: 'material-twotone', namespace: '', name: 'Material Twotone', grid: 'icon-size-6', renders: true },
] as const;
export type IconSetId = (typeof ICON_SETS)[number]['set'];

/** One set's descriptor: namespace, name, grid (icon size class) and its icon names. */
export const iconSet = z.object({
  namespace: z.string(),
  name: z.string(),
  grid: z.string(),
  list: z.array(z.string()),
});
export type IconSet = z.infer<typeof iconSet>;

/** What a staff user copies: `namespace:name` (the name alone where the namespace is empty). */
export const iconRef = (namespace: string, name: string) => (namespace ? `${namespace}:${name}` : name);

/** The sets the web draws, from the shapes the server reads out of the icon package (GET api/ui/icons/shapes). */
export const RENDERED_SETS = ['material-solid', 'material-outline', 'material-twotone'] as const;
export const shapesQuery = z.object({ set: z.enum(RENDERED_SETS, { message: 'validation.invalid' }) });
/** The SVG elements an icon is drawn with, and the attributes they may carry (React names). */
export const SHAPE_TAGS = ['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line'] as const;
export const SHAPE_ATTRS = [
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'points',
  'opacity',
  'fillOpacity',
  'fillRule',
  'clipRule',
  'transform',
] as const;
/** One element: its tag and attributes. */
export const iconShape = z.tuple([z.enum(SHAPE_TAGS), z.record(z.string(), z.string())]);
/** Each icon's elements by name (a 24x24 view box). */
export const iconShapes = z.object({ viewBox: z.string(), icons: z.record(z.string(), z.array(iconShape)) });
export type IconShapes = z.infer<typeof iconShapes>;
