import type { Config } from '../config';

/**
 * Origins besides the portal's own that the browser must reach with fetch/XHR: the S3 store the
 * browser PUTs uploads to (when STORAGE_DRIVER=s3) and the MEDIA_ORIGINS that serve HLS videos
 * (hls.js loads playlists and segments with XHR in browsers without native HLS).
 */
export function connectOrigins(
  config: Pick<Config, 'STORAGE_DRIVER' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'MEDIA_ORIGINS'>,
): string[] {
  const origins: string[] = [];
  if (config.STORAGE_DRIVER === 's3') {
    if (config.S3_ENDPOINT) {
      const url = new URL(config.S3_ENDPOINT);
      origins.push(url.origin);
      // Virtual-hosted addresses put the bucket in front of the endpoint's host.
      if (!config.S3_FORCE_PATH_STYLE) origins.push(`${url.protocol}//*.${url.host}`);
    } else {
      origins.push('https://*.amazonaws.com');
    }
  }
  origins.push(...config.MEDIA_ORIGINS);
  return [...new Set(origins)];
}
