import { escapeHtml } from '../../lib/text';

/**
 * A plain-text message of a support thread (a staff answer, a student's follow-up) as the pages show
 * it: escaped, in paragraphs and lines. Pages still pass it through the sanitiser.
 */
export const replyHtml = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
