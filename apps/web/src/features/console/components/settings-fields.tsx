import {
  ColorInput,
  Fieldset,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { CompanySettings, SettingsView } from '@portico/contract/console-settings';
import { Controller, useFormContext } from 'react-hook-form';
import { BrandImageField } from './brand-image-field';

/** The setting's message, if any (react-hook-form's errors by field name). */
export function useSettingsForm() {
  const form = useFormContext<CompanySettings>();
  const error = (name: keyof CompanySettings) => form.formState.errors[name]?.message;
  return { ...form, error };
}

export function NameFields() {
  const { register, error } = useSettingsForm();
  return (
    <Fieldset legend="Name and links">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Company name"
          withAsterisk
          {...register('companyName')}
          error={error('companyName')}
        />
        <TextInput
          label="Short name"
          description="Shown where the logo does not fit"
          withAsterisk
          {...register('shortName')}
          error={error('shortName')}
        />
        <TextInput
          label="Website"
          placeholder="https://…"
          {...register('companyUrl')}
          error={error('companyUrl')}
        />
        <TextInput
          label="Copyright line"
          description="The footer of every student page"
          {...register('copyRight')}
          error={error('copyRight')}
        />
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
        {image('logoUrl', 'logo', 'Logo', 'PNG, JPEG or GIF up to 1 MB; shown in the header and on sign-in')}
        {image('logoIconUrl', 'logoIcon', 'Icon', 'A square version of the logo, for small spaces')}
        {image('faviconUrl', 'favicon', 'Favicon', 'The browser tab’s icon')}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="primaryColor"
            render={({ field }) => (
              <ColorInput
                label="Brand colour"
                description="Buttons, links and highlights (darkened where white text needs it)"
                withAsterisk
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error('primaryColor')}
              />
            )}
          />
          <Controller
            control={control}
            name="secondaryColor"
            render={({ field }) => (
              <ColorInput
                label="Second colour"
                description="Optional"
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error('secondaryColor')}
              />
            )}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

export function ScoreFields({ products }: { products: SettingsView['products'] }) {
  const { control, register, error } = useSettingsForm();
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
        <Textarea
          label="Header script"
          description="Added to every student page (analytics, chat). Paste only code you trust."
          autosize
          minRows={2}
          maxRows={8}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...register('headerScript')}
          error={error('headerScript')}
        />
      </Stack>
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
        <Controller
          control={control}
          name="primaryHost"
          render={({ field }) => (
            <Select
              label="Address in mails"
              description="Links in mails to students open here"
              data={hosts}
              value={field.value}
              onChange={(v) => field.onChange(v ?? '')}
              allowDeselect={false}
              error={error('primaryHost')}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
