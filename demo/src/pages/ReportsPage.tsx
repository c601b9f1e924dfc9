import * as React from 'react';
import { ReportDownloader } from 'shipping-elements';
import { useDemoText } from '../text';

/** Where the demo keeps the runs the user started, so the list survives a reload. */
const RUNS_KEY = 'northwind-demo-report-runs';

/**
 * The sandbox's magic idempotency keys (docs/sandbox-reporting.md): a run that fails with a given
 * code, or a first request answered 503. The block makes one key per request with this prefix.
 */
const SCENARIOS = ['', 'fail-invalid_run_request', 'fail-run_timeout', 'fail-service_unavailable', 'fail-run_processing_failed', 'fail-run_failed', 'unavailable'] as const;

function readRuns(): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(RUNS_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The demo's "Reports" page: the invoice report of the account's label history. */
export function ReportsPage({ testMode }: { testMode: boolean }) {
  const text = useDemoText();
  const [initialRuns] = React.useState(readRuns);
  const [scenario, setScenario] = React.useState('');
  const createKey = React.useCallback(() => (scenario ? `${scenario}-${crypto.randomUUID()}` : crypto.randomUUID()), [scenario]);

  return (
    <section aria-labelledby="reports-title" className="demo-page">
      <header className="demo-page-header">
        <div>
          <h1 id="reports-title">{text.reports.title}</h1>
          <p className="demo-muted">{text.reports.intro}</p>
        </div>
      </header>
      {testMode && (
        // Test mode only: the sandbox's failure scenarios, to see how the block handles each.
        <form className="demo-test-tools" aria-label={text.reports.testTools} onSubmit={(event) => event.preventDefault()}>
          <span className="demo-test-tag">{text.reports.testTools}</span>
          <label htmlFor="reports-scenario">{text.reports.scenario}</label>
          <select id="reports-scenario" className="demo-select" value={scenario} onChange={(event) => setScenario(event.target.value)}>
            {SCENARIOS.map((value) => (
              <option key={value} value={value}>
                {text.reports.scenarios[value]}
              </option>
            ))}
          </select>
        </form>
      )}
      <div className="demo-panel">
        <ReportDownloader
          defaultRunIds={initialRuns}
          onRunIdsChange={(ids) => window.localStorage.setItem(RUNS_KEY, JSON.stringify(ids))}
          createIdempotencyKey={createKey}
        />
      </div>
    </section>
  );
}
