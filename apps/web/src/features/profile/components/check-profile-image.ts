import { UPLOAD_RULES } from '@portico/contract/storage';

const rule = UPLOAD_RULES['profile-image'];

/** The file input's accept list: the extensions the API takes for a profile image. */
export const PROFILE_IMAGE_ACCEPT = rule.extensions.map((ext) => `.${ext}`).join(',');

/**
 * spec 1 §5 profile image: jpeg, jpg, png or gif, at most 1 MB (the message says 5MB; both
 * readings are in the spec and the contract keeps them). Checked before any call; the API checks
 * the bytes again.
 */
export function profileImageError(file: File): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensions: readonly string[] = rule.extensions;
  if (!file.name.includes('.') || !extensions.includes(ext)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}

/** profile-upload takes the image as a base64 data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}
