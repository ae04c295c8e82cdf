import { Avatar, Button, Group, Stack } from '@mantine/core';
import { UploadMessages } from '@portico/contract/storage';
import { type ChangeEvent, useRef, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { PROFILE_IMAGE_ACCEPT, profileImageError, readAsDataUrl } from './check-profile-image';

// spec 1 §8 upload errors: the text for a failure without a server message.
export const UPLOAD_FAILURE = 'Something went wrong. Please try again later.';
// spec 1 §4 profile image upload: the uploading state.
export const UPLOADING = 'Uploading image...';

interface AvatarUploadProps {
  name: string;
  image: string;
  onUploaded: (profileImage: string) => void;
}

/**
 * The chosen image: checked here first (a refusal says why), shown as a preview, and sent on Upload.
 */
function useAvatarChoice(onUploaded: (profileImage: string) => void) {
  const upload = useUploadProfileImage();
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    const file = target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    target.value = '';
    upload.reset();
    setRefusal(null);
    setPreview(null);
    if (!file) return;
    const refused = profileImageError(file);
    if (refused) {
      setRefusal(refused);
      return;
    }
    try {
      setPreview(await readAsDataUrl(file));
    } catch {
      setRefusal(UploadMessages.profileImageType);
    }
  };

  const send = () => {
    if (!preview) return;
    upload.mutate(
      { file: preview },
      {
        onSuccess: (response) => {
          setPreview(null);
          if (response.data?.profileImage) onUploaded(response.data.profileImage);
        },
      },
    );
  };
  return { upload, preview, setPreview, refusal, choose, send };
}

/** spec 1 §4: idle → chosen (preview) → uploading → success (server message) or error. */
export function AvatarUpload({ name, image, onUploaded }: AvatarUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, preview, setPreview, refusal, choose, send } = useAvatarChoice(onUploaded);

  return (
    <Stack gap="sm" align="center">
      <Avatar
        src={preview ?? (image || null)}
        name={name}
        color="initials"
        alt={preview ? 'Preview of the new profile image' : `Profile image of ${name}`}
        size={112}
        radius={112}
        style={{ border: '4px solid var(--mantine-color-body)' }}
      />
      <input
        ref={input}
        type="file"
        accept={PROFILE_IMAGE_ACCEPT}
        aria-label="Profile image"
        hidden
        onChange={choose}
      />
      {preview ? (
        <Group gap="xs" justify="center">
          <Button size="xs" onClick={send} loading={upload.isPending}>
            Upload
          </Button>
          <Button size="xs" variant="default" onClick={() => setPreview(null)} disabled={upload.isPending}>
            Cancel
          </Button>
        </Group>
      ) : (
        <Button size="xs" variant="light" onClick={() => input.current?.click()}>
          Choose image
        </Button>
      )}
      {refusal && <StatusAlert tone="error">{refusal}</StatusAlert>}
      {upload.isPending && <StatusAlert tone="info">{UPLOADING}</StatusAlert>}
      {upload.isError && <StatusAlert tone="error">{errorMessage(upload.error, UPLOAD_FAILURE)}</StatusAlert>}
      {upload.isSuccess && (
        <StatusAlert tone="success">{upload.data.message ?? UploadMessages.profileImageUpdated}</StatusAlert>
      )}
    </Stack>
  );
}
