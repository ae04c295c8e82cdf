import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { CardInput, ConsoleCard, DeckDetail } from '@portico/contract/review-decks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useAddressParams } from '../../../lib/use-address-params';
import { menuCoursesQuery } from '../api/menus';
import { reviewDeckQuery, reviewDecksQuery, useCardAction, useCreateDeck } from '../api/review-decks';
import { ReviewCardForm } from '../components/review-card-form';
import { ReviewCardImport } from '../components/review-card-import';
import { ReviewCardList } from '../components/review-card-list';
import { ListActionPage } from '../resource/list-action-page';

const NO_DECK: DeckDetail = {
  deck: { id: '', courseId: '', kind: 'authored', title: '', description: '', cards: 0, version: 1 },
  cards: [],
};

/** The course and deck in the address (`?course=…&deck=…`), and the pickers that change them. */
function useDeckChoice() {
  const [params, change] = useAddressParams();
  const courseId = params.get('course') ?? '';
  const deckId = params.get('deck') ?? '';
  const set = (course: string, deck: string) =>
    change(
      (kept) => {
        kept.set('course', course);
        if (deck) kept.set('deck', deck);
        else kept.delete('deck');
      },
      { replace: true },
    );
  return { courseId, deckId, set };
}

function DeckPickers({ choice }: { choice: ReturnType<typeof useDeckChoice> }) {
  const courses = useQuery(menuCoursesQuery);
  const decks = useQuery({ ...reviewDecksQuery(choice.courseId), enabled: Boolean(choice.courseId) });
  const create = useCreateDeck();
  const [title, setTitle] = useState('');
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Course"
          data={(courses.data?.courses ?? []).map((c) => ({ value: c.id, label: c.courseName }))}
          value={choice.courseId || null}
          onChange={(v) => choice.set(v ?? '', '')}
          allowDeselect={false}
        />
        <Select
          label="Deck"
          disabled={!decks.data}
          data={(decks.data ?? []).map((d) => ({ value: d.id, label: `${d.title} (${d.cards})` }))}
          value={choice.deckId || null}
          onChange={(v) => choice.set(choice.courseId, v ?? '')}
          allowDeselect={false}
        />
        <TextInput
          label="New deck"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={120}
        />
        <Button
          variant="default"
          disabled={!choice.courseId || !title.trim()}
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              { courseId: choice.courseId, title, description: '' },
              {
                onSuccess: (deck) => {
                  setTitle('');
                  choice.set(choice.courseId, deck.id);
                },
              },
            )
          }
        >
          Create deck
        </Button>
      </Group>
      {create.isError && <StatusAlert tone="error">{errorMessage(create.error)}</StatusAlert>}
    </Stack>
  );
}

/**
 * /console/review-decks (issue 42 part 3, admin): a course's review decks (those authored here and
 * those made from its vocabulary sets), a deck's cards added, changed and deleted in a form, and
 * cards imported from a CSV file with a preview of every row's problems.
 */
export function ReviewDecksPage() {
  const choice = useDeckChoice();
  // No deck chosen yet: an empty page that says to choose one, not a spinner.
  const deck = useQuery({
    ...reviewDeckQuery(choice.deckId),
    enabled: Boolean(choice.deckId),
    placeholderData: choice.deckId ? undefined : NO_DECK,
  });
  return (
    <ListActionPage<DeckDetail, ConsoleCard, CardInput, 'delete'>
      title="Review decks"
      description="Cards your students review with spaced repetition: words, meanings, examples and recordings."
      noun="card"
      newDisabled={!choice.deckId}
      query={deck}
      action={useCardAction(choice.deckId)}
      filters={<DeckPickers choice={choice} />}
      editTitle={() => 'Edit card'}
      form={({ item, ...form }) => <ReviewCardForm card={item} {...form} />}
      remove={{
        kind: 'delete',
        title: 'Delete this card?',
        text: () => 'It leaves the deck, and with it every student’s reviews of it.',
      }}
    >
      {(detail, open) =>
        !choice.deckId ? (
          <Text c="dimmed">Choose a course and one of its decks, or create a deck.</Text>
        ) : (
          <Stack gap="lg">
            <ReviewCardList cards={detail.cards} onEdit={open.edit} onDelete={open.remove} />
            <ReviewCardImport deckId={detail.deck.id} />
          </Stack>
        )
      }
    </ListActionPage>
  );
}
