import { ERROR_TOAST_MS, type Envelope, type Locale, type SessionGrant } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  type ApiClientDeps,
  type ClientSession,
  type ClientSessionEvent,
} from './client';

interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** A fake of the browser's fetch: answers each request with the next queued answer. */
function fakeFetch(...answers: Array<Envelope | { raw: string; status: number } | Error>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({
      url: new URL(String(input), 'http://app.test'),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('fakeFetch: no answer queued');
    if (answer instanceof Error) throw answer;
    if ('raw' in answer) return new Response(answer.raw, { status: answer.status });
    return new Response(JSON.stringify(answer), {
      status: answer.code,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, requests };
}

function buildGrant(overrides: Partial<SessionGrant> = {}): SessionGrant {
  return {
    user: {
      id: 'u-teacher-1',
      email: 'li.na@school.test',
      firstName: 'Li',
      lastName: 'Na',
      avatar: null,
      role: 'teacher',
    },
    tokenName: 'x-atelier-token',
    tokenValue: 'fresh-token',
    role: 'teacher',
    ...overrides,
  };
}

/** The client with fake fetch and callbacks that record what the client asked of the app. */
function buildClient(
  fetch: ApiClientDeps['fetch'],
  options: { session?: ClientSession | null; locale?: Locale } = {},
) {
  const toasts: Array<{ message: string; durationMs: number }> = [];
  const events: ClientSessionEvent[] = [];
  const sut = createApiClient({
    fetch,
    getSession: () => options.session ?? null,
    getLocale: () => options.locale ?? 'en',
    dispatchSession: (event) => events.push(event),
    showToast: (message, durationMs) => toasts.push({ message, durationMs }),
    genericErrorMessage: () => 'Error',
  });
  return { sut, toasts, events };
}

const ok = <T>(data: T): Envelope<T> => ({ code: 200, message: 'OK', data });

describe('createApiClient', () => {
  describe('requests', () => {
    it('GET sends the lang query and the query parameters, and no lang header', async () => {
      const { fetch, requests } = fakeFetch(ok({ items: [] }));
      const { sut } = buildClient(fetch, { locale: 'fr' });

      await sut.get('/ajax/banners', { page: 2, tags: ['a', 'b'], empty: undefined, none: null });

      const [request] = requests;
      expect(request?.method).toBe('GET');
      expect(request?.url.pathname).toBe('/ajax/banners');
      expect(request?.url.searchParams.get('lang')).toBe('fr');
      expect(request?.url.searchParams.get('page')).toBe('2');
      expect(request?.url.searchParams.getAll('tags')).toEqual(['a', 'b']);
      expect(request?.url.searchParams.has('empty')).toBe(false);
      expect(request?.url.searchParams.has('none')).toBe(false);
      expect(request?.headers.has('lang')).toBe(false);
    });

    it('GET keeps an explicit lang (a query key pinned to a language)', async () => {
      const { fetch, requests } = fakeFetch(ok(null));
      const { sut } = buildClient(fetch, { locale: 'en' });

      await sut.get('/atelier/home/data', { lang: 'zh' });

      expect(requests[0]?.url.searchParams.getAll('lang')).toEqual(['zh']);
    });

    it('POST sends the form url-encoded with the lang header', async () => {
      const { fetch, requests } = fakeFetch(ok(null));
      const { sut } = buildClient(fetch, { locale: 'zh' });

      await sut.post('/www/consult/contact', { firstName: 'Zoë', message: 'a&b=c', count: 3 });

      const [request] = requests;
      expect(request?.method).toBe('POST');
      expect(request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
      expect(request?.headers.get('lang')).toBe('zh');
      expect(Object.fromEntries(new URLSearchParams(String(request?.body)))).toEqual({
        firstName: 'Zoë',
        message: 'a&b=c',
        count: '3',
      });
      expect(request?.url.search).toBe('');
    });

    it('PATCH and DELETE send a url-encoded form with the lang header, like POST', async () => {
      const { fetch, requests } = fakeFetch(ok({ id: 'g1' }), ok(null));
      const { sut } = buildClient(fetch, { locale: 'fr' });

      await expect(
        sut.patch('/atelier/school/grades/g1', { description: 'A, b' }),
      ).resolves.toEqual({ id: 'g1' });
      await sut.delete('/atelier/school/grades/g1');

      expect(requests.map((request) => request.method)).toEqual(['PATCH', 'DELETE']);
      expect(requests[0]?.headers.get('content-type')).toMatch(
        /^application\/x-www-form-urlencoded/,
      );
      expect(requests[0]?.headers.get('lang')).toBe('fr');
      expect(String(requests[0]?.body)).toBe('description=A%2C+b');
      expect(requests[1]?.headers.get('lang')).toBe('fr');
    });

    it('upload sends the FormData as it is, letting fetch set the multipart boundary', async () => {
      const { fetch, requests } = fakeFetch(ok({ score: 90 }));
      const { sut } = buildClient(fetch);
      const body = new FormData();
      body.append('audio', new Blob(['RIFF']), 'take.wav');

      await expect(sut.upload('/ajax/az-recognition', body)).resolves.toEqual({ score: 90 });

      expect(requests[0]?.body).toBe(body);
      expect(requests[0]?.headers.has('content-type')).toBe(false);
      expect(requests[0]?.headers.get('lang')).toBe('en');
    });

    it('sends the session token under its own name, the second token and the provider headers', async () => {
      const providerExtra = { domain: 'kenya-partner.test', school: 'Nairobi Hill & Co' };
      const { fetch, requests } = fakeFetch(ok(null), ok(null));
      const { sut } = buildClient(fetch, {
        session: {
          tokenName: 'x-custom-token',
          tokenValue: 'secret-1',
          secondToken: 'secret-2',
          provider: 'kenya',
          providerExtra,
        },
      });

      await sut.get('/atelier/user/validate');
      await sut.post('/atelier/user/logout');

      for (const request of requests) {
        expect(request.headers.get('x-custom-token')).toBe('secret-1');
        expect(request.headers.get('x-atelier-token2')).toBe('secret-2');
        expect(request.headers.get('provider')).toBe('kenya');
        expect(request.headers.get('providerextra')).toBe(
          encodeURIComponent(JSON.stringify(providerExtra)),
        );
        expect(JSON.parse(decodeURIComponent(request.headers.get('providerextra') ?? ''))).toEqual(
          providerExtra,
        );
      }
    });

    it('sends no session headers when logged out', async () => {
      const { fetch, requests } = fakeFetch(ok(null));
      const { sut } = buildClient(fetch, {
        session: { tokenName: null, tokenValue: null, provider: null, providerExtra: null },
      });

      await sut.get('/atelier/home/data');

      expect([...(requests[0]?.headers.keys() ?? [])]).toEqual([]);
    });
  });

  describe('answers (spec section 8)', () => {
    it('code 200 resolves with data, without toast or session event', async () => {
      const { fetch } = fakeFetch(ok({ hello: 'world' }));
      const { sut, toasts, events } = buildClient(fetch);

      await expect(sut.get('/atelier/home/data')).resolves.toEqual({ hello: 'world' });
      expect(toasts).toEqual([]);
      expect(events).toEqual([]);
    });

    it('another code toasts the server message for 5 s and rejects with an ApiError', async () => {
      const fields = { email: 'Please enter a valid e-mail address.' };
      const { fetch } = fakeFetch({
        code: 400,
        message: 'Some fields need your attention.',
        data: { fields },
      });
      const { sut, toasts, events } = buildClient(fetch);

      const error = await sut.post('/www/consult/contact', {}).catch((reason: unknown) => reason);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        code: 400,
        message: 'Some fields need your attention.',
        data: { fields },
      });
      expect(toasts).toEqual([
        { message: 'Some fields need your attention.', durationMs: ERROR_TOAST_MS },
      ]);
      expect(ERROR_TOAST_MS).toBe(5000);
      expect(events).toEqual([]);
    });

    it('another code with an empty message toasts the generic "Error"', async () => {
      const { fetch } = fakeFetch({ code: 500, message: '', data: null });
      const { sut, toasts } = buildClient(fetch);

      await expect(sut.get('/ajax/regions')).rejects.toMatchObject({ code: 500, message: '' });
      expect(toasts).toEqual([{ message: 'Error', durationMs: 5000 }]);
    });

    it('reads the envelope from the body whatever the HTTP status', async () => {
      const { fetch } = fakeFetch({
        code: 404,
        message: 'We could not find what you asked for.',
        data: null,
      });
      const { sut, toasts } = buildClient(fetch);

      await expect(sut.get('/ajax/video')).rejects.toMatchObject({ code: 404 });
      expect(toasts[0]?.message).toBe('We could not find what you asked for.');
    });

    it('a body that is not an envelope fails with the HTTP status and the generic message', async () => {
      const { fetch } = fakeFetch({ raw: '<html>Bad gateway</html>', status: 502 });
      const { sut, toasts } = buildClient(fetch);

      await expect(sut.get('/ajax/video')).rejects.toMatchObject({ name: 'ApiError', code: 502 });
      expect(toasts).toEqual([{ message: 'Error', durationMs: 5000 }]);
    });

    it('401 sends UNAUTHORIZED with the data text for the alert, without a toast, and rejects', async () => {
      const { fetch } = fakeFetch({
        code: 401,
        message: 'Unauthorized',
        data: 'Your session has ended. Please log in again.',
      });
      const { sut, toasts, events } = buildClient(fetch);

      await expect(sut.get('/atelier/user/validate')).rejects.toMatchObject({ code: 401 });
      expect(events).toEqual([
        { type: 'UNAUTHORIZED', message: 'Your session has ended. Please log in again.' },
      ]);
      expect(toasts).toEqual([]);
    });

    it('401 without a data text alerts the message instead', async () => {
      const { fetch } = fakeFetch({ code: 401, message: 'Please log in again.', data: null });
      const { sut, events } = buildClient(fetch);

      await expect(sut.get('/atelier/user/validate')).rejects.toBeInstanceOf(ApiError);
      expect(events).toEqual([{ type: 'UNAUTHORIZED', message: 'Please log in again.' }]);
    });

    it('403 sends FORBIDDEN with the returned grant and message, without a toast, and rejects', async () => {
      const grant = buildGrant();
      const { fetch } = fakeFetch({
        code: 403,
        message: 'Your account cannot do this.',
        data: grant,
      });
      const { sut, toasts, events } = buildClient(fetch);

      await expect(sut.post('/atelier/user/update')).rejects.toMatchObject({ code: 403 });
      expect(events).toEqual([
        { type: 'FORBIDDEN', grant, message: 'Your account cannot do this.' },
      ]);
      expect(toasts).toEqual([]);
    });

    it('403 without a usable grant is an ordinary failure: toast, no session event', async () => {
      const { fetch } = fakeFetch({ code: 403, message: 'No access.', data: { role: 'teacher' } });
      const { sut, toasts, events } = buildClient(fetch);

      await expect(sut.get('/atelier/user/message-list')).rejects.toMatchObject({ code: 403 });
      expect(events).toEqual([]);
      expect(toasts).toEqual([{ message: 'No access.', durationMs: 5000 }]);
    });

    it('a network failure toasts the error message and rejects with the same error', async () => {
      const failure = new TypeError('Failed to fetch');
      const { fetch } = fakeFetch(failure);
      const { sut, toasts, events } = buildClient(fetch);

      await expect(sut.get('/atelier/home/data')).rejects.toBe(failure);
      expect(toasts).toEqual([{ message: 'Failed to fetch', durationMs: 5000 }]);
      expect(events).toEqual([]);
    });

    it('a network failure without a message toasts the generic "Error"', async () => {
      const { fetch } = fakeFetch(new Error(''));
      const { sut, toasts } = buildClient(fetch);

      await expect(sut.post('/ajax/advice')).rejects.toThrow();
      expect(toasts).toEqual([{ message: 'Error', durationMs: 5000 }]);
    });

    it('a quiet call rejects a failure without a toast; 401 still reaches the session', async () => {
      const failure = new TypeError('Failed to fetch');
      const { fetch } = fakeFetch({ code: 503, message: 'Not configured.', data: null }, failure, {
        code: 401,
        message: 'Unauthorized',
        data: 'Session ended.',
      });
      const { sut, toasts, events } = buildClient(fetch);

      await expect(
        sut.post('/atelier/user/social-login', {}, { quiet: true }),
      ).rejects.toMatchObject({ code: 503, message: 'Not configured.' });
      await expect(sut.post('/atelier/user/social-login', {}, { quiet: true })).rejects.toBe(
        failure,
      );
      await expect(
        sut.post('/atelier/user/social-login', {}, { quiet: true }),
      ).rejects.toMatchObject({ code: 401 });
      expect(toasts).toEqual([]);
      expect(events).toEqual([{ type: 'UNAUTHORIZED', message: 'Session ended.' }]);
    });

    it('sets no timeout: the request carries no abort signal (spec section 9)', async () => {
      const seen: Array<AbortSignal | null | undefined> = [];
      const { sut } = buildClient(async (_input, init) => {
        seen.push(init?.signal);
        return new Response(JSON.stringify(ok(1)));
      });

      await sut.get('/ajax/video');
      await sut.post('/ajax/advice');

      expect(seen).toEqual([undefined, undefined]);
    });
  });
});

describe('apiGet / apiPost / apiUpload', () => {
  it('go through the configured client', async () => {
    const { configureApiClient, apiGet, apiPost, apiUpload } = await import('./client');
    const { fetch, requests } = fakeFetch(ok('g'), ok('p'), ok('u'));
    configureApiClient({
      fetch,
      getSession: () => null,
      getLocale: () => 'fr',
      dispatchSession: () => undefined,
      showToast: () => undefined,
      genericErrorMessage: () => 'Erreur',
    });

    await expect(apiGet('/ajax/regions')).resolves.toBe('g');
    await expect(apiPost('/ajax/advice', { city: 'Lyon' })).resolves.toBe('p');
    await expect(apiUpload('/ajax/iflytek-tts', new FormData())).resolves.toBe('u');
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /ajax/regions',
      'POST /ajax/advice',
      'POST /ajax/iflytek-tts',
    ]);
  });
});
