// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inputs, makeItem, makeResult, renderItem, renderReview, response } from './test-utils';

describe.each(['an', 'ne', 'rangelimit'])('%s', (ItemType) => {
  it('answers with enteredText, and empties to null', () => {
    const { last } = renderItem({ item: makeItem({ ItemType }) });
    const box = screen.getByRole('textbox', { name: 'Answer for question 3' });
    fireEvent.change(box, { target: { value: '12.5' } });
    expect(last()).toEqual(response({ enteredText: '12.5' }));
    fireEvent.change(box, { target: { value: '' } });
    expect(last().enteredText).toBeNull();
  });
});

describe('review of typed answers', () => {
  it('an: shows the typed answer and the accepted ones', () => {
    renderReview(
      makeItem({ ItemType: 'an', Answer: { accepted: ['colour', 'color'] } }),
      response({ enteredText: 'colr' }),
      makeResult({ isCorrect: false }),
    );
    expect(screen.getByText('colr')).toBeTruthy();
    expect(screen.getByText('colour or color')).toBeTruthy();
    expect(screen.getByText('Incorrect')).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLInputElement).readOnly).toBe(true);
  });

  it('rangelimit: shows the range as min to max', () => {
    renderReview(
      makeItem({ ItemType: 'rangelimit', Answer: { accepted: ['10~20'] } }),
      response({ enteredText: '15' }),
      makeResult({ isCorrect: true }),
    );
    expect(screen.getByText('10 to 20')).toBeTruthy();
    expect(screen.getByText('Correct')).toBeTruthy();
  });
});

describe('bn', () => {
  it('answers with [numerator, denominator]', () => {
    const { last } = renderItem({ item: makeItem({ ItemType: 'bn' }) });
    fireEvent.change(screen.getByRole('textbox', { name: 'Denominator' }), { target: { value: '4' } });
    expect(last().inputResponses).toEqual(inputs(null, '4'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Numerator' }), { target: { value: '3' } });
    expect(last().inputResponses).toEqual(inputs('3', '4'));
    expect(screen.getByRole('group', { name: 'Answer for question 3, as a fraction' })).toBeTruthy();
  });

  it('review shows the fraction', () => {
    renderReview(
      makeItem({ ItemType: 'bn', Answer: { accepted: ['3/4'] } }),
      response({ inputResponses: inputs('6', '8') }),
      makeResult({ isCorrect: true }),
    );
    expect(screen.getByText('6 / 8')).toBeTruthy();
    expect(screen.getByText('3/4')).toBeTruthy();
  });
});
