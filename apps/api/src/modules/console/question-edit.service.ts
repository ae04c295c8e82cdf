import { ItemAnalysisMessages } from '@portico/contract/console-item-analysis';
import {
  type EditableQuestion,
  QuestionEditMessages as M,
  type QuestionEdit,
} from '@portico/contract/console-questions';
import { isChoiceSetType, isChoiceType } from '@portico/contract/item-kinds';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { adminOnly, auditEntry, found } from './authoring';
import type { QuestionEditRepository } from './question-edit.repository';
import type { ReportSnapshots } from './report-snapshots';

type Repo = QuestionEditRepository;
type Option = { id: string; text: string; correct: boolean };

/**
 * Editing a question from its item analysis card (issue 45): an admin opens a question of a test and
 * saves its text, explanation and (a choice question) its options' wording and keys, in one
 * transaction with its audit entry (before and after) and the mark that makes the next launches show
 * it. A save states the revision it was based on: one based on an older revision (another admin's
 * save, or the test's file imported again since) is refused with 409 and writes nothing.
 */
export class QuestionEditService {
  constructor(
    private readonly repo: Repo,
    private readonly clock: Clock,
    private readonly snapshots: ReportSnapshots,
  ) {}

  async view(actor: Actor, testId: string, itemId: string): Promise<EditableQuestion> {
    return this.read(this.repo, adminOnly(actor), testId, itemId);
  }

  async save(actor: Actor, testId: string, itemId: string, edit: QuestionEdit): Promise<EditableQuestion> {
    const companyCode = adminOnly(actor);
    const saved = await this.repo.transaction(async (repo) => {
      await found(repo.test(companyCode, testId, true), ItemAnalysisMessages.notFound);
      const { item } = await found(
        repo.question(companyCode, testId, itemId, true),
        ItemAnalysisMessages.itemNotFound,
      );
      if (item.revision !== edit.revision) throw conflict(M.changed);
      const before = {
        html: item.html,
        explanation: item.explanation,
        options: await repo.options(companyCode, itemId),
      };
      const options = checkedOptions(item.itemType, before.options, edit.options);
      const after = { html: edit.html, explanation: edit.explanation, options };
      await repo.save(companyCode, itemId, after);
      await repo.testChanged(companyCode, testId);
      await repo.audit(
        auditEntry(actor, this.clock.now(), {
          action: 'content.item.edit',
          entity: 'test-item',
          entityId: itemId,
          before: { key: item.key, revision: item.revision, ...before },
          after: { key: item.key, revision: item.revision + 1, ...after },
        }),
      );
      return this.read(repo, companyCode, testId, itemId);
    });
    // The item analysis shows the question's text and options: its snapshots are out of date.
    await this.snapshots.forget(companyCode, 'item-analysis', testId);
    return saved;
  }

  private async read(
    repo: Repo,
    companyCode: string,
    testId: string,
    itemId: string,
  ): Promise<EditableQuestion> {
    const test = await found(repo.test(companyCode, testId), ItemAnalysisMessages.notFound);
    const { item, section } = await found(
      repo.question(companyCode, testId, itemId),
      ItemAnalysisMessages.itemNotFound,
    );
    const choice = isChoiceType(item.itemType);
    return {
      id: item.id,
      testId,
      testTitle: test.title,
      key: item.key,
      number: await repo.number(companyCode, testId, itemId),
      section,
      type: item.itemType,
      choice,
      multiple: isChoiceSetType(item.itemType),
      retired: item.retiredAt !== null,
      html: item.html,
      explanation: item.explanation,
      options: choice ? await repo.options(companyCode, itemId) : [],
      revision: item.revision,
    };
  }
}

/**
 * The options to save: a choice question's every current option, in its order, each once, with at
 * least one right (exactly one where the question takes one answer); none for other questions.
 */
function checkedOptions(itemType: string, current: Option[], edited: Option[]): Option[] {
  if (!isChoiceType(itemType)) return [];
  const same =
    edited.length === current.length &&
    new Set(edited.map((o) => o.id)).size === edited.length &&
    edited.every((o, n) => o.id === current[n]?.id);
  if (!same) throw badRequest(M.optionsChanged);
  const keys = edited.filter((o) => o.correct).length;
  if (keys === 0) throw badRequest(M.noKey);
  if (keys > 1 && !isChoiceSetType(itemType)) throw badRequest(M.oneKey);
  return edited.map(({ id, text, correct }) => ({ id, text, correct }));
}
