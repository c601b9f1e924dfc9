import type * as React from 'react';

/**
 * Theme variables a host can set, mapped onto the kit's `--se-*` CSS variables.
 * Values are CSS values (`'#635bff'`, `'8px'`, `'Inter, sans-serif'`).
 */
export interface AppearanceVariables {
  /** Accent of buttons, focus rings and selected options. → `--se-color-primary` */
  colorPrimary?: string;
  /** Text on the accent colour. → `--se-color-primary-foreground` */
  colorPrimaryForeground?: string;
  /** Surface of blocks and dialogs. → `--se-color-background` */
  colorBackground?: string;
  /** Body text. → `--se-color-text` */
  colorText?: string;
  /** Secondary text. → `--se-color-text-muted` */
  colorTextMuted?: string;
  /** Errors. → `--se-color-danger` */
  colorDanger?: string;
  /** Success states. → `--se-color-success` */
  colorSuccess?: string;
  /** Warnings. → `--se-color-warning` */
  colorWarning?: string;
  /** Borders and dividers. → `--se-color-border` */
  colorBorder?: string;
  /** Keyboard focus outline. → `--se-color-focus` */
  colorFocus?: string;
  /** → `--se-font-family` */
  fontFamily?: string;
  /** → `--se-font-size-base` */
  fontSizeBase?: string;
  /** → `--se-radius` */
  borderRadius?: string;
  /** Base spacing step. → `--se-spacing-unit` */
  spacingUnit?: string;
}

/** Look of every kit block under a provider. */
export interface Appearance {
  /**
   * Light or dark token set of `styles.css`.
   * @default 'light'
   */
  theme?: 'light' | 'dark';
  /** Overrides of individual tokens. */
  variables?: AppearanceVariables;
}

/** The CSS variable each appearance variable sets. Public, versioned styling contract. */
export const APPEARANCE_VARIABLES: Readonly<Record<keyof AppearanceVariables, `--se-${string}`>> = {
  colorPrimary: '--se-color-primary',
  colorPrimaryForeground: '--se-color-primary-foreground',
  colorBackground: '--se-color-background',
  colorText: '--se-color-text',
  colorTextMuted: '--se-color-text-muted',
  colorDanger: '--se-color-danger',
  colorSuccess: '--se-color-success',
  colorWarning: '--se-color-warning',
  colorBorder: '--se-color-border',
  colorFocus: '--se-color-focus',
  fontFamily: '--se-font-family',
  fontSizeBase: '--se-font-size-base',
  borderRadius: '--se-radius',
  spacingUnit: '--se-spacing-unit',
};

/** Maps `appearance.variables` to an inline style of `--se-*` custom properties. */
export function toCssVariables(variables: AppearanceVariables | undefined): React.CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables ?? {})) {
    const property = APPEARANCE_VARIABLES[name as keyof AppearanceVariables];
    // Only plain values: a host typo must not inject another declaration.
    if (property && typeof value === 'string' && value.trim() !== '' && !/[;{}]/.test(value)) {
      style[property] = value.trim();
    }
  }
  return style;
}

/** What each block root spreads to carry the theme (its dialogs sit inside it and inherit). */
export interface ThemeRoot {
  attributes: { 'data-se-root': ''; 'data-se-theme': 'light' | 'dark'; dir: 'ltr' | 'rtl'; lang: string };
  style: React.CSSProperties;
}

/**
 * @param language - The language of the kit's text (`resolveTextLanguage`), for `lang`.
 * @param direction - Its writing direction, for `dir`.
 */
export function createThemeRoot(appearance: Appearance | undefined, language: string, direction: 'ltr' | 'rtl'): ThemeRoot {
  return {
    attributes: { 'data-se-root': '', 'data-se-theme': appearance?.theme === 'dark' ? 'dark' : 'light', dir: direction, lang: language },
    style: toCssVariables(appearance?.variables),
  };
}
