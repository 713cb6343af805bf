import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { findTool, type CustomTemplate } from '@penwise/contract';
import { IconArrowLeft, IconTemplateOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyPanel } from '~/components/empty-panel';
import { LoadFailedPanel } from '~/components/load-failed';
import { useCustomTemplates } from '~/lib/custom-templates';
import { paths } from '~/lib/paths';
import { storeSelectedTemplate } from '~/lib/tool-selection';
import { templateFromTool } from '../utils/duplicate-tool';
import { emptyTemplateValues, templateToValues } from '../utils/template-form-values';
import { TemplateForm } from './template-form';

/** A notice /my-templates shows after a save (router state). */
export interface MyTemplatesNotice {
  notice: string;
}

interface TemplateEditorScreenProps {
  /** 'new', or the id of the template to edit. */
  id: string;
  /** A new template copied from this built-in tool (its slug). */
  from?: string | null | undefined;
}

/** /my-templates/:id: a new template (blank or a built-in tool's copy) or one of the user's to edit. */
export function TemplateEditorScreen({ id, from }: TemplateEditorScreenProps) {
  const isNew = id === 'new';
  const templates = useCustomTemplates({ enabled: !isNew });
  const navigate = useNavigate();
  const [source] = useState(() => (isNew && from ? findTool(from) : undefined));
  const [fresh] = useState(() => (source ? templateFromTool(source) : emptyTemplateValues()));

  const saved = (template: CustomTemplate, use: boolean) => {
    if (use) {
      storeSelectedTemplate(template);
      void navigate(paths.templatesC);
      return;
    }
    const state: MyTemplatesNotice = { notice: `Saved “${template.title}”.` };
    void navigate(paths.myTemplates, { state });
  };
  const cancel = () => void navigate(paths.myTemplates);

  let title = source ? `Duplicate ${source.title}` : 'New template';
  let body: ReactNode;
  if (isNew) body = <TemplateForm initialValues={fresh} onSaved={saved} onCancel={cancel} />;
  else if (templates.isPending) body = <Loader aria-label="Loading your template" mx="auto" my="xl" />;
  else if (templates.isError)
    body = (
      <LoadFailedPanel
        radius="lg"
        icon={IconTemplateOff}
        title="Your template could not be loaded"
        onRetry={() => void templates.refetch()}
      />
    );
  else {
    const template = templates.data.find((entry) => entry.id === id);
    title = template ? `Edit “${template.title}”` : 'Template not found';
    body = template ? (
      <TemplateForm
        key={template.id}
        id={template.id}
        initialValues={templateToValues(template)}
        onSaved={saved}
        onCancel={cancel}
      />
    ) : (
      <EmptyPanel
        radius="lg"
        icon={IconTemplateOff}
        title="No such template"
        description="It may have been deleted. Your templates are listed on My Templates."
      />
    );
  }

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={paths.myTemplates} size="sm" fw={600}>
            <IconArrowLeft size={14} style={{ verticalAlign: '-2px' }} aria-hidden /> My Templates
          </Anchor>
          <Title order={1} size="h2" mt={6} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {source
              ? `Starts from ${source.title}'s prompt: change it, add fields, and it is yours.`
              : 'A writing tool of your own: the fields its page asks for, and the prompt they fill in.'}
          </Text>
        </div>
        {body}
      </Stack>
    </Container>
  );
}
