import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  HOURS_PER_WEEK,
  type StudyPlan,
  type StudyPlanSettings,
  studyPlanFormSchema,
} from '@portico/contract/study-plan';
import { useMemo } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useSaveStudyPlan } from '../api/study-plan';
import { TEXTS } from '../texts';
import { dayLabel } from './day-label';

/** The plan's settings (react-hook-form with the contract's rules): exam date, hours a week, target. */
export function SettingsForm({ plan, courseId }: { plan: StudyPlan; courseId: string }) {
  const save = useSaveStudyPlan(courseId);
  const schema = useMemo(() => studyPlanFormSchema(plan.today), [plan.today]);
  const form = useForm<StudyPlanSettings>({
    resolver: zodResolver(schema),
    defaultValues: {
      examDate: plan.settings?.examDate ?? plan.levelCheck?.suggestedDate ?? '',
      hoursPerWeek: plan.settings?.hoursPerWeek ?? 8,
      target: plan.target?.value ?? null,
    },
  });
  const submit = form.handleSubmit((settings) => save.mutate(settings));
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} aria-label={TEXTS.settings} noValidate>
      <Stack gap="sm">
        <LevelCheckNote plan={plan} onUse={(d) => form.setValue('examDate', d, { shouldValidate: true })} />
        <SimpleGrid cols={{ base: 1, sm: plan.target ? 3 : 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="examDate"
            render={({ field }) => (
              <DateField
                label={TEXTS.examDate}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.examDate?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="hoursPerWeek"
            render={({ field }) => (
              <NumberInput
                label={TEXTS.hoursPerWeek}
                required
                min={HOURS_PER_WEEK.min}
                max={HOURS_PER_WEEK.max}
                allowDecimal={false}
                value={field.value}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                onBlur={field.onBlur}
                description={`${HOURS_PER_WEEK.min}–${HOURS_PER_WEEK.max}`}
                error={errors.hoursPerWeek?.message}
              />
            )}
          />
          {plan.target && <TargetField form={form} target={plan.target} />}
        </SimpleGrid>
        {save.isError && <StatusAlert tone="error">{errorMessage(save.error)}</StatusAlert>}
        {save.isSuccess && !save.isPending && <StatusAlert tone="success">{TEXTS.saved}</StatusAlert>}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LevelCheckNote({ plan, onUse }: { plan: StudyPlan; onUse: (day: string) => void }) {
  const level = plan.levelCheck;
  if (!level) return <Text size="sm">{TEXTS.noLevelCheck}</Text>;
  return (
    <Group gap="sm">
      <Text size="sm">{TEXTS.levelCheck(level.level, level.months, dayLabel(level.suggestedDate))}</Text>
      <Button size="compact-sm" variant="light" onClick={() => onUse(level.suggestedDate)}>
        {TEXTS.useSuggestion}
      </Button>
    </Group>
  );
}

/** The target on the exam's first measure, on its scale; empty for none. */
function TargetField({
  form,
  target,
}: {
  form: UseFormReturn<StudyPlanSettings>;
  target: NonNullable<StudyPlan['target']>;
}) {
  return (
    <Controller
      control={form.control}
      name="target"
      render={({ field, fieldState }) => (
        <NumberInput
          label={TEXTS.target(target.measure)}
          min={target.min}
          max={target.max}
          step={target.step}
          decimalScale={target.step < 1 ? 1 : 0}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
          onBlur={field.onBlur}
          description={TEXTS.targetHint(target.min, target.max)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
