import { CloseButton, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { writingTools } from '@penwise/contract';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { filterTools } from '../utils/filter-tools';
import { CategoryChips, textCategories } from './category-chips';
import { NoToolsMatch } from './no-tools-match';
import { ToolGrid } from './tool-grid';
import classes from './tools.module.css';

/**
 * /all-ai-tools: every writing tool, searchable and filterable. The search and the category live
 * in the query string, so Back, reload and a shared link keep them.
 */
export function AllToolsScreen() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const wanted = params.get('category');
  const category = textCategories.find((entry) => entry.slug === wanted) ?? null;
  const found = filterTools(writingTools, { query, category: category?.slug ?? null });

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
              {`${writingTools.length} writing tools for ads, blogs, emails, social media and more.`}
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
          value={category?.slug ?? null}
          onChange={(slug) => update({ category: slug })}
        />
        <Text size="sm" c="dimmed" role="status">
          {found.length === 1 ? '1 tool' : `${found.length} tools`}
          {category ? ` in ${category.title}` : ''}
        </Text>
        {found.length > 0 ? (
          <ToolGrid tools={found} showCategory={!category} label="Tools" />
        ) : (
          <NoToolsMatch
            query={query.trim()}
            category={category?.title}
            onClear={() => update({ q: null, category: null })}
          />
        )}
      </Stack>
    </Container>
  );
}
