import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

describe(loadConfig.name, () => {
  describe('PUBLIC_URL', () => {
    it('keeps the origin of an http(s) URL and is null when unset or blank', () => {
      expect(loadConfig({ PUBLIC_URL: 'https://atelier.example/some/path/' }).publicUrl).toBe(
        'https://atelier.example',
      );
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:5173' }).publicUrl).toBe(
        'http://localhost:5173',
      );
      expect(loadConfig({}).publicUrl).toBeNull();
      expect(loadConfig({ PUBLIC_URL: '  ' }).publicUrl).toBeNull();
    });

    it.each(['atelier.example', 'ftp://atelier.example', 'javascript:alert(1)'])(
      'refuses %s',
      (value) => {
        expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
      },
    );
  });
});
