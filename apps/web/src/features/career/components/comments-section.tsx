import { Badge, Group, Paper, Text, Textarea } from '@mantine/core';
import {
  CAREER_COMMENT_MAX_LENGTH,
  type CareerComment,
  CareerMessages,
  type CareerRecord,
  stringifyCareerComment,
} from '@portico/contract/career';
import { ListStack } from '../../../components/plain-list';
import { formatDateTime } from '../../../lib/dates';
import { useSaveCareer } from '../api/save-career';
import { CareerSection } from './career-section';
import { SingleFieldForm, saveToasts, useCheckedField } from './single-field-form';

/** spec 3 §5 comments, in the spec's order: a comment, then the LinkedIn address or a CV first. */
export function commentProblem(record: CareerRecord, text: string): string | null {
  if (!text.trim()) return CareerMessages.commentRequired;
  if (record.referenceType === 'Project' && !record.socialUrl) return CareerMessages.linkedInFirst;
  if (record.referenceType === 'Upload' && record.resume.length === 0) return CareerMessages.resumeFirst;
  return null;
}

const newestFirst = (a: CareerComment, b: CareerComment) =>
  Date.parse(b.createdDateTime) - Date.parse(a.createdDateTime);

/**
 * spec 3 §2: the project's comments, newest first, labelled Admin (the reviewer) or You; and the
 * box for the student's own. LinkedIn projects hold social comments, CV projects resume comments.
 */
export function CommentsSection({ record }: { record: CareerRecord }) {
  const save = useSaveCareer(record.learningObjectId);
  const social = record.referenceType === 'Project';
  const comments = [...(social ? record.socialComments : record.resumeComments)].sort(newestFirst);
  const comment = useCheckedField('', (text) => commentProblem(record, text));

  const submit = comment.submit((text) => {
    const remark = stringifyCareerComment(text.trim());
    save.mutate(
      {
        body: {
          id: record.learningObjectId,
          ...(social ? { socialComments: remark } : { resumeComments: remark }),
        },
        exists: record.id !== null,
      },
      saveToasts(() => comment.setValue('')),
    );
  });

  return (
    <CareerSection title="Comments" titleGap="md">
      <SingleFieldForm onSubmit={submit} submitLabel="Send comment" pending={save.isPending} gap="xs">
        <Textarea
          label="Your comment"
          placeholder="Write to the reviewer"
          rows={3}
          resize="vertical"
          maxLength={CAREER_COMMENT_MAX_LENGTH}
          {...comment.input}
        />
      </SingleFieldForm>
      {comments.length === 0 ? (
        <Text c="dimmed" size="sm" mt="md">
          No comments yet.
        </Text>
      ) : (
        <ListStack gap="sm" mt="md" aria-label="Comments, newest first">
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </ListStack>
      )}
    </CareerSection>
  );
}

function CommentItem({ comment }: { comment: CareerComment }) {
  const admin = comment.referenceType === 'ADMIN';
  return (
    <Paper
      component="li"
      radius="md"
      p="sm"
      bg={admin ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
    >
      <Group gap="xs" mb={4} wrap="wrap">
        <Badge variant={admin ? 'filled' : 'light'} color={admin ? undefined : 'gray'} size="sm">
          {admin ? 'Admin' : 'You'}
        </Badge>
        <Text size="xs" c="dimmed" component="span">
          {formatDateTime(comment.createdDateTime)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.remark}
      </Text>
    </Paper>
  );
}
