import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Picks an option of the Mantine Select labelled `label` (its list is the one the box controls). */
export async function chooseOption(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.click(box);
  await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}
