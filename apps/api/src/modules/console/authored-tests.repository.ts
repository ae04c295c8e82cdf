import { tests } from '../../db/schema';
import { testChanged } from '../content/test-changed.repository';
import { AuditedRepository } from './audited.repository';

/**
 * What the console's pages over a company's tests share (adaptive tests, item analysis): the test's
 * row, locked for an act, and the mark that makes a change of its sections or items reach the next
 * launches.
 */
export abstract class AuthoredTestsRepository<Self> extends AuditedRepository<Self> {
  /** The company's test (locked until the transaction ends when `lock`); undefined: none of that id. */
  async test(companyCode: string, id: string, lock = false) {
    if (lock) return this.lockOwned(tests, companyCode, id);
    const [row] = await this.db
      .select()
      .from(tests)
      .where(this.owned(tests, companyCode, id));
    return row;
  }

  /** The test's change reaches the next launch (launches keep its content per version of its row). */
  testChanged(companyCode: string, testId: string): Promise<void> {
    return testChanged(this.db, companyCode, testId);
  }
}
