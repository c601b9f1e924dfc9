/**
 * The reporting endpoints of spec §4 (`/v2/reporting/...`) and the unauthenticated route that
 * serves report files behind signed URLs.
 */
import { ReportCatalogSchema, ReportTypeSchema } from '../../src/api/resources/reports';
import type { RequestContext } from '../core/context';
import { problem, respond } from '../core/http';
import type { createRouter } from '../core/router';
import type { PublicContext } from '../core/signed-url';
import { findReportType, reportCatalog } from './catalog';
import { createRun, retrieveRun, serveReportFile } from './runs';

/** A router of the sandbox, for authenticated or public routes. */
type Router<TContext> = ReturnType<typeof createRouter<TContext>>;

/**
 * Adds the four authenticated reporting endpoints: the catalog, one report type, creating a run
 * and retrieving a run. Authentication has already happened when they run; every state lives in
 * the request's scope.
 */
export function registerReportingRoutes(router: Router<RequestContext>): void {
  router.add('GET', '/v2/reporting/reports', (context) => respond(ReportCatalogSchema, { items: reportCatalog(context.clock.now()) }));

  router.add('GET', '/v2/reporting/reports/:reportType', (context, params) => {
    const reportType = params.reportType ?? '';
    const record = findReportType(reportType, context.clock.now());
    if (!record) {
      throw problem(404, 'report-type-not-found', 'Report type not found', `The report type "${reportType}" is not in the active catalog.`);
    }
    return respond(ReportTypeSchema, record);
  });

  router.add('POST', '/v2/reporting/runs', (context) => createRun(context));

  router.add('GET', '/v2/reporting/runs/:runId', (context, params) => retrieveRun(context, params.runId ?? ''));
}

/**
 * Adds `GET /files/reports/:scope/:file`, the download behind a SUCCEEDED run's signed URL.
 * It takes no Authorization header: the URL's signature and expiry are the credential.
 */
export function registerReportFileRoutes(publicRouter: Router<PublicContext>): void {
  publicRouter.add('GET', '/files/reports/:scope/:file', (context, params) => serveReportFile(context, params));
}
