// The merchant's own preferences (host data, not kit data): kept in localStorage by the host app.
import * as React from 'react';

export interface DemoSettings {
  theme: 'light' | 'dark';
  locale: string;
  colorPrimary: string;
  borderRadius: string;
}

const DEFAULTS: DemoSettings = { theme: 'light', locale: 'en', colorPrimary: '#3b5bdb', borderRadius: '8px' };
const STORAGE_KEY = 'northwind-demo-settings';

function read(): DemoSettings {
  try {
    return { ...DEFAULTS, ...(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<DemoSettings>) };
  } catch {
    return DEFAULTS;
  }
}

export function useDemoSettings(): [DemoSettings, (next: Partial<DemoSettings>) => void] {
  const [settings, setSettings] = React.useState(read);
  const update = React.useCallback((next: Partial<DemoSettings>) => {
    setSettings((current) => {
      const merged = { ...current, ...next };
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(merged));
      return merged;
    });
  }, []);
  return [settings, update];
}
