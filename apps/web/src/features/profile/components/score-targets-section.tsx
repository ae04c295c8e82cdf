import { Paper, Stack, Text, Title } from '@mantine/core';
import { examScoring, type ScoreExam, scoreExams } from '@portico/contract/score-meaning';
import { useState } from 'react';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { ScoreTargetsForm, useScoreMeanings } from '../../reports/public';

/** The profile's 'My targets' (decision 043): a target per score of each exam; reports show the gap. */
export function ScoreTargetsSection() {
  const meanings = useScoreMeanings();
  const [exam, setExam] = useState<ScoreExam>('ielts');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} id="targets">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          My targets
        </Title>
        <Text size="sm" c="gray.7">
          Your reports and dashboard show how far each score is from the target you set here.
        </Text>
        <ChoiceButtons
          label="Exam"
          size="xs"
          choices={scoreExams}
          chosen={exam}
          onChoose={setExam}
          labelOf={(e) => examScoring[e].label}
        />
        {meanings.data && <ScoreTargetsForm key={exam} exam={exam} targets={meanings.data.targets} />}
      </Stack>
    </Paper>
  );
}
