import * as React from 'react';
import { ReportDownloader, type ReportRun } from 'shipping-elements';

/** Where the demo keeps the runs the user started, so the list survives a reload. */
const RUNS_KEY = 'northwind-demo-report-runs';

/**
 * The sandbox's magic idempotency keys (docs/sandbox-reporting.md): a run that fails with a given
 * code, or a first request answered 503. The block makes one key per request with this prefix.
 */
const SCENARIOS = [
  { value: '', label: 'Normal run' },
  { value: 'fail-invalid_run_request', label: 'Run fails: invalid_run_request' },
  { value: 'fail-run_timeout', label: 'Run fails: run_timeout (after 30 s)' },
  { value: 'fail-service_unavailable', label: 'Run fails: service_unavailable' },
  { value: 'fail-run_processing_failed', label: 'Run fails: run_processing_failed' },
  { value: 'fail-run_failed', label: 'Run fails: run_failed' },
  { value: 'unavailable', label: 'First request answered 503 (retried)' },
] as const;

function readRuns(): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(RUNS_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The demo's "Reports" page: the invoice report of the sandbox's label history. */
export function ReportsPage() {
  const [initialRuns] = React.useState(readRuns);
  const [scenario, setScenario] = React.useState('');
  const [ready, setReady] = React.useState<ReportRun | null>(null);
  const createKey = React.useCallback(() => (scenario ? `${scenario}-${crypto.randomUUID()}` : crypto.randomUUID()), [scenario]);

  return (
    <section aria-labelledby="reports-title" className="demo-page">
      <h1 id="reports-title">Invoice reports</h1>
      <p className="demo-muted">Reconcile shipping spend: the invoice report lists every label charge and refund of your account.</p>
      <form className="demo-inline-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="reports-scenario">Sandbox scenario</label>
        <select id="reports-scenario" value={scenario} onChange={(event) => setScenario(event.target.value)}>
          {SCENARIOS.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </form>
      <ReportDownloader
        defaultRunIds={initialRuns}
        onRunIdsChange={(ids) => window.localStorage.setItem(RUNS_KEY, JSON.stringify(ids))}
        createIdempotencyKey={createKey}
        onReady={setReady}
      />
      {ready && (
        <p className="demo-card" aria-live="polite">
          Report {ready.id} is ready.
        </p>
      )}
    </section>
  );
}
