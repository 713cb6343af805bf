import { CloseButton, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { myTemplatesCategory, writingTools } from '@penwise/contract';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useCustomTemplates } from '~/lib/custom-templates';
import { filterTools } from '../utils/filter-tools';
import { CategoryChips, textCategories } from './category-chips';
import { MyTemplatesSection } from './my-templates-section';
import { NoToolsMatch } from './no-tools-match';
import { filterStudios, StudioCards } from './studio-cards';
import { ToolGrid } from './tool-grid';
import classes from './tools.module.css';

/**
 * /all-ai-tools: the image, voice and transcription studios, the user's own templates, then every
 * writing tool, searchable and filterable (a category narrows to writing tools; 'My templates' to the
 * user's own). The search and the category live in the query string, so Back, reload and a shared
 * link keep them.
 */
export function AllToolsScreen() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const wanted = params.get('category');
  const category = textCategories.find((entry) => entry.slug === wanted) ?? null;
  const templates = useCustomTemplates();
  const own = templates.data ?? [];
  // 'My templates' is offered once there are some; a link to it still works while they load.
  const onlyMine = wanted === myTemplatesCategory && (templates.isPending || own.length > 0);
  const found = onlyMine ? [] : filterTools(writingTools, { query, category: category?.slug ?? null });
  const foundStudios = category || onlyMine ? [] : filterStudios(query);
  const mine = filterTools(own, { query, category: category?.slug ?? null });
  const count = found.length + foundStudios.length + mine.length;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      // Typing must not stack one history entry per keystroke.
      { replace: true, preventScrollReset: true },
    );

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <div className={classes.header}>
          <div>
            <Title order={1} size="h2">
              AI Tools
            </Title>
            <Text c="dimmed" mt={4}>
              {`Image, voice and transcription studios, and ${writingTools.length} writing tools for ads, blogs, emails, social media and more.`}
            </Text>
          </div>
          <TextInput
            className={classes.search}
            type="search"
            label="Search tools"
            placeholder="Search by name or description"
            leftSection={<IconSearch size={18} aria-hidden />}
            value={query}
            onChange={(event) => update({ q: event.currentTarget.value })}
            rightSection={
              query ? <CloseButton aria-label="Clear search" onClick={() => update({ q: null })} /> : null
            }
          />
        </div>
        <CategoryChips
          label="Filter by category"
          withAll
          withMine={own.length > 0}
          value={onlyMine ? myTemplatesCategory : (category?.slug ?? null)}
          onChange={(slug) => update({ category: slug })}
        />
        <Text size="sm" c="dimmed" role="status">
          {count === 1 ? '1 tool' : `${String(count)} tools`}
          {category ? ` in ${category.title}` : onlyMine ? ' of your own' : ''}
        </Text>
        {foundStudios.length > 0 && <StudioCards items={foundStudios} />}
        <MyTemplatesSection
          templates={mine}
          failed={templates.isError}
          onRetry={() => void templates.refetch()}
          showCategory={!category}
        />
        {found.length > 0 && foundStudios.length + mine.length > 0 && (
          <Title order={2} size="h4">
            Writing tools
          </Title>
        )}
        {found.length > 0 && <ToolGrid tools={found} showCategory={!category} label="Tools" />}
        {count === 0 && !(onlyMine && templates.isPending) && (
          <NoToolsMatch
            query={query.trim()}
            category={onlyMine ? 'your templates' : category?.title}
            onClear={() => update({ q: null, category: null })}
          />
        )}
      </Stack>
    </Container>
  );
}
