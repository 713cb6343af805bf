import { useParams, useSearchParams, type MetaFunction } from 'react-router';
import { TemplateEditorScreen } from '../features/custom-templates/components/template-editor-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => pageMeta('Template', 'Create or edit a writing tool of your own.');

export default function TemplateEditorRoute() {
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  // A new id (or another ?from) starts a new form rather than keeping the last one's state.
  return <TemplateEditorScreen key={`${id}:${params.get('from') ?? ''}`} id={id} from={params.get('from')} />;
}
