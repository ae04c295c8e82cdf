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

const input = () => screen.getByPlaceholderText('Mobile number') as HTMLInputElement;

describe('PhoneField (issue 12 §15)', () => {
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

  it('takes a pasted number with its country code', async () => {
    last = undefined;
    render(<Harness initialCountry="AE" />);
    const user = userEvent.setup({ delay: null });
    await user.click(input());
    await user.paste('501234567');
    expect(last).toBe('+971501234567');
  });
});
