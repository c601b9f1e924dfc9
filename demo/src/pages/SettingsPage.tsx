import type { DemoSettings } from '../settings';

const LOCALES: [string, string][] = [
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['fr-CA', 'Français (Canada)'],
  ['de', 'Deutsch'],
  ['ja-JP', '日本語 (English strings, Japanese formats)'],
];

export function SettingsPage({ settings, onChange }: { settings: DemoSettings; onChange: (next: Partial<DemoSettings>) => void }) {
  return (
    <section aria-labelledby="settings-title" className="demo-page">
      <h1 id="settings-title">Settings</h1>
      <form className="demo-form" onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>Theme</legend>
          {(['light', 'dark'] as const).map((theme) => (
            <label key={theme}>
              <input type="radio" name="theme" value={theme} checked={settings.theme === theme} onChange={() => onChange({ theme })} /> {theme === 'light' ? 'Light' : 'Dark'}
            </label>
          ))}
        </fieldset>
        <label htmlFor="settings-locale">Language and region</label>
        <select id="settings-locale" value={settings.locale} onChange={(event) => onChange({ locale: event.target.value })}>
          {LOCALES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor="settings-primary">Accent colour</label>
        <input id="settings-primary" type="color" value={settings.colorPrimary} onChange={(event) => onChange({ colorPrimary: event.target.value })} />
        <label htmlFor="settings-radius">Corner radius</label>
        <select id="settings-radius" value={settings.borderRadius} onChange={(event) => onChange({ borderRadius: event.target.value })}>
          {['0px', '4px', '8px', '16px'].map((radius) => (
            <option key={radius} value={radius}>
              {radius}
            </option>
          ))}
        </select>
      </form>
    </section>
  );
}
