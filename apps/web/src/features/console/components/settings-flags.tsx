import { Fieldset, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { CompanySettings } from '@portico/contract/console-settings';
import { Controller } from 'react-hook-form';
import { useSettingsForm } from './settings-fields';

type Flag = {
  [K in keyof CompanySettings]: CompanySettings[K] extends boolean ? K : never;
}[keyof CompanySettings];

function FlagSwitch({ name, label, description }: { name: Flag; label: string; description?: string }) {
  const { control } = useSettingsForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}

/** spec 1 §1: who may register and what the sign-up and profile pages ask. */
export function SignInFields() {
  const { register, error } = useSettingsForm();
  return (
    <Fieldset legend="Registration and sign-in">
      <Stack gap="md">
        <FlagSwitch
          name="hideRegistration"
          label="Hide registration"
          description="Students cannot sign up themselves; your staff add them"
        />
        <FlagSwitch
          name="hideBranch"
          label="Hide the branch choice"
          description="At sign-up and in the profile"
        />
        <FlagSwitch
          name="showCityName"
          label="Ask for the city"
          description="At sign-up and in the profile"
        />
        <FlagSwitch name="enableAppProfile" label="Use the app profile page" />
        <FlagSwitch
          name="agentRegister"
          label="Agents register students"
          description="Shows the agent sign-up link"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Agent sign-up address"
            placeholder="https://…"
            {...register('agentRegisterUrl')}
            error={error('agentRegisterUrl')}
          />
          <TextInput
            label="Default country"
            description="Two letters, e.g. in"
            {...register('defaultCountryCode')}
            error={error('defaultCountryCode')}
          />
          <TextInput
            label="Default dialling code"
            description="Digits, e.g. 91"
            {...register('defaultDialCode')}
            error={error('defaultDialCode')}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** spec 1 §1-2: what the dashboard shows. */
export function DashboardFields() {
  const { register, error } = useSettingsForm();
  return (
    <Fieldset legend="Dashboard and pages">
      <Stack gap="md">
        <FlagSwitch name="showNoticeBoard" label="Show the notice board" />
        <FlagSwitch name="showLeaderBoard" label="Show the leaderboard" />
        <FlagSwitch name="showAboutUs" label="Show About us" />
        <FlagSwitch
          name="enableNewPage"
          label="About us is the company profile page"
          description="Instead of the tabbed pages"
        />
        <FlagSwitch name="enableScoreFromStudents" label="Students may submit their IELTS score report" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Speaking test contact 1"
            description="Shown to book a speaking test"
            {...register('speakingContact1')}
            error={error('speakingContact1')}
          />
          <TextInput
            label="Speaking test contact 2"
            {...register('speakingContact2')}
            error={error('speakingContact2')}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
