import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ADDRESS_POSTAL_CODE_MESSAGE, type AddressResult } from '@wf/shared/contracts/address/address';
import { ansonRoad } from '@wf/shared/contracts/address/anson-road.test-helper';
import { AddressSearch } from './address-search.tsx';

const anson: AddressResult = ansonRoad({ approximate: true, provider: 'offline' });
const tampines: AddressResult = {
  ...anson,
  formatted_address: 'Tampines, Singapore',
  postal_code: null,
  place_id: 'offline:SG:area:52',
};

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ results: [anson, tampines] }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Harness(props: { onChange?: (v: AddressResult | null) => void; error?: string; refuseIncomplete?: boolean }) {
  const [value, setValue] = useState<AddressResult | null>(null);
  return (
    <AddressSearch
      label="Residential address"
      value={value}
      error={props.error}
      refuseIncomplete={props.refuseIncomplete}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

const type = (text: string) => {
  const input = screen.getByRole('combobox', { name: /Residential address/ });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
};

// MUI's first render is slow on a busy machine.
describe('AddressSearch', { timeout: 20_000 }, () => {
  it('is a labelled combobox', () => {
    render(<Harness />);
    expect(screen.getByRole('combobox', { name: /Residential address/ })).toBeTruthy();
  });

  it('does not search below 2 characters', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    type('0');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches once, 300 ms after the last keystroke', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    type('07');
    type('0799');
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    type('079903');
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/address/search?q=079903');
  });

  it('shows results and calls onChange with the chosen one (keyboard)', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = type('10 Anson');
    expect(await screen.findByText('10 Anson Road, Singapore 079903', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('No postal code: add it to your search')).toBeTruthy();
    // the first result is highlighted for the keyboard
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBeTruthy(), { timeout: 3000 });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(anson);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('10 Anson Road, Singapore 079903'), {
      timeout: 3000,
    });
    // the chosen address in the field is not searched again
    await new Promise((r) => setTimeout(r, 400));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clearing calls onChange(null)', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = type('10 Anson');
    fireEvent.click(await screen.findByText('10 Anson Road, Singapore 079903', undefined, { timeout: 3000 }));
    expect(onChange).toHaveBeenLastCalledWith(anson);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('refuses, when picked, an address without a postal code, and says why (#13 item 14)', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} refuseIncomplete />);
    const input = type('Tampines');
    fireEvent.click(await screen.findByText('Tampines, Singapore', undefined, { timeout: 3000 }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/This address has no valid postal code, so it cannot be used/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('Tampines');
    // a complete address is still taken, and the message goes
    type('10 Anson');
    fireEvent.click(await screen.findByText('10 Anson Road, Singapore 079903', undefined, { timeout: 3000 }));
    expect(onChange).toHaveBeenLastCalledWith(anson);
    expect(screen.queryByText(/so it cannot be used/)).toBeNull();
  });

  it('shows the error text and marks the field invalid', () => {
    render(<Harness error={ADDRESS_POSTAL_CODE_MESSAGE} />);
    expect(screen.getByText('Address must include a valid postal code')).toBeTruthy();
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when the search fails', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'x' } }), { status: 429 }),
    );
    render(<Harness />);
    type('079903');
    expect(
      await screen.findByText('Address search is not available right now. Try again.', undefined, { timeout: 3000 }),
    ).toBeTruthy();
  });
});
