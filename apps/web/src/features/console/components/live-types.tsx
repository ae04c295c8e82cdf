import { Text } from '@mantine/core';
import type { LiveBatchType } from '@portico/contract/console-live';
import type { LiveOps } from '../api/live';
import { CardTitle } from '../resource/card-head';
import { WRAP } from '../resource/resource-list';
import { StateBadge } from '../resource/state-badge';
import { type LiveTypeBody, LiveTypeForm } from './live-forms';
import { LiveItemsSection } from './live-items-section';

interface Props {
  types: LiveBatchType[];
  ops: LiveOps;
}

const batches = (n: number) => (n === 1 ? '1 batch' : `${n} batches`);

/** The company's batch types (the cards students pick from); one without batches can be deleted. */
export function LiveTypes({ types, ops }: Props) {
  return (
    <LiveItemsSection<LiveBatchType, LiveTypeBody>
      id="live-types-heading"
      title="Batch types"
      addLabel="Add a batch type"
      empty="No batch types yet: add one before the first batch."
      label="Batch types"
      items={types}
      ops={ops}
      nameOf={(t) => t.name}
      card={(t) => (
        <CardTitle
          badge={<StateBadge color="gray">{batches(t.batchCount)}</StateBadge>}
          detail={
            t.description && (
              <Text size="sm" c="dimmed" style={WRAP}>
                {t.description}
              </Text>
            )
          }
        >
          {t.name}
        </CardTitle>
      )}
      removable={(t) => t.batchCount === 0}
      form={(form) => <LiveTypeForm {...form} />}
      save={(body, t) =>
        t ? { kind: 'saveType', params: { id: t.id }, body } : { kind: 'createType', body }
      }
      remove={{
        title: 'Delete this batch type?',
        text: (t) => <>{t?.name} is no longer offered to students.</>,
        act: (t) => ({ kind: 'deleteType', params: { id: t.id } }),
      }}
    />
  );
}
