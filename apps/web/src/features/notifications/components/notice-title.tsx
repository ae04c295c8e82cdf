import { Fragment } from 'react';
import { NOTICE_TEXTS } from './notice-texts';

/**
 * spec 1 §2 noticeboard: the word IMPORTANT is bolded. A row flagged important without the word in
 * its name gets it as a prefix.
 */
export function NoticeTitle({ name, isImportant }: { name: string; isImportant: boolean }) {
  const parts = name.split(/(\bIMPORTANT\b)/);
  const hasWord = parts.length > 1;
  return (
    <>
      {isImportant && !hasWord && (
        <>
          <strong>{NOTICE_TEXTS.important}</strong>:{' '}
        </>
      )}
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one split title, fixed for a given name: the position is the identity.
        <Fragment key={i}>{part === NOTICE_TEXTS.important ? <strong>{part}</strong> : part}</Fragment>
      ))}
    </>
  );
}
