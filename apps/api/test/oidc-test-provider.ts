import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestPerson {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The people the provider knows, by subject; a test adds its own. */
  people: Map<string, TestPerson>;
  /**
   * Plays the browser: follows the authorization URL, logs in as `subject` on the provider's own
   * (development) login page, consents, and returns the redirect back to us with code and state.
   */
  signIn(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1, with one confidential client
 * and its development login and consent pages.
 */
export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'atelier-test';
  const clientSecret = randomBytes(24).toString('hex');
  const redirectUri = 'http://127.0.0.1:5173/user/social-callback';
  const people = new Map<string, TestPerson>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Put the scope's claims in the ID token, which is what the relying party reads.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`,
        }),
      };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    people,
    signIn: (authorizationUrl, subject) => signIn(authorizationUrl, subject, redirectUri),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function signIn(
  authorizationUrl: string,
  subject: string,
  redirectUri: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const cleared = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (cleared || value === '') cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  let url = new URL(authorizationUrl);
  let body: URLSearchParams | null = null;
  for (let step = 0; step < 12; step += 1) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body?.toString(),
    });
    remember(res);
    body = null;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200)
      throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    if (html.includes('name="prompt" value="login"')) {
      body = new URLSearchParams({ prompt: 'login', login: subject, password: 'any' });
    } else if (html.includes('name="prompt" value="consent"')) {
      body = new URLSearchParams({ prompt: 'consent' });
    } else {
      throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
    }
  }
  throw new Error('the provider did not redirect back');
}
