import { de } from './banks/de.ts';
import { en } from './banks/en.ts';
import { es } from './banks/es.ts';
import { fr } from './banks/fr.ts';
import { it } from './banks/it.ts';
import { ja } from './banks/ja.ts';
import { nl } from './banks/nl.ts';
import { pl } from './banks/pl.ts';
import { pt } from './banks/pt.ts';
import { zh } from './banks/zh.ts';
import type { PhraseBank } from './phrase-bank.ts';

/** The languages the offline writer writes itself, by ISO 639-1 code. */
export const demoLanguages: Record<string, PhraseBank> = { en, es, fr, de, pt, it, nl, pl, ja, zh };

const codeByName: Record<string, string> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  portuguese: 'pt',
  italian: 'it',
  dutch: 'nl',
  polish: 'pl',
  japanese: 'ja',
  chinese: 'zh',
};

/** The bank for a language name ("Spanish", "English (UK)", "Chinese (Simplified)"), and a note when it falls back to English. */
export function bankFor(language: string): { code: string; bank: PhraseBank; note?: string } {
  const name = language.trim().split(/[\s(]/)[0]?.toLowerCase() ?? '';
  const code = codeByName[name];
  if (code) return { code, bank: demoLanguages[code] ?? en };
  return {
    code: 'en',
    bank: en,
    note: `Note: the offline demo writes in ten languages, not ${language.trim() || 'this one'}, so this sample is in English.`,
  };
}
