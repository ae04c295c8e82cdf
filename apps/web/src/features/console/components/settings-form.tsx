import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Stack } from '@mantine/core';
import {
  type CompanySettings,
  CompanySettingsSchema,
  type SettingsView,
} from '@portico/contract/console-settings';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useSaveSettings } from '../api/settings';
import { BrandFields, HostFields, NameFields, ScoreFields, TurnaroundFields } from './settings-fields';
import { DashboardFields, GradingFields, SignInFields } from './settings-flags';
import classes from './settings-form.module.css';
import { SettingsPreview } from './settings-preview';

/**
 * Every company setting in one form (CONSOLE.md Authoring), with a preview that follows each
 * keystroke; Save sends them all, and students see them on their next page load.
 */
export function SettingsForm({ view }: { view: SettingsView }) {
  const save = useSaveSettings();
  const form = useForm<CompanySettings>({
    resolver: zodResolver(CompanySettingsSchema),
    defaultValues: view.settings,
    mode: 'onTouched',
  });
  const { reset } = form;
  useEffect(() => reset(view.settings), [view.settings, reset]);
  const values = form.watch();

  const onSubmit = form.handleSubmit(
    (settings) => save.mutate(settings),
    () => {
      // The first field in error gets the focus (react-hook-form's own), and the page says why.
      save.reset();
    },
  );
  const invalid = form.formState.submitCount > 0 && !form.formState.isValid;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Company settings">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <NameFields />
              <BrandFields />
              <SignInFields />
              <DashboardFields />
              <ScoreFields products={view.products} />
              <TurnaroundFields />
              <GradingFields />
              <HostFields currentHost={view.currentHost} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <div className={classes.preview}>
              <SettingsPreview
                companyName={values.companyName}
                shortName={values.shortName}
                logoUrl={values.logoUrl}
                logoIconUrl={values.logoIconUrl}
                primaryColor={values.primaryColor}
                copyRight={values.copyRight}
              />
            </div>
          </Grid.Col>
        </Grid>
        <div className={classes.actions}>
          <Stack gap="sm">
            {save.isSuccess && !form.formState.isDirty && (
              <StatusAlert tone="success">{save.data.message}</StatusAlert>
            )}
            {save.isError && <StatusAlert tone="error">{errorMessage(save.error)}</StatusAlert>}
            {invalid && <StatusAlert tone="error">Some settings need a change; each says why.</StatusAlert>}
            <Group gap="sm">
              <Button type="submit" loading={save.isPending}>
                Save settings
              </Button>
              <Button
                variant="default"
                disabled={!form.formState.isDirty || save.isPending}
                onClick={() => {
                  reset(view.settings);
                  save.reset();
                }}
              >
                Discard changes
              </Button>
            </Group>
          </Stack>
        </div>
      </form>
    </FormProvider>
  );
}
