import { Button, Center, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DeleteHistoryModal } from './delete-history-modal';
import { HistoryEntry } from './history-entry';
import { HistoryDeletedNotice } from './history-deleted-notice';
import { HistoryFailed, HistoryLoading, NoHistory } from './history-states';
import classes from './history.module.css';
import { useHistoryDelete } from './use-history-delete';
import { useHistoryPages } from './use-history-pages';

/** /history: past generations, newest first, each reopening in its tool page or deleted for good. */
export function HistoryScreen() {
  const history = useHistoryPages();
  const remove = useHistoryDelete(history.remove);

  let body;
  if (history.loading) body = <HistoryLoading />;
  else if (history.failed) body = <HistoryFailed onRetry={history.retry} />;
  // With every loaded item deleted but older ones on the server, Load more below brings them.
  else if (history.items.length === 0 && !history.hasMore) body = <NoHistory />;
  else {
    body = (
      <>
        {history.items.length > 0 && (
          <SimpleGrid
            component="ul"
            aria-label="Past generations"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            className={classes.list}
          >
            {history.items.map((item) => (
              <HistoryEntry key={item.id} item={item} onDelete={remove.ask} onEnded={history.settle} />
            ))}
          </SimpleGrid>
        )}
        {history.hasMore && (
          <Center>
            <Button variant="default" loading={history.loadingMore} onClick={history.loadMore}>
              Load more
            </Button>
          </Center>
        )}
      </>
    );
  }

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            AI History
          </Title>
          <Text c="dimmed" mt={4}>
            Everything you have generated, newest first. Open an item to pick up where you left off.
          </Text>
        </div>
        {remove.deleted && <HistoryDeletedNotice item={remove.deleted} onClose={remove.dismissFeedback} />}
        {body}
      </Stack>
      <DeleteHistoryModal remove={remove} />
    </Container>
  );
}
