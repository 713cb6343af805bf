import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { errorDetail, UnexpectedError } from './unexpected-error';

describe('the router error screen', () => {
  it("reads 'Unexpected Application Error!' followed by the error detail", async () => {
    // React logs the caught render error; the test only cares about the screen.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('Cannot read properties of undefined');
    };
    const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary: UnexpectedError }]);
    render(
      <MantineProvider env="test">
        <Stub />
      </MantineProvider>,
    );
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
  });

  it('describes route error responses by status', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => null,
        loader: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to fail a loader with a status
          throw data('Missing', { status: 404, statusText: 'Not Found' });
        },
        ErrorBoundary: UnexpectedError,
      },
    ]);
    render(
      <MantineProvider env="test">
        <Stub />
      </MantineProvider>,
    );
    expect(await screen.findByText('404 Not Found: Missing')).toBeInTheDocument();
    expect(errorDetail('plain text')).toBe('plain text');
    expect(errorDetail(42)).toBe('Unknown error');
  });
});
