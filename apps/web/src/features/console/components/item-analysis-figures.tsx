import { Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ItemFlag, ScoreBin, TestAnalysis } from '@portico/contract/console-item-analysis';
import { FigureList } from './figure-list';
import classes from './item-analysis.module.css';

/** A share as a whole percentage ('67 %'); '–' where no attempt defines it. */
export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

/** A share that may be below 0 (discriminative efficiency), with a real minus sign; '–' where undefined. */
export const signedPercent = (share: number | null) =>
  share === null ? '–' : `${Math.round(share * 100)} %`.replace('-', '−').replace(/^−0 %$/, '0 %');

/** A correlation or index to two places, with a real minus sign; '–' where it is undefined. */
export const index = (value: number | null) =>
  value === null
    ? '–'
    : value
        .toFixed(2)
        .replace('-', '−')
        .replace(/^−0\.00$/, '0.00');

/** Seconds as a student reads them ('48 s', '2 min 5 s'). */
export function seconds(value: number | null) {
  if (value === null) return '–';
  const s = Math.round(value);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
}

/** The flags that say a question may be broken (too few attempts is not one of them). */
export const problemFlags = (flags: readonly ItemFlag[]) => flags.filter((f) => f !== 'few-attempts');

/** Cronbach's alpha in words, by the usual reading of a test's reliability. */
function reliabilityWords(alpha: number | null) {
  if (alpha === null) return 'Needs two attempts and two questions every attempt was given';
  if (alpha >= 0.9) return 'Excellent';
  if (alpha >= 0.8) return 'Good';
  if (alpha >= 0.7) return 'Acceptable';
  return 'Low: the total says little about a student';
}

/** The test's figures: students, mean and spread of the totals, reliability, questions flagged. */
export function TestFigures({ analysis, flagged }: { analysis: TestAnalysis; flagged: number }) {
  const points = (v: number | null) => (v === null ? '–' : `${Number(v.toFixed(2))}`);
  const figures = [
    { label: 'Students', value: String(analysis.attempts) },
    { label: 'Mean score', value: `${points(analysis.meanScore)} of ${points(analysis.maxScore)}` },
    { label: 'Standard deviation', value: points(analysis.sdScore) },
    {
      label: 'Reliability (Cronbach’s alpha)',
      value: analysis.alpha === null ? '–' : index(analysis.alpha),
      note: reliabilityWords(analysis.alpha),
    },
    { label: 'Questions flagged', value: `${flagged} of ${analysis.items.length}` },
  ];
  return <FigureList figures={figures} cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" />;
}

/** The totals' distribution: one bar per tenth of the maximum, its count written beside it. */
export function ScoreDistribution({ bins, attempts }: { bins: readonly ScoreBin[]; attempts: number }) {
  const most = Math.max(1, ...bins.map((b) => b.count));
  return (
    <Stack gap={4} component="section" aria-labelledby="score-distribution">
      <Title order={2} fz="lg" id="score-distribution">
        Score distribution
      </Title>
      <ul className={classes.bins}>
        {bins.map((bin) => {
          const range = `${Math.round(bin.from * 100)}–${Math.round(bin.to * 100)} %`;
          return (
            <li key={bin.from} className={classes.bin}>
              <span className={classes.binRange}>{range}</span>
              <span className={classes.binTrack} aria-hidden="true">
                <span className={classes.binBar} style={{ width: `${(bin.count / most) * 100}%` }} />
              </span>
              <span className={classes.binCount}>
                {bin.count}
                <VisuallyHidden>{` of ${attempts} students scored ${range}`}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
