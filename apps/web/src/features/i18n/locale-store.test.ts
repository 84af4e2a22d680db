import { describe, expect, it } from 'vitest';
import { createLocaleStore, LOCALE_STORAGE_KEY } from './locale-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('createLocaleStore', () => {
  it('starts in English when nothing usable is stored', () => {
    expect(createLocaleStore(memoryStorage()).get()).toBe('en');
    expect(createLocaleStore(memoryStorage({ [LOCALE_STORAGE_KEY]: 'de' })).get()).toBe('en');
    expect(createLocaleStore(null).get()).toBe('en');
  });

  it('restores and persists the chosen language', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'zh' });
    const sut = createLocaleStore(storage);
    expect(sut.get()).toBe('zh');

    sut.set('fr');

    expect(sut.get()).toBe('fr');
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(createLocaleStore(storage).get()).toBe('fr');
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const sut = createLocaleStore(broken);
    sut.set('zh');
    expect(sut.get()).toBe('zh');
  });
});
