import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet, useParams } from 'react-router';
import { AppProviders, createTestQueryClient } from '~test/render';

/** The editor page a navigation lands on, naming the document it opened. */
function OpenedDocument() {
  const { id } = useParams();
  return <h1>Editor of {id}</h1>;
}

/** Renders `Component` at `path` with the app's providers, beside a stub editor page at /documents/:id. */
export function renderWithEditorRoute(
  Component: ComponentType,
  { path, url = path }: { path: string; url?: string },
) {
  const queryClient = createTestQueryClient();
  const Providers = () => (
    <AppProviders client={queryClient}>
      <Outlet />
    </AppProviders>
  );
  const routes = [{ path, Component }];
  if (path !== '/documents/:id') routes.push({ path: '/documents/:id', Component: OpenedDocument });
  const Stub = createRoutesStub([{ Component: Providers, children: routes }]);
  return Object.assign(render(<Stub initialEntries={[url]} />), { queryClient });
}
