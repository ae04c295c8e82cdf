import { Anchor, Text, TextInput } from '@mantine/core';
import { type CareerRecord, LINKEDIN_URL_MAX_LENGTH, linkedInUrlProblem } from '@portico/contract/career';
import { type FormEvent, useState } from 'react';
import { useSaveCareer } from '../api/save-career';
import { CareerSection } from './career-section';
import { SingleFieldForm, saveToasts } from './single-field-form';

/** The saved address as a link a browser opens (the spec accepts it without the protocol). */
const profileHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** spec 3 §2 Project kind: the LinkedIn profile link form with a Submit button; §5 checks. */
export function LinkedInForm({ record }: { record: CareerRecord }) {
  const save = useSaveCareer(record.learningObjectId);
  const [value, setValue] = useState(record.socialUrl);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = linkedInUrlProblem(value);
    setError(problem);
    if (problem) return;
    save.mutate(
      { body: { id: record.learningObjectId, socialUrl: value.trim() }, exists: record.id !== null },
      saveToasts(),
    );
  };

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
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
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
