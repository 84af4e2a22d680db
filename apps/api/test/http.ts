import { DEFAULT_TOKEN_NAME, type Envelope } from '@atelier/contracts';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

type Form = Record<string, string | number | undefined>;

/** A small HTTP client for integration tests: form posts, GETs and multipart, all real HTTP. */
export class TestClient {
  constructor(private readonly baseUrl: string) {}

  async post<T = unknown>(
    path: string,
    form: Form = {},
    options: { token?: string; lang?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(form)) {
      if (value !== undefined) body.set(key, String(value));
    }
    return this.send<T>(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...this.sessionHeaders(options),
      },
      body: body.toString(),
    });
  }

  async get<T = unknown>(
    path: string,
    query: Form = {},
    options: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) search.set(key, String(value));
    }
    const qs = search.toString();
    return this.send<T>(`${path}${qs ? `?${qs}` : ''}`, {
      method: 'GET',
      headers: this.sessionHeaders(options),
    });
  }

  async upload<T = unknown>(
    path: string,
    body: FormData,
    options: { token?: string; lang?: string } = {},
  ): Promise<Answer<T>> {
    return this.send<T>(path, { method: 'POST', headers: this.sessionHeaders(options), body });
  }

  async raw(path: string, init?: RequestInit): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, init);
  }

  private sessionHeaders(options: {
    token?: string;
    lang?: string;
    headers?: Record<string, string>;
  }): Record<string, string> {
    return {
      ...(options.token ? { [DEFAULT_TOKEN_NAME]: options.token } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
      ...options.headers,
    };
  }

  private async send<T>(path: string, init: RequestInit): Promise<Answer<T>> {
    const res = await fetch(`${this.baseUrl}${path}`, init);
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }
}
