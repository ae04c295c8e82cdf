import { Alert } from '@mantine/core';
import type { ItemViewProps } from './types';

/** A type this runner does not know: said plainly rather than shown wrongly. */
export function UnknownItem({ item }: ItemViewProps) {
  return (
    <Alert color="orange" variant="light" role="alert" title="This question cannot be shown">
      Question type “{item.ItemType || 'none'}” is not supported here. You can skip it and go on with the
      test; please tell your institute about it.
    </Alert>
  );
}
