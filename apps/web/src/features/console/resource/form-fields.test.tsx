// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubBrowser } from '../../../test/stub-browser';
import { CheckField, ConsoleForm, DayField, NumberField, TextField, useConsoleForm } from './form-fields';

beforeAll(stubBrowser);
afterEach(cleanup);

const Schema = z
  .object({
    name: z.string().trim().min(1, 'Give a name'),
    seats: z.number({ error: 'Seats is a number' }).int().min(1, 'Seats is a number'),
    limit: z.number().nullable(),
    day: z.string(),
    active: z.boolean(),
  })
  .refine((v) => v.day !== '2026-01-01', { message: 'Not on new year’s day', path: ['when'] });

function Sample({ onSubmit }: { onSubmit: (v: z.output<typeof Schema>) => void }) {
  const form = useConsoleForm(Schema, { name: '', seats: 3, limit: 5, day: '2026-01-01', active: false });
  return (
    <MantineProvider>
      <ConsoleForm form={form} onSubmit={onSubmit} label="Sample" failure="The server said no.">
        <TextField name="name" label="Name" upper />
        <NumberField name="seats" label="Seats" />
        <NumberField name="limit" label="Limit" empty={null} />
        <DayField name="day" label="Day" errorOf="when" />
        <CheckField name="active" label="Active" />
        <button type="submit">Save</button>
      </ConsoleForm>
    </MantineProvider>
  );
}

describe('a console form', () => {
  it('shows each field’s message on submit, a message kept on another name, and the server’s refusal', async () => {
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    expect(screen.getByRole('alert').textContent).toContain('The server said no.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give a name')).toBeTruthy();
    expect(screen.getByText('Not on new year’s day')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Seats' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seats is a number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives the schema’s output: text as the field keeps it, an empty optional number as null', async () => {
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' ab ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Limit' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Day' }), { target: { value: '02/01/2026' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'AB',
      seats: 3,
      limit: null,
      day: '2026-01-02',
      active: true,
    });
  });
});
