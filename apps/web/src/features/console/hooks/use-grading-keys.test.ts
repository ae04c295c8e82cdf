// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { gradingKeyOf } from './use-grading-keys';

const press = (key: string, extra: Partial<KeyboardEvent> & { target?: EventTarget | null } = {}) =>
  gradingKeyOf({
    key,
    code: extra.code ?? `Key${key.toUpperCase()}`,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: document.body,
    ...extra,
  });

function field(html: string) {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('gradingKeyOf', () => {
  it('maps the workspace shortcuts', () => {
    expect(press('j')).toBe('next');
    expect(press('K')).toBe('previous');
    expect(press('p')).toBe('play');
    expect(press('?', { shiftKey: true })).toBe('help');
    expect(press('s', { ctrlKey: true })).toBe('save');
    expect(press('s', { metaKey: true })).toBe('save');
    expect(press('Enter', { ctrlKey: true, code: 'Enter' })).toBe('release');
    expect(press('π', { altKey: true, code: 'KeyP' })).toBe('play');
    expect(press('x')).toBeNull();
    expect(press('Enter', { code: 'Enter' })).toBeNull();
  });

  it('leaves letters to text being typed, but not to a band’s radio', () => {
    const comment = field('<textarea></textarea>');
    expect(press('j', { target: comment })).toBeNull();
    expect(press('p', { target: comment })).toBeNull();
    expect(press('p', { target: comment, altKey: true, code: 'KeyP' })).toBe('play');
    expect(press('s', { target: comment, ctrlKey: true })).toBe('save');
    expect(press('j', { target: field('<input type="text">') })).toBeNull();
    expect(press('j', { target: field('<input type="radio">') })).toBe('next');
  });

  it('does nothing while a dialog is open over the page', () => {
    const button = field('<div role="dialog"><button>Release</button></div>').querySelector('button');
    expect(press('j', { target: button })).toBeNull();
    expect(press('Enter', { target: button, ctrlKey: true, code: 'Enter' })).toBeNull();
  });
});
