import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { renderWithElements } from '../../../test/render';
import { ReportDownloader } from './ReportDownloader';

const RUNS_URL = `${TEST_API}/v2/reporting/runs`;

describe('ReportDownloader root', () => {
  it('hands the host its section through a ref, with the host props and the block its own part', async () => {
    const ref = React.createRef<HTMLElement>();
    renderWithElements(<ReportDownloader ref={ref} id="reports" className="host" data-state="host" style={{ margin: 3 }} />);
    await screen.findByRole('button', { name: 'Create report' });
    const region = screen.getByRole('region', { name: 'Reports' });
    expect(region).toBe(ref.current);
    expect(region).toHaveAttribute('id', 'reports');
    expect(region).toHaveClass('host');
    expect(region).toHaveAttribute('data-se-part', 'report-downloader');
    expect(region).toHaveAttribute('data-state', 'editing');
    expect(region.style.margin).toBe('3px');
  });

  it('marks the field a refusal is about, focuses it, and clears it once the person changes it', async () => {
    // The dates are moved past the data window on their way: the API answers data-unavailable.
    server.use(
      http.post(RUNS_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const interval = { start: Date.UTC(2026, 11, 1) / 1000, end: Date.UTC(2026, 11, 2) / 1000 };
        return testSandbox().fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...body, interval }) }));
      }),
    );
    const { user } = renderWithElements(<ReportDownloader />);
    await user.click(await screen.findByRole('button', { name: 'Create report' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-code', 'data-unavailable');
    const from = screen.getByLabelText(/^From/);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(/There is no data for these dates yet/);
    expect(from).toHaveFocus();

    await user.clear(from);
    await user.type(from, '2026-11-01');
    expect(from).not.toHaveAttribute('aria-invalid');
    // The refusal itself stays until the person dismisses it or sends again.
    expect(within(alert).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
