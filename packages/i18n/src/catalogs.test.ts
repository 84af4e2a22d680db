import { ERROR_CODES, errorMessageId, LOCALES } from '@atelier/contracts';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogs, isMessageId, translate } from './index.js';

const sourceKeys = Object.keys(catalogs.en).sort();

/** Placeholder names used by an ICU message, so a translation cannot drop or rename one. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: ReturnType<typeof parse>): void => {
    for (const node of nodes) {
      if ('value' in node && node.type !== 0 && typeof node.value === 'string')
        names.add(node.value);
      if ('options' in node) for (const option of Object.values(node.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('catalogs', () => {
  for (const locale of LOCALES) {
    it(`${locale} has exactly the keys of en`, () => {
      expect(Object.keys(catalogs[locale]).sort()).toEqual(sourceKeys);
    });

    it(`${locale} messages are non-empty, parse as ICU and keep en's placeholders`, () => {
      for (const key of sourceKeys) {
        const message = catalogs[locale][key as keyof typeof catalogs.en];
        expect(message.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(message), `${locale}:${key}`).toEqual(
          placeholders(catalogs.en[key as keyof typeof catalogs.en]),
        );
      }
    });
  }

  it('has a message for every error code of the contract', () => {
    for (const code of Object.keys(ERROR_CODES) as (keyof typeof ERROR_CODES)[]) {
      expect(isMessageId(errorMessageId(code)), code).toBe(true);
    }
  });

  it('translate fills placeholders in the requested language', () => {
    expect(translate('fr', 'validation.tooShort', { min: 6 })).toBe(
      'Veuillez saisir au moins 6 caractères.',
    );
    expect(translate('zh', 'error.badCredentials')).toBe('邮箱或密码不正确。');
  });
});
