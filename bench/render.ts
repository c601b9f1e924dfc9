// Render time of long lists. Filled in when the RatePicker block exists (see bench/run.ts).
export interface RenderFigure {
  block: string;
  items: number;
  environment: 'jsdom' | 'chromium';
  firstRenderMs: number;
  settledMs: number;
  renderedOptions: number;
}

export function measureRender(): Promise<RenderFigure[]> {
  return Promise.resolve([]);
}
