import { z } from 'zod';

/**
 * Address search (docs/product/registration.md#address): an address restricted to Singapore and Malaysia with
 * the address components (docs/product/registration.md#fields), a postal code and coordinates.
 */

export const ADDRESS_COUNTRY_CODES = ['SG', 'MY'] as const;
export const addressCountryCode = z.enum(ADDRESS_COUNTRY_CODES);
export type AddressCountryCode = z.infer<typeof addressCountryCode>;
export const ADDRESS_COUNTRY_NAMES = { SG: 'Singapore', MY: 'Malaysia' } as const satisfies Record<
  AddressCountryCode,
  string
>;

export const ADDRESS_PROVIDERS = ['offline', 'onemap', 'google'] as const;
export const addressProviderName = z.enum(ADDRESS_PROVIDERS);
export type AddressProviderName = z.infer<typeof addressProviderName>;

/** The one message for an address that is missing, outside SG/MY, or without postal code or coordinates. */
export const ADDRESS_POSTAL_CODE_MESSAGE = 'Address must include a valid postal code';

/** Search fires with at least 2 characters (docs/product/registration.md#address). */
export const ADDRESS_QUERY_MIN = 2;
export const ADDRESS_QUERY_MAX = 120;

/**
 * Singapore postal districts and the 2-digit postal sectors (first two digits of the 6-digit
 * postal code) that belong to them, as in the public URA/SingPost district table. Sector 74 is
 * not in use.
 */
export const SG_POSTAL_DISTRICTS = [
  {
    district: '01',
    sectors: ['01', '02', '03', '04', '05', '06'],
    area: "Raffles Place, Cecil, Marina, People's Park",
  },
  { district: '02', sectors: ['07', '08'], area: 'Anson, Tanjong Pagar' },
  { district: '03', sectors: ['14', '15', '16'], area: 'Queenstown, Tiong Bahru' },
  { district: '04', sectors: ['09', '10'], area: 'Telok Blangah, Harbourfront' },
  { district: '05', sectors: ['11', '12', '13'], area: 'Pasir Panjang, Hong Leong Garden, Clementi New Town' },
  { district: '06', sectors: ['17'], area: 'High Street, Beach Road (part)' },
  { district: '07', sectors: ['18', '19'], area: 'Middle Road, Golden Mile' },
  { district: '08', sectors: ['20', '21'], area: 'Little India' },
  { district: '09', sectors: ['22', '23'], area: 'Orchard, Cairnhill, River Valley' },
  { district: '10', sectors: ['24', '25', '26', '27'], area: 'Ardmore, Bukit Timah, Holland Road, Tanglin' },
  { district: '11', sectors: ['28', '29', '30'], area: 'Watten Estate, Novena, Thomson' },
  { district: '12', sectors: ['31', '32', '33'], area: 'Balestier, Toa Payoh, Serangoon' },
  { district: '13', sectors: ['34', '35', '36', '37'], area: 'Macpherson, Braddell' },
  { district: '14', sectors: ['38', '39', '40', '41'], area: 'Geylang, Eunos' },
  { district: '15', sectors: ['42', '43', '44', '45'], area: 'Katong, Joo Chiat, Amber Road' },
  { district: '16', sectors: ['46', '47', '48'], area: 'Bedok, Upper East Coast, Eastwood, Kew Drive' },
  { district: '17', sectors: ['49', '50', '81'], area: 'Loyang, Changi' },
  { district: '18', sectors: ['51', '52'], area: 'Tampines, Pasir Ris' },
  { district: '19', sectors: ['53', '54', '55', '82'], area: 'Serangoon Garden, Hougang, Punggol' },
  { district: '20', sectors: ['56', '57'], area: 'Bishan, Ang Mo Kio' },
  { district: '21', sectors: ['58', '59'], area: 'Upper Bukit Timah, Clementi Park, Ulu Pandan' },
  { district: '22', sectors: ['60', '61', '62', '63', '64'], area: 'Jurong' },
  { district: '23', sectors: ['65', '66', '67', '68'], area: 'Hillview, Dairy Farm, Bukit Panjang, Choa Chu Kang' },
  { district: '24', sectors: ['69', '70', '71'], area: 'Lim Chu Kang, Tengah' },
  { district: '25', sectors: ['72', '73'], area: 'Kranji, Woodgrove, Woodlands' },
  { district: '26', sectors: ['77', '78'], area: 'Upper Thomson, Springleaf' },
  { district: '27', sectors: ['75', '76'], area: 'Yishun, Sembawang' },
  { district: '28', sectors: ['79', '80'], area: 'Seletar' },
] as const;
export type SgPostalDistrict = (typeof SG_POSTAL_DISTRICTS)[number];

const DISTRICT_BY_SECTOR: ReadonlyMap<string, SgPostalDistrict> = new Map(
  SG_POSTAL_DISTRICTS.flatMap((d) => d.sectors.map((s) => [s, d] as const)),
);
/** Every sector in use (01..82 without 74). */
export const SG_POSTAL_SECTORS: readonly string[] = [...DISTRICT_BY_SECTOR.keys()].sort();

/** Removes whitespace ('079 903' -> '079903'). */
export function normalizePostalCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** The 2-digit postal sector of a Singapore postal code, or null when the code is not 6 digits of a known sector. */
export function sgPostalSector(code: string): string | null {
  const c = normalizePostalCode(code);
  if (!/^\d{6}$/.test(c)) return null;
  const sector = c.slice(0, 2);
  return DISTRICT_BY_SECTOR.has(sector) ? sector : null;
}

/** The postal district of a Singapore postal code, or null. */
export function sgPostalDistrict(code: string): SgPostalDistrict | null {
  const sector = sgPostalSector(code);
  return sector ? (DISTRICT_BY_SECTOR.get(sector) ?? null) : null;
}

/** Singapore: 6 digits whose first two are a postal sector in use. */
export function isValidSgPostalCode(code: string): boolean {
  return sgPostalSector(code) !== null;
}

/** Malaysian postcodes are 5 digits from 01000 (Perlis) to 98xxx (Sarawak). */
export function isValidMyPostcode(code: string): boolean {
  const c = normalizePostalCode(code);
  if (!/^\d{5}$/.test(c)) return false;
  const n = Number(c);
  return n >= 1000 && n <= 98999;
}

export function isValidPostalCode(country: AddressCountryCode, code: string): boolean {
  return country === 'SG' ? isValidSgPostalCode(code) : isValidMyPostcode(code);
}

// ---------------------------------------------------------------------------------------------
// Search

export const addressSearchQuery = z.object({
  q: z
    .string({ error: 'validation.required' })
    .trim()
    .min(ADDRESS_QUERY_MIN, 'validation.minLength')
    .max(ADDRESS_QUERY_MAX, 'validation.maxLength'),
  country: addressCountryCode.optional(),
});
export type AddressSearchQuery = z.infer<typeof addressSearchQuery>;

/** One search result: the address components plus how exact it is and where it came from. */
export const addressResult = z.object({
  formatted_address: z.string(),
  location_lat: z.number().min(-90).max(90),
  location_lng: z.number().min(-180).max(180),
  street_number: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  country_code: addressCountryCode,
  place_id: z.string().nullable(),
  /** null when the result is an area or street without one: such a result cannot be chosen as an address. */
  postal_code: z.string().nullable(),
  /** true when the coordinates are an area's centre rather than the building. */
  approximate: z.boolean(),
  provider: addressProviderName,
});
export type AddressResult = z.infer<typeof addressResult>;

export const addressSearchReply = z.object({ results: z.array(addressResult) });
export type AddressSearchReply = z.infer<typeof addressSearchReply>;

// ---------------------------------------------------------------------------------------------
// A chosen address (registration form, client and location forms, and the server again)

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The stored shape of a chosen address (extra keys dropped, empty strings become null). */
export const addressSelectionShape = z.object({
  formatted_address: z.string().trim().min(1).max(300),
  location_lat: z.number().finite().min(-90).max(90),
  location_lng: z.number().finite().min(-180).max(180),
  street_number: optionalText(40),
  street: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  country: z.string().trim().min(1).max(60),
  country_code: addressCountryCode,
  place_id: optionalText(300),
  postal_code: z.string().transform(normalizePostalCode),
  approximate: z.boolean().default(false),
  provider: addressProviderName.nullish().transform((v) => v ?? null),
});
export type AddressSelection = z.output<typeof addressSelectionShape>;
export type AddressSelectionInput = z.input<typeof addressSelectionShape>;

/** True when the value is a complete address in SG or MY with coordinates and a postal code valid for its country. */
export function isValidAddressSelection(value: unknown): value is AddressSelectionInput {
  const parsed = addressSelectionShape.safeParse(value);
  return parsed.success && isValidPostalCode(parsed.data.country_code, parsed.data.postal_code);
}

/**
 * Validates a chosen address. Anything wrong (nothing chosen, no postal code, a postal code not
 * valid for its country, no coordinates, a country other than SG/MY) gives one issue on the
 * field itself with the message 'Address must include a valid postal code'.
 */
export const addressSelection = z
  .custom<AddressSelectionInput>((v) => isValidAddressSelection(v), { error: ADDRESS_POSTAL_CODE_MESSAGE })
  .transform((v): AddressSelection => addressSelectionShape.parse(v));
