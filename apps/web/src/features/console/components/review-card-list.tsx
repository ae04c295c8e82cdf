import { Text } from '@mantine/core';
import type { ConsoleCard } from '@portico/contract/review-decks';
import type { Column } from '../../../components/data-table';
import { htmlToText } from '../../../components/html-content';
import { CardTitle } from '../resource/card-head';
import { ResourceList, WRAP } from '../resource/resource-list';
import { RowActions } from '../resource/row-actions';

interface Props {
  cards: ConsoleCard[];
  onEdit: (c: ConsoleCard) => void;
  onDelete: (c: ConsoleCard) => void;
}

/** A deck's cards as a table on wide screens, as cards on a phone. */
export function ReviewCardList({ cards, onEdit, onDelete }: Props) {
  const front = (c: ConsoleCard) => htmlToText(c.front);
  const actions = (c: ConsoleCard) => (
    <RowActions name={front(c)} onEdit={() => onEdit(c)} onRemove={() => onDelete(c)} />
  );
  const columns: Column<ConsoleCard>[] = [
    { header: 'Front', style: WRAP, cell: front },
    { header: 'Back', style: WRAP, cell: (c) => c.back },
    { header: 'Example', style: WRAP, cell: (c) => c.example },
    { header: 'Recording', cell: (c) => (c.audioUrl ? 'Yes' : '') },
    { header: 'Actions', cell: actions },
  ];
  return (
    <ResourceList
      label="Cards"
      items={cards}
      columns={columns}
      empty="No cards yet: add one, or import a CSV file."
      table={{ striped: true }}
      card={(c) => (
        <>
          <CardTitle>{front(c)}</CardTitle>
          <Text size="sm" style={WRAP}>
            {c.back}
          </Text>
          {c.example && (
            <Text size="sm" c="dimmed" style={WRAP}>
              {c.example}
            </Text>
          )}
          {actions(c)}
        </>
      )}
    />
  );
}
