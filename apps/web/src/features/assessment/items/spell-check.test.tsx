// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EssayField } from './essay-field';
import { loadSpeller, misspelt, replaceWord, type Speller } from './spell-check';
import { SpellCheckContext } from './spell-check-context';
import { SpellCheckList } from './spell-check-list';
import './test-utils';

const renderWithMantine = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

// Decision 041: CELPIP's Writing test has a spell checker (Paragon Testing, celpip.ca: 'features such
// as a personal timer, word counter, and spell-check'); IELTS, PTE and the others check nothing.
const fake: Speller = {
  correct: (w) => !['recieve', 'goverment'].includes(w.toLowerCase()),
  suggest: (w) => (w.toLowerCase() === 'recieve' ? ['receive', 'relieve'] : []),
};

describe('misspelt and replaceWord', () => {
  it('lists each unknown word once, in order, and replaces whole words only', () => {
    expect(misspelt(fake, 'I recieve mail. The goverment, recieve it! Don’t worry.')).toEqual([
      { word: 'recieve', suggestions: ['receive', 'relieve'] },
      { word: 'goverment', suggestions: [] },
    ]);
    expect(replaceWord('recieve, recieved, recieve.', 'recieve', 'receive')).toBe(
      'receive, recieved, receive.',
    );
  });

  it('uses the Canadian English dictionary: colour and centre are right, recieve is not', async () => {
    const speller = await loadSpeller();
    expect(speller.correct('colour')).toBe(true);
    expect(speller.correct('centre')).toBe(true);
    expect(speller.correct('neighbourhood')).toBe(true);
    const [wrong] = misspelt(speller, 'I will recieve the parcel at the community centre.');
    expect(wrong?.word).toBe('recieve');
    expect(wrong?.suggestions).toContain('receive');
  });
});

describe('the writing box', () => {
  const box = (spellCheck: boolean, onChange = vi.fn()) =>
    renderWithMantine(
      <SpellCheckContext.Provider value={spellCheck}>
        <EssayField label="Answer" value="I recieve it" onChange={onChange} readOnly={false} />
      </SpellCheckContext.Provider>,
    );

  it('checks spelling where the exam does (CELPIP): the browser’s check on and the list below', () => {
    box(true);
    expect(screen.getByRole('textbox', { name: 'Answer' }).getAttribute('spellcheck')).toBe('true');
    expect(screen.getByRole('region', { name: 'Spelling' })).toBeTruthy();
  });

  it('checks nothing elsewhere (IELTS, PTE, GRE…)', () => {
    box(false);
    expect(screen.getByRole('textbox', { name: 'Answer' }).getAttribute('spellcheck')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Spelling' })).toBeNull();
  });

  it('lists the misspelt words and a suggestion puts the word right', async () => {
    const onChange = vi.fn();
    renderWithMantine(
      <SpellCheckList text="I recieve it" onChange={onChange} load={() => Promise.resolve(fake)} />,
    );
    expect(await screen.findByText('Spell check: 1 word to check')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replace recieve with receive' }));
    expect(onChange).toHaveBeenCalledWith('I receive it');
  });
});
