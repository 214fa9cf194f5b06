export type Lang = 'en' | 'nl' | 'de' | 'fr';

/** A refusal's message in every language Arbiter speaks, from its parameters. */
export type Text = (p: Record<string, string | number>) => Record<Lang, string>;
