import '@mantine/dropzone/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  CareerMessages,
  type CareerRecord,
  CV_ACCEPT,
  CV_FILES_PER_UPLOAD,
  cvFileProblem,
} from '@portico/contract/career';
import { useId, useRef } from 'react';
import { Icon } from '../../../components/icons';
import { ListStack } from '../../../components/plain-list';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { CvUploadError, useUploadCvs } from '../api/upload-cv';
import { CareerSection, FileLabel } from './career-section';
import { DocumentButton } from './document-button';

/** What the file chooser offers (spec 3 §9: .pdf .doc .docx); an .xls is still taken (§5). */
const CHOOSER_ACCEPT = Object.entries(CV_ACCEPT)
  .flatMap(([type, extensions]) => [...extensions, type])
  .join(',');

const UploadIcon = () => (
  <Icon size={40} strokeWidth={1.6}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5" />
    <path d="M12 3v12" />
  </Icon>
);

/** Sends the files that pass the checks here (each refusal a toast), with the toasts of the upload. */
function useSendCvs(learningObjectId: CareerRecord['learningObjectId']) {
  const upload = useUploadCvs(learningObjectId);
  const send = (files: File[]) => {
    const accepted = files.filter((file) => {
      const problem = cvFileProblem(file);
      if (problem) notify.show({ color: 'red', message: problem });
      return !problem;
    });
    if (accepted.length === 0) return;
    const toast = notify.show({
      color: 'blue',
      loading: true,
      autoClose: false,
      message: CareerMessages.uploading,
    });
    upload.mutate(accepted, {
      onSuccess: ({ message }) => {
        notify.hide(toast);
        notify.show({ color: 'green', message: message || CareerMessages.updated });
      },
      onError: (error) => {
        notify.hide(toast);
        notify.show({
          color: 'red',
          message: error instanceof CvUploadError ? error.message : CareerMessages.uploadFailed,
        });
      },
    });
  };
  return { send, sending: upload.isPending };
}

/**
 * spec 3 §2 Upload kind: a CV by click or drag and drop. Each file is checked here first (§5: size,
 * then type, as toasts), then sent through the signed-URL upload, whose server reads its real type.
 * Toasts 'Uploading....' then 'Updated Successfully!' or "Can't Upload the file!" (§8).
 */
export function CvUpload({ record }: { record: CareerRecord }) {
  const hintId = useId();
  const { send, sending } = useSendCvs(record.learningObjectId);
  const openRef = useRef<() => void>(null);

  return (
    <CareerSection
      title="Your CV"
      description="Send your current CV; you may send a new version at any time."
    >
      <Dropzone
        onDrop={send}
        onReject={() => notify.show({ color: 'red', message: CareerMessages.tooManyFiles })}
        maxFiles={CV_FILES_PER_UPLOAD}
        loading={sending}
        openRef={openRef}
        radius="md"
        // The drop area is for the mouse; the button inside it is the keyboard's way in.
        activateOnKeyboard={false}
        inputProps={{ accept: CHOOSER_ACCEPT, 'aria-label': 'Upload your CV' }}
      >
        <Stack align="center" gap={6} py="lg" px="sm" ta="center" mih={140} justify="center">
          <Text c="var(--mantine-primary-color-filled)" component="span" style={{ display: 'inline-flex' }}>
            <UploadIcon />
          </Text>
          <Text fw={600}>Drag and drop your CV here, or</Text>
          <Text size="sm" c="dimmed" id={hintId}>
            PDF, DOC or DOCX (.pdf, .doc, .docx), up to 5 MB each
          </Text>
          <Button
            mt="xs"
            variant="light"
            aria-describedby={hintId}
            loading={sending}
            onClick={(event) => {
              event.stopPropagation();
              openRef.current?.();
            }}
          >
            Choose a file
          </Button>
        </Stack>
      </Dropzone>
      {record.resume.length > 0 && <SentCvs resume={record.resume} />}
    </CareerSection>
  );
}

/** The CVs sent so far, each with when and a way to open it. */
function SentCvs({ resume }: { resume: CareerRecord['resume'] }) {
  return (
    <ListStack gap="xs" mt="md" aria-label="CVs you sent">
      {resume.map((r) => (
        <Group component="li" key={r.id} justify="space-between" wrap="nowrap" gap="sm">
          <FileLabel name={r.fileName} detail={`Sent ${formatDate(r.uploadedAt)}`} />
          <DocumentButton url={r.url} size="xs" variant="subtle" aria-label={`Open ${r.fileName}`}>
            Open
          </DocumentButton>
        </Group>
      ))}
    </ListStack>
  );
}
