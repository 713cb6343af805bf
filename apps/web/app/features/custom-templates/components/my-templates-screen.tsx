import { Button, Container, Stack } from '@mantine/core';
import type { CustomTemplate } from '@penwise/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '~/components/page-header';
import { SuccessNotice } from '~/components/success-notice';
import { useCustomTemplates } from '~/lib/custom-templates';
import { templateEditorPath } from '~/lib/paths';
import { DeleteTemplateModal } from './delete-template-modal';
import { TemplateList } from './template-list';
import { NoTemplates, TemplatesFailed, TemplatesLoading } from './template-list-states';

function noticeIn(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  return typeof state.notice === 'string' ? state.notice : undefined;
}

/** /my-templates: the user's own writing tools, to use, edit or delete, and the way to make one. */
export function MyTemplatesScreen() {
  const templates = useCustomTemplates();
  const location = useLocation();
  // A save on the editor comes back with what was saved.
  const [notice, setNotice] = useState(() => noticeIn(location.state));
  const [deleting, setDeleting] = useState<CustomTemplate>();

  const deleted = (template: CustomTemplate) => {
    setDeleting(undefined);
    setNotice(`Deleted “${template.title}”.`);
  };

  let body: ReactNode;
  if (templates.isPending) body = <TemplatesLoading />;
  else if (templates.isError) body = <TemplatesFailed onRetry={() => void templates.refetch()} />;
  else if (templates.data.length === 0) body = <NoTemplates />;
  else body = <TemplateList templates={templates.data} onDelete={setDeleting} />;

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <PageHeader
          title="My Templates"
          description="Writing tools of your own. They sit in the catalogue beside the built-in ones."
          action={
            templates.data &&
            templates.data.length > 0 && (
              <Button component={Link} to={templateEditorPath('new')} leftSection={<IconPlus size={16} />}>
                New template
              </Button>
            )
          }
        />
        {notice && <SuccessNotice onDismiss={() => setNotice(undefined)}>{notice}</SuccessNotice>}
        {body}
      </Stack>
      <DeleteTemplateModal template={deleting} onClose={() => setDeleting(undefined)} onDeleted={deleted} />
    </Container>
  );
}
