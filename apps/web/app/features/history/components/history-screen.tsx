import { Button, Center, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFailurePopup } from '~/components/popup/use-failure-popup';
import { useHistory } from '../api/fetch-history';
import { DeleteHistoryModal } from './delete-history-modal';
import { HistoryEntry } from './history-entry';
import { HistoryDeletedNotice } from './history-deleted-notice';
import { HistoryFailed, HistoryLoading, NoHistory } from './history-states';
import classes from './history.module.css';
import { useHistoryDelete } from './use-history-delete';

/** /history: past generations, newest first, each reopening in its tool page or deleted for good. */
export function HistoryScreen() {
  const history = useHistory();
  const remove = useHistoryDelete();
  // The first page or Load more failing says why; a poll that fails keeps the list and asks again.
  useFailurePopup(history.isRefetchError ? undefined : history.error?.failure);
  const items = history.data ?? [];
  const loadMore = () => {
    if (!history.isFetchingNextPage) void history.fetchNextPage();
  };

  let body;
  if (history.isPending) body = <HistoryLoading />;
  else if (!history.data) body = <HistoryFailed onRetry={() => void history.refetch()} />;
  // Every loaded item deleted: the list is being read again, and older items may still come.
  else if (items.length === 0 && history.isFetching) body = <HistoryLoading />;
  else if (items.length === 0 && !history.hasNextPage) body = <NoHistory />;
  else {
    body = (
      <>
        {items.length > 0 && (
          <SimpleGrid
            component="ul"
            aria-label="Past generations"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            className={classes.list}
          >
            {items.map((item) => (
              <HistoryEntry key={item.id} item={item} onDelete={remove.ask} />
            ))}
          </SimpleGrid>
        )}
        {history.hasNextPage && (
          <Center>
            <Button variant="default" loading={history.isFetchingNextPage} onClick={loadMore}>
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
