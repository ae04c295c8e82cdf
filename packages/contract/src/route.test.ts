import { describe, expect, it } from 'vitest';
import { fillPath } from './route';

describe('fillPath', () => {
  it('fills each :name part, encoded', () => {
    expect(fillPath('console/products/:id/acts/:act', { id: 'a b/c', act: 'save' })).toBe(
      'console/products/a%20b%2Fc/acts/save',
    );
  });

  it('leaves an address without parts as it is', () => {
    expect(fillPath('session', undefined)).toBe('session');
  });

  it('refuses to call an address with a part missing', () => {
    expect(() => fillPath('notifications/:id', {})).toThrow(
      'Missing route parameter id in notifications/:id',
    );
  });
});
