import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CareerMessages,
  type CareerRecord,
  LINKEDIN_URL_MAX_LENGTH,
  linkedInUrlProblem,
} from '@portico/contract/career';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSaveCareer } from '../api/save-career';

/** The saved address as a link a browser opens (the spec accepts it without the protocol). */
const profileHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** spec 3 §2 Project kind: the LinkedIn profile link form with a Submit button; §5 checks. */
export function LinkedInForm({ record }: { record: CareerRecord }) {
  const headingId = useId();
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
      {
        onSuccess: ({ message }) =>
          notifications.show({ color: 'green', message: message || CareerMessages.updated }),
        onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Title order={2} fz="lg" mb="xs" id={headingId}>
        Your LinkedIn profile
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Paste the address of your public profile; the expert reviews it and answers in the comments.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
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
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
      {record.socialUrl && (
        <Text size="sm" mt="md" style={{ overflowWrap: 'anywhere' }}>
          Sent for review:{' '}
          <Anchor href={profileHref(record.socialUrl)} target="_blank" rel="noopener noreferrer">
            {record.socialUrl}
          </Anchor>
        </Text>
      )}
    </Paper>
  );
}
