import type { RequestContext } from './context';
import { fieldErrors } from './http';

/** Reads `page` and `results` (spec §8: results at most 100), answering 400 when they are invalid. */
export function readPageParams(context: RequestContext, defaultResults: number): { page: number; results: number } {
  const errors: Record<string, string[]> = {};
  const read = (name: string, fallback: number, max: number) => {
    const raw = context.url.searchParams.get(name);
    if (raw === null || raw === '') {
      return fallback;
    }
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > max) {
      errors[name] = [
        name === 'results' ? `Ensure results is a whole number from 1 to ${max}.` : 'Ensure page is a whole number from 1.',
      ];
      return fallback;
    }
    return value;
  };
  const page = read('page', 1, Number.MAX_SAFE_INTEGER);
  const results = read('results', defaultResults, 100);
  if (Object.keys(errors).length > 0) {
    throw fieldErrors(errors);
  }
  return { page, results };
}

/** Cuts one page out of a list and links the neighbours with absolute URLs, as the API does. */
export function paginate<T>(context: RequestContext, items: readonly T[], defaultResults: number) {
  const { page, results } = readPageParams(context, defaultResults);
  const start = (page - 1) * results;
  const link = (target: number) => {
    const url = new URL(context.url.pathname, context.origin);
    context.url.searchParams.forEach((value, key) => url.searchParams.append(key, value));
    url.searchParams.set('page', String(target));
    url.searchParams.set('results', String(results));
    return url.href;
  };
  return {
    next: start + results < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice(start, start + results),
  };
}
