import {
  type MeaningTable,
  MeaningTableSchema,
  type ScoreExam,
  scoreExams,
} from '@portico/contract/score-meaning';
import celpip from './tables/celpip.json' with { type: 'json' };
import duolingo from './tables/duolingo.json' with { type: 'json' };
import gre from './tables/gre.json' with { type: 'json' };
import ielts from './tables/ielts.json' with { type: 'json' };
import pte from './tables/pte.json' with { type: 'json' };
import sat from './tables/sat.json' with { type: 'json' };

const files: Record<ScoreExam, unknown> = { ielts, pte, celpip, duolingo, gre, sat };

/**
 * Portico's default score-meaning tables (decision 043), shipped as data with their source. Each is
 * checked against the contract when the module loads, so a bad file stops the start instead of
 * showing students a wrong meaning.
 */
export const defaultMeaningTables: Record<ScoreExam, MeaningTable> = Object.fromEntries(
  scoreExams.map((exam) => {
    const table = MeaningTableSchema.parse(files[exam]);
    if (table.exam !== exam) throw new Error(`tables/${exam}.json is the table of ${table.exam}`);
    return [exam, table];
  }),
) as Record<ScoreExam, MeaningTable>;
