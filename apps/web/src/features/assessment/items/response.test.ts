import { describe, expect, it } from 'vitest';
import { emptyResponse, hasAnswer, inputAt, joinIds, sameResponse, splitIds, withInput } from './response';

describe('emptyResponse', () => {
  it('has no option, no text and no inputs', () => {
    expect(emptyResponse()).toEqual({ selectedOptionId: null, enteredText: null, inputResponses: [] });
  });
  it('returns a new object each time', () => {
    const a = emptyResponse();
    a.inputResponses.push({ value: 'x' });
    expect(emptyResponse().inputResponses).toEqual([]);
  });
});

describe('hasAnswer', () => {
  it('choice types look at selectedOptionId only', () => {
    expect(hasAnswer('mcq', { ...emptyResponse(), selectedOptionId: 'o1' })).toBe(true);
    expect(hasAnswer('mca', { ...emptyResponse(), selectedOptionId: '' })).toBe(false);
    expect(hasAnswer('mcq', { ...emptyResponse(), enteredText: 'stray' })).toBe(false);
  });
  it('typed types need text that is not only white space', () => {
    expect(hasAnswer('an', { ...emptyResponse(), enteredText: ' 42 ' })).toBe(true);
    expect(hasAnswer('essay', { ...emptyResponse(), enteredText: '   ' })).toBe(false);
    expect(hasAnswer('record-audio', { ...emptyResponse(), enteredText: 'https://cdn/x.webm' })).toBe(true);
  });
  it('multi-part types need at least one filled input', () => {
    expect(hasAnswer('b', { ...emptyResponse(), inputResponses: [{ value: null }, { value: '' }] })).toBe(
      false,
    );
    expect(hasAnswer('b', { ...emptyResponse(), inputResponses: [{ value: null }, { value: 'cat' }] })).toBe(
      true,
    );
    expect(hasAnswer('bn', { ...emptyResponse(), inputResponses: [{ value: '3' }] })).toBe(true);
    expect(hasAnswer('selectandspeak', { ...emptyResponse(), enteredText: 'url' })).toBe(false);
  });
  it('an unknown type counts any field', () => {
    expect(hasAnswer('mystery', emptyResponse())).toBe(false);
    expect(hasAnswer('mystery', { ...emptyResponse(), enteredText: 'x' })).toBe(true);
  });
});

describe('sameResponse', () => {
  it('compares all three fields', () => {
    const a = { selectedOptionId: 'o1', enteredText: null, inputResponses: [{ value: 'a' }] };
    expect(sameResponse(a, { ...a, inputResponses: [{ value: 'a' }] })).toBe(true);
    expect(sameResponse(a, { ...a, selectedOptionId: 'o2' })).toBe(false);
    expect(sameResponse(a, { ...a, enteredText: 'x' })).toBe(false);
    expect(sameResponse(a, { ...a, inputResponses: [{ value: 'b' }] })).toBe(false);
  });
  it('ignores trailing empty inputs but not inner ones', () => {
    const a = { ...emptyResponse(), inputResponses: [{ value: 'a' }] };
    expect(sameResponse(a, { ...emptyResponse(), inputResponses: [{ value: 'a' }, { value: null }] })).toBe(
      true,
    );
    expect(sameResponse(a, { ...emptyResponse(), inputResponses: [{ value: null }, { value: 'a' }] })).toBe(
      false,
    );
  });
  it('treats order of inputs as meaningful (reorder)', () => {
    const x = { ...emptyResponse(), inputResponses: [{ value: 'p1' }, { value: 'p2' }] };
    const y = { ...emptyResponse(), inputResponses: [{ value: 'p2' }, { value: 'p1' }] };
    expect(sameResponse(x, y)).toBe(false);
  });
});

describe('id lists and inputs', () => {
  it('splits and joins comma-joined ids', () => {
    expect(splitIds('a,b')).toEqual(['a', 'b']);
    expect(splitIds(null)).toEqual([]);
    expect(joinIds([])).toBeNull();
    expect(joinIds(['a', 'b'])).toBe('a,b');
  });
  it('sets one input and pads the others with null', () => {
    const next = withInput(emptyResponse(), 2, 'x', 4);
    expect(next.inputResponses).toEqual([{ value: null }, { value: null }, { value: 'x' }, { value: null }]);
    expect(inputAt(next, 2)).toBe('x');
    expect(inputAt(next, 9)).toBeNull();
  });
});
