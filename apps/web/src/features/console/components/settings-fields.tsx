import { ColorInput, Fieldset, Select, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import type { CompanySettings, SettingsView } from '@portico/contract/console-settings';
import { Controller, useFormContext } from 'react-hook-form';
import { NumberField, SelectField, TextareaField, TextField, useField } from '../resource/form-fields';
import { BrandImageField } from './brand-image-field';

/** The setting's message, if any (react-hook-form's errors by field name). */
export function useSettingsForm() {
  const form = useFormContext<CompanySettings>();
  const error = (name: keyof CompanySettings) => form.formState.errors[name]?.message;
  return { ...form, error };
}

/** A colour as #rrggbb, picked or typed. */
function ColorField({
  name,
  ...props
}: {
  name: string;
  label: string;
  description: string;
  withAsterisk?: boolean;
}) {
  const f = useField<string>(name);
  return (
    <ColorInput
      {...props}
      format="hex"
      eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
      value={f.value}
      onChange={f.onChange}
      onBlur={f.onBlur}
      error={f.error}
    />
  );
}

export function NameFields() {
  return (
    <Fieldset legend="Name and links">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="companyName" label="Company name" withAsterisk />
        <TextField
          name="shortName"
          label="Short name"
          description="Shown where the logo does not fit"
          withAsterisk
        />
        <TextField name="companyUrl" label="Website" placeholder="https://…" />
        <TextField name="copyRight" label="Copyright line" description="The footer of every student page" />
      </SimpleGrid>
    </Fieldset>
  );
}

export function BrandFields() {
  const { control, error } = useSettingsForm();
  const image = (
    name: 'logoUrl' | 'logoIconUrl' | 'faviconUrl',
    kind: 'logo' | 'logoIcon' | 'favicon',
    label: string,
    description: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <BrandImageField
          kind={kind}
          label={label}
          description={description}
          value={field.value}
          error={error(name)}
          onChange={(url) => field.onChange(url)}
        />
      )}
    />
  );
  return (
    <Fieldset legend="Brand">
      <Stack gap="md">
        {image(
          'logoUrl',
          'logo',
          'Logo',
          'PNG, JPEG, GIF or WebP up to 1 MB (a larger PNG or JPEG is scaled and sent as WebP); shown in the header and on sign-in',
        )}
        {image('logoIconUrl', 'logoIcon', 'Icon', 'A square version of the logo, for small spaces')}
        {image('faviconUrl', 'favicon', 'Favicon', 'The browser tab’s icon')}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ColorField
            name="primaryColor"
            label="Brand colour"
            description="Buttons, links and highlights (darkened where white text needs it)"
            withAsterisk
          />
          <ColorField name="secondaryColor" label="Second colour" description="Optional" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

export function ScoreFields({ products }: { products: SettingsView['products'] }) {
  const { control, error } = useSettingsForm();
  return (
    <Fieldset legend="Score reports and page scripts">
      <Stack gap="md">
        <Controller
          control={control}
          name="scoreRewardProductSlug"
          render={({ field }) => (
            <Select
              label="Reward for a verified score report"
              description="Granted once to a student whose IELTS score report your staff verify"
              data={[
                { value: '', label: 'No reward' },
                ...products.map((p) => ({ value: p.slug, label: p.name })),
              ]}
              value={field.value}
              onChange={(v) => field.onChange(v ?? '')}
              allowDeselect={false}
              error={error('scoreRewardProductSlug')}
            />
          )}
        />
        <TextareaField
          name="headerScript"
          label="Header script"
          description="Added to every student page (analytics, chat). Paste only code you trust."
          autosize
          minRows={2}
          maxRows={8}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      </Stack>
    </Fieldset>
  );
}

/** Each queue's turnaround target (issue 40): past it an item is marked overdue in the console. */
export function TurnaroundFields() {
  const field = (name: keyof CompanySettings['turnaroundHours'], label: string, from: string) => (
    <NumberField
      name={`turnaroundHours.${name}`}
      label={label}
      description={from}
      min={1}
      max={720}
      suffix=" h"
    />
  );
  return (
    <Fieldset legend="Turnaround targets">
      <Text size="sm" c="dimmed" mb="sm">
        How long each queue has to answer a student; past it an item is marked overdue.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {field('evaluations', 'Evaluations', 'From the request to the release')}
        {field('scoreReports', 'Score reports', 'From the upload to the answer')}
        {field('support', 'Support', 'From the student’s last message')}
        {field('career', 'Career reviews', 'From the submission to the first answer')}
      </SimpleGrid>
    </Fieldset>
  );
}

export function HostFields({ currentHost }: { currentHost: string }) {
  const { control, watch, error } = useSettingsForm();
  const hosts = watch('hosts');
  return (
    <Fieldset legend="Host names">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="hosts"
          render={({ field }) => (
            <TagsInput
              label="Addresses of the portal"
              description={`Press Enter after each. You are on ${currentHost}.`}
              value={field.value}
              onChange={(v) => field.onChange(v.map((h) => h.trim().toLowerCase()).filter(Boolean))}
              splitChars={[',', ' ']}
              error={error('hosts') ?? control.getFieldState('hosts').error?.message}
            />
          )}
        />
        <SelectField
          name="primaryHost"
          label="Address in mails"
          description="Links in mails to students open here"
          data={hosts}
          allowDeselect={false}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
