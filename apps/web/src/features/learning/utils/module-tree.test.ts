import type { MenuItem } from '@portico/contract/courses';
import type { LearningModule } from '@portico/contract/learning';
import { describe, expect, it } from 'vitest';
import { findMenuEntry, flattenModules, selectModule } from './module-tree';

const menu = (title: string, navigationUrl: string, subMenu: MenuItem[] = []): MenuItem => ({
  id: title,
  title,
  orderNumber: 1,
  navigationUrl,
  navigationParam: `${title}-param`,
  subMenu,
});

const module = (id: string, orderNo: number, subModule: LearningModule[] = []): LearningModule => ({
  id,
  parentId: null,
  orderNo,
  component: { title: id, description: '', thumbnail: '', referenceType: '' },
  subModule,
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  isGroupLessons: false,
  isPreferedLanguage: false,
});

describe('menu entry of the current path', () => {
  const items = [
    menu('Dashboard', '/dashboard'),
    menu('Tests', '', [menu('IELTS Practice', 'practicetest')]),
  ];

  it('finds a sub item whose address has no leading slash', () => {
    expect(findMenuEntry(items, '/practicetest')?.title).toBe('IELTS Practice');
    expect(findMenuEntry(items, '/practicetest/')?.navigationParam).toBe('IELTS Practice-param');
  });

  it('is null for an unknown path', () => {
    expect(findMenuEntry(items, '/mocktest')).toBeNull();
  });
});

describe('module selection', () => {
  const root = module('root', 0, [
    module('reading', 2, [module('r-week-2', 2), module('r-week-1', 1)]),
    module('listening', 1, [module('l-week-1', 1)]),
  ]);

  it('defaults to the first module and its first week, by orderNo', () => {
    const selection = selectModule(root, null, null);
    expect(selection.modules.map((m) => m.id)).toEqual(['listening', 'reading']);
    expect(selection.target.id).toBe('l-week-1');
  });

  it('follows the chosen module and week', () => {
    expect(selectModule(root, 'reading', null).target.id).toBe('r-week-1');
    expect(selectModule(root, 'reading', 'r-week-2').target.id).toBe('r-week-2');
  });

  it('uses the module itself when it has no weeks, and the root when it has no modules', () => {
    expect(selectModule(module('r', 0, [module('solo', 1)]), null, null).target.id).toBe('solo');
    expect(selectModule(module('r', 0), null, null).target.id).toBe('r');
  });

  it('flattens a module with its sub-modules', () => {
    expect(flattenModules(root).map((m) => m.id)).toEqual([
      'root',
      'listening',
      'l-week-1',
      'reading',
      'r-week-1',
      'r-week-2',
    ]);
  });
});
