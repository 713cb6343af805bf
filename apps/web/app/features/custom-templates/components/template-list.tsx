import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CustomTemplate } from '@penwise/contract';
import { IconPencil, IconSparkles, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
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
    <SimpleGrid
      component="ul"
      aria-label="Your templates"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {templates.map((template) => {
        const fields = template.fields.length;
        return (
          <Paper component="li" key={template.id} withBorder shadow="xs" radius="lg" p="lg">
            <Stack gap="xs" h="100%">
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
                <Group gap={4}>
                  <ActionIcon
                    component={Link}
                    to={templateEditorPath(template.id)}
                    variant="subtle"
                    size="lg"
                    aria-label={`Edit ${template.title}`}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    size="lg"
                    aria-label={`Delete ${template.title}`}
                    onClick={() => onDelete(template)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
