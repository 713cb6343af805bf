import { Button, Loader } from '@mantine/core';
import type { CustomTemplate } from '@penwise/contract';
import { IconPlus, IconTemplate, IconTemplateOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '~/components/empty-panel';
import { LoadFailedPanel } from '~/components/load-failed';
import { templateEditorPath } from '~/lib/paths';
import { CategoryHeader } from './category-header';
import { myTemplatesTitle, myTemplatesVisual } from './my-template-card';
import { ToolGrid } from './tool-grid';

const header = {
  title: myTemplatesTitle,
  banner: 'Tools you made yourself.',
  description: 'Your own writing tools, whichever category you filed them under.',
};

interface MyTemplatesGroupProps {
  templates: UseQueryResult<CustomTemplate[]>;
  /** The category chips, between the header and the list. */
  children: ReactNode;
}

/** 'My templates' on /templates-b: every template of the user's own, or the way to make the first. */
export function MyTemplatesGroup({ templates, children }: MyTemplatesGroupProps) {
  let body: ReactNode;
  if (templates.isPending) body = <Loader aria-label="Loading your templates" mx="auto" my="xl" />;
  else if (templates.isError)
    body = (
      <LoadFailedPanel
        radius="lg"
        icon={IconTemplateOff}
        title="Your templates could not be loaded"
        onRetry={() => void templates.refetch()}
      />
    );
  else if (templates.data.length === 0)
    body = (
      <EmptyPanel
        radius="lg"
        icon={IconTemplate}
        title="No templates of your own yet"
        description="Write a prompt with fields to fill in, or duplicate a tool from its page and make it yours."
        actions={
          <Button component={Link} to={templateEditorPath('new')} leftSection={<IconPlus size={16} />}>
            Create a template
          </Button>
        }
      />
    );
  else
    body = (
      <ToolGrid tools={[]} templates={templates.data} showCategory label="My templates" headingLevel={2} />
    );

  return (
    <>
      <CategoryHeader category={header} visual={myTemplatesVisual} toolCount={templates.data?.length} />
      {children}
      {body}
    </>
  );
}
