import { Anchor, FileInput, Loader, Stack, Text } from '@mantine/core';
import { ScoreReportMessages } from '@portico/contract/score-report';
import { useState } from 'react';
import { notify } from '../../../../lib/notify';
import {
  SCORE_DOCUMENT_ACCEPT,
  scoreDocumentError,
  UploadError,
  uploadScoreDocument,
} from '../../api/upload-score-document';

export const DOCUMENT_LABEL = 'Score report document';

interface DocumentFieldProps {
  /** The uploaded document's publicUrl ('' until one is uploaded). */
  value: string;
  onChange: (publicUrl: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
  /** Once the report is uploaded: a link to view it instead of the picker. */
  lockedUrl?: string | null;
  disabled?: boolean;
}

/** spec 1 §4 document upload, §5 score document rules, §8 upload errors (all texts verbatim). */
export function DocumentField({
  value,
  onChange,
  onUploadingChange,
  error,
  lockedUrl,
  disabled,
}: DocumentFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  if (disabled) {
    return (
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {DOCUMENT_LABEL}
        </Text>
        {lockedUrl ? (
          <Anchor href={lockedUrl} target="_blank" rel="noopener noreferrer" fz="sm">
            View uploaded document
          </Anchor>
        ) : (
          <Text fz="sm" c="dimmed">
            Uploaded
          </Text>
        )}
      </Stack>
    );
  }

  const choose = async (chosen: File | null) => {
    setRefusal(null);
    onChange('');
    setFile(chosen);
    if (!chosen) return;
    const refused = scoreDocumentError(chosen);
    if (refused) {
      setRefusal(refused);
      setFile(null);
      return;
    }
    setUploading(true);
    onUploadingChange(true);
    notify.show({ color: 'blue', message: ScoreReportMessages.uploading });
    try {
      const publicUrl = await uploadScoreDocument(chosen);
      onChange(publicUrl);
      notify.show({ color: 'green', message: ScoreReportMessages.uploaded });
    } catch (err) {
      const message = err instanceof UploadError ? err.message : ScoreReportMessages.uploadFailure;
      setFile(null);
      setRefusal(message);
      notify.show({ color: 'red', message });
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  };

  return (
    <FileInput
      label={DOCUMENT_LABEL}
      description="jpeg, jpg, png or pdf, up to 5 MB"
      placeholder="Choose a file"
      accept={SCORE_DOCUMENT_ACCEPT}
      withAsterisk
      clearable={!uploading}
      clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
      value={file}
      onChange={choose}
      disabled={uploading}
      rightSection={uploading ? <Loader size="xs" aria-label={ScoreReportMessages.uploading} /> : undefined}
      error={refusal ?? (value ? undefined : error)}
    />
  );
}
