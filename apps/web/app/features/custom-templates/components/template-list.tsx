import { Badge, Button, Group, Text, Title } from '@mantine/core';
import type { CustomTemplate } from '@penwise/contract';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardActions } from '~/components/card-actions';
import { CardGrid, GridCard } from '~/components/card-grid';
import { paths, templateEditorPath } from '~/lib/paths';
import { storeSelectedTemplate } from '~/lib/tool-selection';
import { templateCategoryLabel } from '../utils/template-categories';

interface TemplateListProps {
  templates: readonly CustomTemplate[];
  onDelete: (template: CustomTemplate) => void;
}

/** The user's templates as cards: title, category, description, and Use, Edit and Delete. */
export function TemplateList({ templates, onDelete }: TemplateListProps) {
  return (
    <CardGrid label="Your templates">
      {templates.map((template) => {
        const fields = template.fields.length;
        return (
          <GridCard key={template.id}>
            <Badge variant="light" color="teal" radius="sm" style={{ alignSelf: 'flex-start' }}>
              {templateCategoryLabel(template.category)}
            </Badge>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {template.title}
            </Title>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {template.description}
            </Text>
            <Text size="xs" c="dimmed">
              {fields === 1 ? '1 field' : `${String(fields)} fields`}
            </Text>
            <Group justify="space-between" gap={4} mt="auto" pt="xs">
              <Button
                component={Link}
                to={paths.templatesC}
                onClick={() => storeSelectedTemplate(template)}
                size="sm"
                variant="light"
                leftSection={<IconSparkles size={16} />}
                aria-label={`Use ${template.title}`}
              >
                Use
              </Button>
              <CardActions
                name={template.title}
                edit={templateEditorPath(template.id)}
                onDelete={() => onDelete(template)}
              />
            </Group>
          </GridCard>
        );
      })}
    </CardGrid>
  );
}
