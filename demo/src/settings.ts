// The merchant's own settings (host data, not kit data): the warehouse it ships from, and its
// preferences, kept in localStorage by the host app.
import * as React from 'react';

/** The warehouse every order ships from: a stored default, as a merchant app would keep it. */
export const WAREHOUSE = {
  name: 'Northwind Warehouse',
  company: 'Northwind Outfitters',
  street1: '215 Clayton St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94117',
  country: 'US',
  phone: '+1 415 555 0100',
  email: 'shipping@northwind.example',
};

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
