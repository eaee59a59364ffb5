import type { TFunction } from './i18n/index.ts';

/**
 * The positions as the public registration form labels them (English: @wf/shared POSITION_LABELS),
 * one label per position on every page (issue 29, item 6): never the stored code ("FnB Service").
 */
export const POSITION_KEYS: Record<string, string> = {
  'Food Operator': 'workers.position.foodOperator',
  'Catering Assistant': 'workers.position.cateringAssistant',
  'Catering/ Pantry Assistant': 'workers.position.cateringPantryAssistant',
  'Sales Promoter @ Island wide': 'workers.position.salesPromoter',
  'Event Catering Service Crew': 'workers.position.eventCateringCrew',
  'Logistics Assistant': 'workers.position.logisticsAssistant',
  'Warehouse Assistant': 'workers.position.warehouseAssistant',
  'Retort Packing': 'workers.position.retortPacking',
  'MK Admin': 'workers.position.mkAdmin',
  'Project Logistics': 'workers.position.projectLogistics',
  'FnB Service': 'workers.position.fnbService',
  others: 'workers.position.others',
};

/** A position in the reader's language; a position typed by hand (not in the list) shows as it is. */
export function positionText(t: TFunction, code: string | null | undefined): string {
  if (!code) return '';
  const key = POSITION_KEYS[code];
  return key ? t(key) : code;
}

/** The positions as menu options: the code as the value, the words as the label. */
export const positionOptions = (t: TFunction, codes: readonly string[]) => codes.map((value) => ({ value, label: positionText(t, value) }));
