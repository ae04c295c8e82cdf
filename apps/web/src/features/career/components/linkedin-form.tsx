import { Anchor, Text, TextInput } from '@mantine/core';
import { type CareerRecord, LINKEDIN_URL_MAX_LENGTH, linkedInUrlProblem } from '@portico/contract/career';
import { useSaveCareer } from '../api/save-career';
import { CareerSection } from './career-section';
import { SingleFieldForm, saveToasts, useCheckedField } from './single-field-form';

/** The saved address as a link a browser opens (the spec accepts it without the protocol). */
const profileHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** spec 3 §2 Project kind: the LinkedIn profile link form with a Submit button; §5 checks. */
export function LinkedInForm({ record }: { record: CareerRecord }) {
  const save = useSaveCareer(record.learningObjectId);
  const url = useCheckedField(record.socialUrl, linkedInUrlProblem);

  const submit = url.submit((value) =>
    save.mutate(
      { body: { id: record.learningObjectId, socialUrl: value.trim() }, exists: record.id !== null },
      saveToasts(),
    ),
  );

  return (
    <CareerSection
      title="Your LinkedIn profile"
      description="Paste the address of your public profile; the expert reviews it and answers in the comments."
    >
      <SingleFieldForm onSubmit={submit} submitLabel="Submit" pending={save.isPending} gap="sm">
        <TextInput
          label="LinkedIn profile URL"
          placeholder="https://www.linkedin.com/in/your-name"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={LINKEDIN_URL_MAX_LENGTH}
          {...url.input}
        />
      </SingleFieldForm>
      {record.socialUrl && (
        <Text size="sm" mt="md" style={{ overflowWrap: 'anywhere' }}>
          Sent for review:{' '}
          <Anchor href={profileHref(record.socialUrl)} target="_blank" rel="noopener noreferrer">
            {record.socialUrl}
          </Anchor>
        </Text>
      )}
    </CareerSection>
  );
}
