import type { DemoSettings } from '../settings';
import { fill, useDemoText } from '../text';

/** Each language in its own name; Japanese has formats but no catalogue (its text stays English). */
const LOCALES: { value: string; name: string; formatsOnly?: boolean }[] = [
  { value: 'en', name: 'English' },
  { value: 'es', name: 'Español' },
  { value: 'fr', name: 'Français' },
  { value: 'fr-CA', name: 'Français (Canada)' },
  { value: 'de', name: 'Deutsch' },
  { value: 'ja-JP', name: '日本語', formatsOnly: true },
];

export function SettingsPage({ settings, onChange }: { settings: DemoSettings; onChange: (next: Partial<DemoSettings>) => void }) {
  const text = useDemoText();
  return (
    <section aria-labelledby="settings-title" className="demo-page">
      <header className="demo-page-header">
        <h1 id="settings-title">{text.settings.title}</h1>
      </header>
      <form className="demo-panel demo-form demo-settings" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="demo-fieldset">
          <legend>{text.settings.theme}</legend>
          <div className="demo-segmented">
            {(['light', 'dark'] as const).map((theme) => (
              <label key={theme} className="demo-checkbox">
                <input type="radio" name="theme" value={theme} checked={settings.theme === theme} onChange={() => onChange({ theme })} />{' '}
                {theme === 'light' ? text.settings.light : text.settings.dark}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="demo-field">
          <label htmlFor="settings-locale">{text.settings.language}</label>
          <select id="settings-locale" className="demo-select" value={settings.locale} onChange={(event) => onChange({ locale: event.target.value })}>
            {LOCALES.map((locale) => (
              <option key={locale.value} value={locale.value} lang={locale.value}>
                {locale.formatsOnly ? fill(text.settings.formatsOnly, { language: locale.name }) : locale.name}
              </option>
            ))}
          </select>
        </div>
        <div className="demo-field">
          <label htmlFor="settings-primary">{text.settings.accent}</label>
          <input id="settings-primary" className="demo-color" type="color" value={settings.colorPrimary} onChange={(event) => onChange({ colorPrimary: event.target.value })} />
        </div>
        <div className="demo-field">
          <label htmlFor="settings-radius">{text.settings.radius}</label>
          <select id="settings-radius" className="demo-select" value={settings.borderRadius} onChange={(event) => onChange({ borderRadius: event.target.value })}>
            {['0px', '4px', '8px', '16px'].map((radius) => (
              <option key={radius} value={radius}>
                {text.settings.radii[radius]}
              </option>
            ))}
          </select>
        </div>
      </form>
    </section>
  );
}
