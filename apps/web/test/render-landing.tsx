import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { renderRoute } from './render';

/**
 * Renders `Component` at `start`; any other path lands on a page whose heading names it
 * ('Landed on /templates-c'), so a test can assert where a click navigated.
 */
export function renderWithLanding(Component: ComponentType, start = '/start') {
  function Harness() {
    const { pathname } = useLocation();
    return pathname === start ? <Component /> : <h1>{`Landed on ${pathname}`}</h1>;
  }
  return renderRoute(Harness, { path: '*', url: start });
}
