import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import {
  ADDRESS_QUERY_MAX,
  ADDRESS_QUERY_MIN,
  isValidAddressSelection,
  type AddressCountryCode,
  type AddressResult,
} from '@wf/shared/contracts/address/address';
import { addressEndpoints } from '@wf/shared/contracts/address/endpoints';
import { call } from '../lib/call.ts';
import { useT } from '../lib/i18n/index.ts';

/** Search fires 300 ms after the last keystroke (docs/product/registration.md#address). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

export type AddressSearchTexts = {
  /** shown while fewer than 2 characters are typed */
  typeMore: string;
  loading: string;
  noResults: string;
  /** under a result that has no postal code (it cannot be chosen as an address) */
  noPostalCode: string;
  /** the search itself failed (network, too many searches) */
  failed: string;
};

const DEFAULT_TEXT_KEYS: AddressSearchTexts = {
  typeMore: 'components.address.typeMore',
  loading: 'components.address.loading',
  noResults: 'components.address.noResults',
  noPostalCode: 'components.address.noPostalCode',
  failed: 'components.address.failed',
};

export type AddressSearchProps = {
  value: AddressResult | null;
  onChange: (value: AddressResult | null) => void;
  label: string;
  /** Error text shown under the field (e.g. 'Address must include a valid postal code'); marks the field invalid. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  /** Limit results to one country; both SG and MY otherwise. */
  country?: AddressCountryCode;
  id?: string;
  name?: string;
  onBlur?: () => void;
  /** Texts for another language. */
  texts?: Partial<AddressSearchTexts>;
  /**
   * Refuse, when it is picked, a result that is not a usable address (no postal code, or one not
   * valid for its country), saying why, instead of taking it and failing when the form is saved.
   */
  refuseIncomplete?: boolean;
};

const label = (o: AddressResult) => o.formatted_address;
const key = (o: AddressResult) => `${o.place_id ?? ''}|${o.postal_code ?? ''}|${o.formatted_address}`;

/**
 * Address search restricted to Singapore and Malaysia: type at least 2 characters, results
 * come from GET /api/address/search 300 ms after the last keystroke, choosing one calls
 * onChange with the result (clearing calls onChange(null)).
 */
export function AddressSearch({
  value,
  onChange,
  label: fieldLabel,
  error,
  helperText,
  disabled,
  required,
  country,
  id,
  name,
  onBlur,
  texts: textOverrides,
  refuseIncomplete = false,
}: AddressSearchProps) {
  const { t } = useT();
  const texts: AddressSearchTexts = {
    typeMore: textOverrides?.typeMore ?? t(DEFAULT_TEXT_KEYS.typeMore),
    loading: textOverrides?.loading ?? t(DEFAULT_TEXT_KEYS.loading),
    noResults: textOverrides?.noResults ?? t(DEFAULT_TEXT_KEYS.noResults),
    noPostalCode: textOverrides?.noPostalCode ?? t(DEFAULT_TEXT_KEYS.noPostalCode),
    failed: textOverrides?.failed ?? t(DEFAULT_TEXT_KEYS.failed),
  };
  const [input, setInput] = useState(value ? label(value) : '');
  const [results, setResults] = useState<AddressResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState(false);

  const query = input.trim();
  const selectedLabel = value ? label(value) : null;

  useEffect(() => {
    // Nothing to search: too short, or the text is the chosen address itself.
    if (query.length < ADDRESS_QUERY_MIN || query === selectedLabel) {
      setResults([]);
      setLoading(false);
      setFailed(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      call(addressEndpoints.search, {
        query: { q: query.slice(0, ADDRESS_QUERY_MAX), country },
        signal: controller.signal,
      })
        .then((reply) => {
          setResults(reply.results);
          setFailed(false);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setResults([]);
          setFailed(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, selectedLabel, country]);

  // The chosen value stays an option so the field can show it.
  const options = value ? [value, ...results.filter((r) => key(r) !== key(value))] : results;
  const noOptionsText = query.length < ADDRESS_QUERY_MIN ? texts.typeMore : failed ? texts.failed : texts.noResults;

  return (
    <Autocomplete<AddressResult, false, false, false>
      id={id}
      fullWidth
      autoHighlight
      includeInputInList
      disabled={disabled}
      options={options}
      value={value}
      inputValue={input}
      loading={loading}
      loadingText={texts.loading}
      noOptionsText={noOptionsText}
      // the server already filtered the results
      filterOptions={(x) => x}
      getOptionLabel={label}
      getOptionKey={key}
      isOptionEqualToValue={(a, b) => key(a) === key(b)}
      onChange={(_e, v) => {
        if (refuseIncomplete && v && !isValidAddressSelection(v)) {
          setRefused(true);
          setInput(query); // the search stays as typed, to add the postal code to it
          return;
        }
        setRefused(false);
        onChange(v);
      }}
      onInputChange={(_e, v, reason) => {
        setInput(v);
        if (reason === 'input') setRefused(false);
      }}
      onBlur={onBlur}
      renderOption={(props, option) => {
        const { key: liKey, ...liProps } = props;
        return (
          <li key={liKey} {...liProps}>
            <span>
              {option.formatted_address}
              {option.postal_code === null && (
                <span style={{ display: 'block', fontSize: '0.8125rem', opacity: 0.7 }}>{texts.noPostalCode}</span>
              )}
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={fieldLabel}
          required={required}
          error={refused || Boolean(error)}
          helperText={refused ? t('components.address.refused') : error || helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: ADDRESS_QUERY_MAX, enterKeyHint: 'search' },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={20} aria-label={texts.loading} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
