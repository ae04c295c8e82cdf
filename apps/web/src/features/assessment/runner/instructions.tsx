import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { LaunchData } from '@portico/contract/assessment';
import { HtmlContent } from '../../../components/html-content';
import { formatHms } from '../../../lib/engine/countdown';
import { countOf } from '../../../lib/plural';
import { questionsOf } from './restore';
import classes from './runner.module.css';

/** spec 3 §4: the test's instructions, shown only when there are no earlier tracks. */
export function Instructions({ data, onStart }: { data: LaunchData; onStart: () => void }) {
  const questions = questionsOf(data);
  return (
    <div className={classes.runner}>
      <main className={classes.body}>
        <Stack className={classes.question} gap="md" maw={56 * 16} mx="auto" w="100%">
          <Title order={1} size="h2">
            {data.testJson.Name}
          </Title>
          <Text>
            {countOf(questions.length, 'question')} · {formatHms(data.testData.timeLimit)}
          </Text>
          {data.testJson.Instruction && <HtmlContent html={data.testJson.Instruction} />}
          <Stack gap={4} component="ul" pl="md">
            {data.testJson.SectionResponse.map((s) => (
              <li key={s.QuestionPaperSectionID}>
                {s.SectionTitle}: {countOf(s.TotalQuestions, 'question')}
                {s.TotalTime ? `, ${countOf(s.TotalTime, 'minute')}` : ''}
              </li>
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            Your answers are saved as you go, also without a connection. The timer starts when you start the
            test.
          </Text>
          <Group>
            <Button size="md" onClick={onStart}>
              Start Test
            </Button>
          </Group>
        </Stack>
      </main>
    </div>
  );
}
