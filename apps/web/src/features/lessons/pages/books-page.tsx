import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LearningModule } from '@portico/contract/learning';
import { useNavigate } from 'react-router';
import { SkeletonGrid } from '../../../components/skeleton-grid';
import { LESSONS_HINT, LearningPage, useLearningModule, useMenuEntry } from '../../learning/public';
import { ModuleCard } from '../components/module-card';

/** spec 3 §2 /books and §8, word for word. */
export const BOOKS_TEXTS = { title: 'BOOK AUDIOS', empty: 'No lessons available' } as const;
const BOOKS_MODULE = 'books';

const byOrder = (a: LearningModule, b: LearningModule) => a.orderNo - b.orderNo;

/**
 * spec 3 §2 /books: the audio books grouped by their parent module, each group's books as cards by
 * orderNo; a card opens /bookdetail with the book's module id, title and thumbnail.
 */
export function BooksPage() {
  const entry = useMenuEntry();
  const navigate = useNavigate();
  const moduleQuery = useLearningModule(
    entry.courseId,
    entry.navigationParam ?? (entry.isPending ? null : BOOKS_MODULE),
  );
  const root = moduleQuery.data?.module ?? null;
  const groups = root
    ? [...root.subModule].sort(byOrder).map((g) => ({ group: g, books: [...g.subModule].sort(byOrder) }))
    : [];
  const error = entry.error ?? moduleQuery.error;
  const open = (book: LearningModule) =>
    navigate(`/bookdetail?module=${encodeURIComponent(book.id)}`, {
      state: {
        learningModuleId: book.id,
        activeModuleName: book.component.title,
        thumbnail: book.component.thumbnail,
      },
    });

  return (
    <LearningPage title={BOOKS_TEXTS.title} error={error} hint={LESSONS_HINT} message={BOOKS_TEXTS.empty}>
      {!root ? (
        <SkeletonGrid label="Loading books" cols={{ base: 1, sm: 2, lg: 4 }} count={2} height={220} />
      ) : groups.every((g) => g.books.length === 0) ? (
        <Text c="dimmed">{BOOKS_TEXTS.empty}</Text>
      ) : (
        <Stack gap="xl">
          {groups
            .filter((g) => g.books.length > 0)
            .map(({ group, books }) => (
              <section key={group.id} aria-labelledby={`books-${group.id}`}>
                <Title order={2} fz="lg" mb="sm" id={`books-${group.id}`}>
                  {group.component.title}
                </Title>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
                  {books.map((book) => (
                    <ModuleCard
                      key={book.id}
                      module={book}
                      onOpen={() => open(book)}
                      imageHeight={160}
                      spacedWithoutImage
                    />
                  ))}
                </SimpleGrid>
              </section>
            ))}
        </Stack>
      )}
    </LearningPage>
  );
}
