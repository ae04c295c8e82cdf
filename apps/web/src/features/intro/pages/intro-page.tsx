import { Box, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import type { IntroStep } from '@portico/contract/intro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PublicPage } from '../../../components/public-page';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { useIntro } from '../api/get-intro';
import { IntroStepBody } from '../components/intro-step-body';

function IntroSteps({ steps }: { steps: IntroStep[] }) {
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = steps[Math.min(active, steps.length - 1)] as IntroStep;
  const last = active >= steps.length - 1;

  // After Next or Back, keyboard and screen-reader users continue at the new step's title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: active is the trigger (a new step), not a value the effect reads.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [active]);

  const go = (index: number) => {
    moved.current = true;
    setActive(index);
  };

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={go}
        allowNextStepsSelect={false}
        size="sm"
        aria-label="Intro steps"
      >
        {steps.map((s) => (
          <Stepper.Step key={s.id} aria-label={s.title} label={<Box visibleFrom="sm">{s.title}</Box>} />
        ))}
      </Stepper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Step {active + 1} of {steps.length}
            </Text>
            <Title order={2} fz={{ base: 22, sm: 26 }} ref={heading} tabIndex={-1}>
              {step.title}
            </Title>
          </Stack>
          <IntroStepBody key={step.id} step={step} />
          <Group justify="space-between" gap="sm">
            {active > 0 ? (
              <Button variant="default" onClick={() => go(active - 1)}>
                Back
              </Button>
            ) : (
              <span />
            )}
            {/* spec 3 §2: a Next button on every step except a TEST step. */}
            {step.type !== 'TEST' && (
              <Button onClick={() => (last ? navigate('/') : go(active + 1))}>Next</Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** spec 3 §2 Intro steps (/intro): public, outside the app shell. */
export function IntroPage() {
  const company = useCompany();
  const intro = useIntro();
  return (
    <PublicPage>
      <Container size={820} w="100%" px={0}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Getting started with {company.shortName || company.companyName}
          </Title>
          {intro.isPending ? (
            <PageLoader label="Loading the intro…" />
          ) : intro.isError ? (
            <StatusAlert tone="error">{errorMessage(intro.error)}</StatusAlert>
          ) : intro.data.length === 0 ? (
            <Text>No Data available</Text>
          ) : (
            <IntroSteps steps={intro.data} />
          )}
        </Stack>
      </Container>
    </PublicPage>
  );
}
