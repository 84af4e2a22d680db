import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { SpaFallback } from './spa-fallback.js';

function request(path: string, method = 'GET'): Request {
  return { path, method } as Request;
}

describe(SpaFallback.name, () => {
  describe('canServe', () => {
    const sut = new SpaFallback('/nowhere');

    it.each([
      '/',
      '/user/login',
      '/index.html',
      '/invite/abc',
      // A class link's token: `<link id>.<signature>`; the dot is not a file extension.
      '/invite/0b8f6d2e-7c1a-4f5e-9a3d-5e2c8b1f4a70.Xk3_aZ-9',
    ])('serves the app for the page %s', (path) => {
      expect(sut.canServe(request(path))).toBe(true);
    });

    it.each([
      '/assets/app-123.js',
      '/favicon.ico',
      '/atelier/invite/abc',
      '/dev/mail',
      '/uploads/a.png',
    ])('leaves %s to its owner (a 404 when missing)', (path) => {
      expect(sut.canServe(request(path))).toBe(false);
    });

    it('serves pages to GET and HEAD only', () => {
      expect(sut.canServe(request('/invite/abc', 'POST'))).toBe(false);
      expect(sut.canServe(request('/invite/abc', 'HEAD'))).toBe(true);
    });
  });
});
