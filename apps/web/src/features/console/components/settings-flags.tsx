import { Anchor, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { NumberField, SwitchField, TextField } from '../resource/form-fields';

/** spec 1 §1: who may register and what the sign-up and profile pages ask. */
export function SignInFields() {
  return (
    <Fieldset legend="Registration and sign-in">
      <Stack gap="md">
        <SwitchField
          name="hideRegistration"
          label="Hide registration"
          description="Students cannot sign up themselves; your staff add them"
        />
        <SwitchField
          name="hideBranch"
          label="Hide the branch choice"
          description="At sign-up and in the profile"
        />
        <SwitchField
          name="showCityName"
          label="Ask for the city"
          description="At sign-up and in the profile"
        />
        <SwitchField name="enableAppProfile" label="Use the app profile page" />
        <SwitchField
          name="agentRegister"
          label="Agents register students"
          description="Shows the agent sign-up link"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField name="agentRegisterUrl" label="Agent sign-up address" placeholder="https://…" />
          <TextField name="defaultCountryCode" label="Default country" description="Two letters, e.g. in" />
          <TextField name="defaultDialCode" label="Default dialling code" description="Digits, e.g. 91" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** spec 1 §1-2: what the dashboard shows. */
export function DashboardFields() {
  return (
    <Fieldset legend="Dashboard and pages">
      <Stack gap="md">
        <SwitchField name="showNoticeBoard" label="Show the notice board" />
        <SwitchField name="showLeaderBoard" label="Show the leaderboard" />
        <SwitchField name="showAboutUs" label="Show About us" />
        <SwitchField
          name="enableNewPage"
          label="About us is the company profile page"
          description="Instead of the tabbed pages"
        />
        <SwitchField name="enableScoreFromStudents" label="Students may submit their IELTS score report" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            name="speakingContact1"
            label="Speaking test contact 1"
            description="Shown to book a speaking test"
          />
          <TextField name="speakingContact2" label="Speaking test contact 2" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** How the school grades (issue 40): blind marking, and a review before the student sees a grade. */
export function GradingFields() {
  return (
    <Fieldset legend="Grading">
      <Stack gap="md">
        <SwitchField
          name="grading.blindMarking"
          label="Blind marking"
          description="Teachers see a candidate number, not the student’s name, until the evaluation is released"
        />
        <SwitchField
          name="grading.reviewBeforeRelease"
          label="Review before release"
          description="A teacher sends a finished evaluation for review; an administrator reviews it, and releases it alone or with others"
        />
        <NumberField
          name="grading.secondMarkingPercent"
          label="Second marking sample"
          description="This share of finished evaluations is graded again by another teacher, without seeing the first grades; an administrator settles the two before release. 0: only when a teacher or an administrator asks"
          min={0}
          max={100}
          suffix=" %"
          w={{ base: '100%', xs: 360 }}
        />
        <Text size="sm">
          <Anchor component={Link} to="/console/band-estimates">
            Band estimates
          </Anchor>
          : how the estimate beside each written answer agrees with your teachers, and whether students see
          it.
        </Text>
        <SwitchField
          name="weeklySummary"
          label="Weekly summary by mail"
          description="Every Monday, each teacher and administrator gets the cohorts of their courses by mail: how many students are active, quiet or not started, with a link to each"
        />
      </Stack>
    </Fieldset>
  );
}
