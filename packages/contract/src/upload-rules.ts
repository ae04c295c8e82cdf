// What an upload may be, without a schema (decision 050): the pages that check a file before
// sending it read these and need no zod. storage.ts holds the schemas of the upload calls.
/** What a stored file is for; decides the types and size it may have. */
export const FILE_PURPOSES = [
  'score-document',
  'profile-image',
  'cv',
  'answer-audio',
  'brand-image',
  'other',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

// spec 1 §9: document upload limit 5 MB; profile image limit 1 MB (configured).
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_BYTES = 1 * 1024 * 1024;
// spec 3 §9: 5242880 bytes.
export const CV_MAX_BYTES = 5_242_880;
/** Not in the spec: a few minutes of a MediaRecorder answer (ITEM-TYPES.md record-audio/video). */
export const ANSWER_AUDIO_MAX_BYTES = 25 * 1024 * 1024;

/** Upload messages, verbatim from the spec (spelling included). */
export const UploadMessages = {
  // spec 1 §5 profile image: the text says 5MB while the configured limit is 1 MB.
  profileImageType: 'Please upload image with extentions jpeg,jpg Or png',
  profileImageSize: 'Please upload image less than 5MB',
  profileImageUpdated: 'Profile image updated successfully',
  // spec 1 §5 score document.
  documentType: 'Please upload image with extentions jpeg,jpg,png or pdf',
  documentSize: 'Please upload document less than 5MB',
  // spec 3 §5 CV upload.
  cvType: 'Unsupported format.',
  cvSize: 'Maximum allowed size is 5MB',
  // Not in the spec: recorded answers.
  recordingType: 'Please upload a recording in webm, ogg, mp4, mp3 or wav format',
  recordingSize: 'Please upload a recording less than 25MB',
  uploaded: 'File uploaded successfully',
  // Not in the spec: a company's logo, icon and favicon, uploaded in the console.
  brandImageType: 'Please upload a PNG, JPEG, GIF or WebP image',
  brandImageSize: 'Please upload an image less than 1MB',
  // Not in the spec: the per-student limit of document-upload and profile-upload (429).
  tooManyUploads: 'Too many uploads. Please try again in a few minutes.',
} as const;

/** Content types a browser may declare for each accepted extension; the first is the canonical one. */
export const CONTENT_TYPES_BY_EXTENSION = {
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  webm: ['audio/webm', 'video/webm'],
  ogg: ['audio/ogg'],
  m4a: ['audio/mp4', 'audio/x-m4a'],
  mp4: ['audio/mp4', 'video/mp4'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
} as const satisfies Record<string, readonly string[]>;
export type FileExtension = keyof typeof CONTENT_TYPES_BY_EXTENSION;

export type UploadRule = {
  extensions: readonly FileExtension[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
};

/** The accepted extensions, size limit and messages of each purpose. */
export const UPLOAD_RULES: Record<FilePurpose, UploadRule> = {
  // spec 1 §5: jpeg, jpg, png or pdf.
  'score-document': {
    extensions: ['jpeg', 'jpg', 'png', 'pdf'],
    maxBytes: DOCUMENT_MAX_BYTES,
    typeMessage: UploadMessages.documentType,
    sizeMessage: UploadMessages.documentSize,
  },
  // spec 1 §5: jpeg, jpg, png or gif.
  'profile-image': {
    extensions: ['jpeg', 'jpg', 'png', 'gif'],
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    typeMessage: UploadMessages.profileImageType,
    sizeMessage: UploadMessages.profileImageSize,
  },
  // spec 3 §5: docx, doc, xls or pdf.
  cv: {
    extensions: ['pdf', 'doc', 'docx', 'xls'],
    maxBytes: CV_MAX_BYTES,
    typeMessage: UploadMessages.cvType,
    sizeMessage: UploadMessages.cvSize,
  },
  'answer-audio': {
    extensions: ['webm', 'ogg', 'm4a', 'mp4', 'mp3', 'wav'],
    maxBytes: ANSWER_AUDIO_MAX_BYTES,
    typeMessage: UploadMessages.recordingType,
    sizeMessage: UploadMessages.recordingSize,
  },
  'brand-image': {
    extensions: ['png', 'jpeg', 'jpg', 'gif', 'webp'],
    maxBytes: 1024 * 1024,
    typeMessage: UploadMessages.brandImageType,
    sizeMessage: UploadMessages.brandImageSize,
  },
  other: {
    extensions: ['jpeg', 'jpg', 'png', 'pdf'],
    maxBytes: DOCUMENT_MAX_BYTES,
    typeMessage: UploadMessages.documentType,
    sizeMessage: UploadMessages.documentSize,
  },
};
