// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Country } from 'react-phone-number-input/input';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../test/stub-browser';
import { PhoneField } from './phone-field';

beforeAll(stubBrowser);
afterEach(cleanup);

let last: string | undefined;

function Harness({ initialCountry = 'IN' as Country }) {
  const [value, setValue] = useState<string | undefined>();
  const [country, setCountry] = useState<Country>(initialCountry);
  return (
    <MantineProvider>
      <PhoneField
        label="Mobile Number"
        value={value}
        onChange={(v) => {
          last = v;
          setValue(v);
        }}
        country={country}
        onCountryChange={setCountry}
      />
    </MantineProvider>
  );
}

/**
 * A parent that hands each value back one change late, as react-hook-form's Controller did in the
 * browser while someone typed fast (the field reports changes from an effect).
 */
function LateParent({ onValue }: { onValue: (v: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>();
  const [held, setHeld] = useState<{ v: string | undefined }>({ v: undefined });
  return (
    <MantineProvider>
      <PhoneField
        label="Mobile Number"
        value={value}
        onChange={(v) => {
          onValue(v);
          setValue(held.v);
          setHeld({ v });
        }}
        country="IN"
        onCountryChange={() => {}}
      />
      <button type="button" onClick={() => setValue(held.v)}>
        catch up
      </button>
      <button type="button" onClick={() => setValue('+919123456780')}>
        load profile
      </button>
    </MantineProvider>
  );
}

const input = () => screen.getByPlaceholderText('Mobile number') as HTMLInputElement;

describe('PhoneField', () => {
  it('keeps every digit typed without pauses', async () => {
    last = undefined;
    render(<Harness />);
    const user = userEvent.setup({ delay: null });
    await user.type(input(), '9876512345');
    expect(last).toBe('+919876512345');
    expect(input().value.replace(/\D/g, '')).toBe('9876512345');
  });

  it('takes an autofilled or pasted number whole (one change event)', () => {
    last = undefined;
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '9876512345' } });
    expect(last).toBe('+919876512345');
    expect(input().value.replace(/\D/g, '')).toBe('9876512345');
  });

  it('keeps every digit while the parent hands the value back late, then takes an outside reset', async () => {
    const seen: (string | undefined)[] = [];
    render(<LateParent onValue={(v) => seen.push(v)} />);
    const user = userEvent.setup({ delay: null });
    await user.type(input(), '9876512345');
    expect(input().value).toBe('98765 12345');
    expect(seen.at(-1)).toBe('+919876512345');
    await user.click(screen.getByRole('button', { name: 'catch up' }));
    expect(input().value).toBe('98765 12345');
    await user.click(screen.getByRole('button', { name: 'load profile' }));
    // Shown as the library shows a loaded number: national form, trunk 0 included.
    expect(input().value.replace(/\D/g, '')).toBe('09123456780');
  });

  it('takes a pasted number with its country code', async () => {
    last = undefined;
    render(<Harness initialCountry="AE" />);
    const user = userEvent.setup({ delay: null });
    await user.click(input());
    await user.paste('501234567');
    expect(last).toBe('+971501234567');
  });
});
