import { z } from 'zod';
import {
  CustomTemplate,
  customTemplateLimits,
  customTemplateMessages,
  TemplateCategory,
  TemplateField,
  myTemplatesCategory,
  type CustomTemplateBody,
} from '@penwise/contract';
import { AppError } from '../../errors.ts';
import type { CustomTemplateRow, CustomTemplatesRepository } from './custom-templates.repository.ts';

// Rows written by an older release may not match today's shape: they still read, without what broke.
const StoredFields = z
  .array(TemplateField.catch({ name: 'field', label: 'Field', kind: 'long_text', required: false }))
  .catch([]);
const StoredCategory = TemplateCategory.catch(myTemplatesCategory);
const isUuid = (value: string): boolean => z.uuid().safeParse(value).success;

function toTemplate(row: CustomTemplateRow): CustomTemplate {
  return CustomTemplate.parse({
    id: row.id,
    title: row.title,
    description: row.description,
    category: StoredCategory.parse(row.category),
    prompt: row.prompt,
    fields: StoredFields.parse(row.fields),
    updatedAt: row.updatedAt.toISOString(),
  });
}

// Options belong to choices only: a field turned from a choice into text drops them.
const valuesOf = (body: CustomTemplateBody) => ({
  ...body,
  fields: body.fields.map(({ options, ...field }) =>
    field.kind === 'choice' && options ? { ...field, options } : field,
  ),
});

const notFound = () => new AppError('not_found', 404, customTemplateMessages.notFound);

/** Writing tools a user made: kept per user (at most 100), found by id for a generation. */
export function createCustomTemplatesService(repo: CustomTemplatesRepository) {
  /** The user's template, or undefined when `id` is not one of theirs (a tool slug, a stranger's id). */
  async function find(userId: string, id: string): Promise<CustomTemplate | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await repo.findOwned(userId, id);
    return row ? toTemplate(row) : undefined;
  }

  return {
    /** The user's templates by title. */
    async list(userId: string): Promise<CustomTemplate[]> {
      return (await repo.listForUser(userId, customTemplateLimits.perUser)).map(toTemplate);
    },

    find,

    async create(userId: string, body: CustomTemplateBody): Promise<CustomTemplate> {
      const row = await repo.createUnlessFull(userId, valuesOf(body), customTemplateLimits.perUser);
      if (row === 'limit') throw new AppError('limit_reached', 409, customTemplateMessages.tooMany);
      return toTemplate(row);
    },

    async update(userId: string, id: string, body: CustomTemplateBody): Promise<CustomTemplate> {
      const row = await repo.updateOwned(userId, id, valuesOf(body));
      if (!row) throw notFound();
      return toTemplate(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteOwned(userId, id))) throw notFound();
    },
  };
}

export type CustomTemplatesService = ReturnType<typeof createCustomTemplatesService>;
