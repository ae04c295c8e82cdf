import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CaseResult, type CodingRunResult, caseVerdictLabels } from '@portico/contract/coding';
import { CheckIcon, CrossIcon } from '../../../components/icons';
import { ListStack } from '../../../components/plain-list';
import { Mono } from './mono';
import { CODING_TEXTS } from './texts';

const GREEN = 'var(--mantine-color-green-light-color)';
const RED = 'var(--mantine-color-red-light-color)';

/**
 * spec 2 §4: each case shows Success or Failed with its input, output and expected output (the
 * visible ones), or the compiler's error text; hidden cases only pass or fail.
 */
export function RunResults({ result, level }: { result: CodingRunResult; level: 4 | 5 }) {
  if (result.status === 'compile-error') {
    return (
      <Stack gap="xs">
        <Title order={level} fz="md" c={RED}>
          {CODING_TEXTS.failed}
        </Title>
        <Text size="sm">{CODING_TEXTS.compileFailed}</Text>
        <Mono text={result.compileError ?? ''} />
      </Stack>
    );
  }
  const total = result.cases.length;
  const passed = result.cases.filter((c) => c.status === 'passed').length;
  return (
    <Stack gap="sm">
      <Text fw={600} c={passed === total ? GREEN : RED}>
        {passed === total ? CODING_TEXTS.allPassed(total) : CODING_TEXTS.somePassed(passed, total)}
      </Text>
      <ListStack ordered gap="sm">
        {result.cases.map((c) => (
          <CaseItem key={c.number} result={c} />
        ))}
      </ListStack>
    </Stack>
  );
}

function CaseItem({ result: c }: { result: CaseResult }) {
  const shown = c.visible && c.status !== 'not-run';
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{CODING_TEXTS.caseTitle(c.number, c.visible)}</Text>
          <CaseStatus status={c.status} />
        </Group>
        {c.status === 'not-run' && (
          <Text size="sm" c="dimmed">
            {CODING_TEXTS.notRun}
          </Text>
        )}
        {shown && c.status === 'failed' && c.verdict && c.verdict !== 'ok' && (
          <Text size="sm" fw={500}>
            {caseVerdictLabels[c.verdict]}
          </Text>
        )}
        {shown && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Field label={CODING_TEXTS.input} text={c.input ?? ''} />
            <Field label={CODING_TEXTS.output} text={c.output ?? ''} />
            <Field label={CODING_TEXTS.expected} text={c.expected ?? ''} />
          </SimpleGrid>
        )}
        {shown && c.error ? <Field label={CODING_TEXTS.errorOutput} text={c.error} /> : null}
        {shown && c.timeMs !== null && (
          <Text size="xs" c="dimmed">
            {CODING_TEXTS.time(c.timeMs)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function CaseStatus({ status }: { status: CaseResult['status'] }) {
  if (status === 'not-run') {
    return (
      <Text size="sm" c="dimmed">
        {CODING_TEXTS.notRunLabel}
      </Text>
    );
  }
  const ok = status === 'passed';
  const Icon = ok ? CheckIcon : CrossIcon;
  return (
    <Group gap={4} c={ok ? GREEN : RED} wrap="nowrap">
      <Icon size={16} />
      <Text size="sm" fw={600} c="inherit">
        {ok ? CODING_TEXTS.passed : CODING_TEXTS.failed}
      </Text>
    </Group>
  );
}

function Field({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Mono text={text} />
    </Stack>
  );
}
