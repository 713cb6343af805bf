import type { BrandVoice } from '@penwise/contract';
import { Button, Container, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '~/components/page-header';
import { SuccessNotice } from '~/components/success-notice';
import { useBrandVoicesQuery } from '../api/fetch-brand-voices';
import { BrandVoiceForm } from './brand-voice-form';
import { BrandVoiceList } from './brand-voice-list';
import { BrandVoicesFailed, BrandVoicesLoading, NoBrandVoices } from './brand-voice-states';
import { DeleteBrandVoiceModal } from './delete-brand-voice-modal';

/** Which voice the form edits; `voice` undefined creates one. */
interface Editing {
  voice?: BrandVoice | undefined;
}

/** /brand-voices: the user's voices, created, edited (by hand or learned from samples) and deleted here. */
export function BrandVoicesScreen() {
  const voices = useBrandVoicesQuery();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<BrandVoice>();
  const [notice, setNotice] = useState<string>();
  const title = useRef<HTMLHeadingElement>(null);
  // Leaving the long form: bring the page's top (and its notice) back into view, with the focus on it.
  const [closedForm, setClosedForm] = useState(0);
  useEffect(() => {
    if (closedForm > 0) title.current?.focus();
  }, [closedForm]);
  const closeForm = () => {
    setEditing(undefined);
    setClosedForm((count) => count + 1);
  };

  const open = (voice?: BrandVoice) => {
    setNotice(undefined);
    setEditing({ voice });
  };
  const saved = (voice: BrandVoice) => {
    closeForm();
    setNotice(`Saved “${voice.name}”.`);
  };
  const deleted = (voice: BrandVoice) => {
    setDeleting(undefined);
    setNotice(`Deleted “${voice.name}”.`);
  };

  let body;
  if (editing) body = <BrandVoiceForm voice={editing.voice} onSaved={saved} onCancel={closeForm} />;
  else if (voices.isPending) body = <BrandVoicesLoading />;
  else if (voices.isError) body = <BrandVoicesFailed onRetry={() => void voices.refetch()} />;
  else if (voices.data.length === 0) body = <NoBrandVoices onCreate={() => open()} />;
  else body = <BrandVoiceList voices={voices.data} onEdit={open} onDelete={setDeleting} />;

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <PageHeader
          title="Brand Voices"
          description="Tell the writing tools who you write for and how you sound."
          titleRef={title}
          action={
            !editing &&
            voices.data &&
            voices.data.length > 0 && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => open()}>
                New brand voice
              </Button>
            )
          }
        />
        {notice && !editing && <SuccessNotice onDismiss={() => setNotice(undefined)}>{notice}</SuccessNotice>}
        {body}
      </Stack>
      <DeleteBrandVoiceModal voice={deleting} onClose={() => setDeleting(undefined)} onDeleted={deleted} />
    </Container>
  );
}
