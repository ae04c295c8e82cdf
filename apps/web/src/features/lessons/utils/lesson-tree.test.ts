import type { LearningModule } from '@portico/contract/learning';
import { describe, expect, it } from 'vitest';
import { neighbours, showsTags, splitAnswer, topicsOf } from './lesson-tree';

const m = (id: string, title: string, orderNo: number, subModule: LearningModule[] = []): LearningModule => ({
  id,
  parentId: null,
  orderNo,
  component: { title, description: '', thumbnail: '', referenceType: '' },
  subModule,
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  isGroupLessons: false,
  isPreferedLanguage: false,
});

describe('lesson tree (spec 2 §2)', () => {
  const root = m('root', 'Lessons', 0, [
    m('b', 'Writing', 2, [m('b2', 'Task 2', 2), m('b1', 'Task 1', 1)]),
    m('a', 'GRAMMAR', 1, [m('a1', 'Tenses', 1)]),
    m('c', 'Level 1', 3),
  ]);

  it('lists topics in order: each module’s submodules, or the module itself', () => {
    expect(topicsOf(root).map((t) => `${t.parent.id}/${t.module.id}`)).toEqual([
      'a/a1',
      'b/b1',
      'b/b2',
      'c/c',
    ]);
  });

  it('gives the previous and next topic', () => {
    const topics = topicsOf(root);
    expect(neighbours(topics, 'b1')).toMatchObject({
      previous: { module: { id: 'a1' } },
      next: { module: { id: 'b2' } },
    });
    expect(neighbours(topics, 'a1').previous).toBeUndefined();
    expect(neighbours(topics, 'c').next).toBeUndefined();
  });

  it("shows tags for modules named 'grammar' or 'level 1', in any case", () => {
    expect(['GRAMMAR', 'Level 1', 'Writing'].map((title) => showsTags(m('x', title, 0)))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("splits a lesson body from its answer at '@@@break@@@'", () => {
    expect(splitAnswer('<p>Q</p>@@@break@@@<p>A</p>')).toEqual({ body: '<p>Q</p>', answer: '<p>A</p>' });
    expect(splitAnswer('<p>Q</p>')).toEqual({ body: '<p>Q</p>', answer: null });
  });
});
