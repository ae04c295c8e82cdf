/** What a signing call answers: where to PUT the bytes, and the address the file has afterwards. */
export interface SignedAddress {
  signedUrl: string;
  publicUrl: string;
}

/** The error to throw at each step that can fail; each caller words its own. */
export interface SignedUploadFailures {
  /** The signing call threw (its error), or answered no address (undefined). */
  signing: (error: unknown) => Error;
  /** The PUT did not reach the storage. */
  network: () => Error;
  /** The storage refused the bytes. */
  refused: (response: Response) => Error | Promise<Error>;
}

/**
 * Asks for a signed address, then PUTs the file's bytes there without the session
 * (`credentials: 'omit'`: the storage must not see the student's cookie). Resolves to the
 * publicUrl.
 */
export async function uploadToSignedUrl(
  file: File,
  sign: () => Promise<SignedAddress | undefined>,
  fail: SignedUploadFailures,
): Promise<string> {
  let signed: SignedAddress | undefined;
  try {
    signed = await sign();
  } catch (error) {
    throw fail.signing(error);
  }
  if (!signed) throw fail.signing(undefined);
  let put: Response;
  try {
    put = await fetch(signed.signedUrl, {
      method: 'PUT',
      body: file,
      credentials: 'omit',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    });
  } catch {
    throw fail.network();
  }
  if (!put.ok) throw await fail.refused(put);
  return signed.publicUrl;
}
