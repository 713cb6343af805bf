import { findTool, renderToolPrompt } from '@penwise/contract';
import { writeDemo } from './apps/server/src/adapters/ai/demo/demo-writer.ts';
const [slug = 'blog-titles', language = 'English (US)', tone = 'Friendly', description = 'A reusable bamboo water bottle for hikers'] = process.argv.slice(2);
const tool = findTool(slug)!;
const r = renderToolPrompt(tool, { description, tone, language });
console.log(writeDemo({ system: r.system, description, tone, language, maxWords: tool.prompt.maxWords, seed: r.system + r.user }));
