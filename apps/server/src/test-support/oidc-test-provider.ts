import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** The person the provider signs in, without asking: it consents automatically. */
export interface ProviderUser {
  sub: string;
  email?: string;
  emailVerified?: boolean;
}

/** Ways to make the next ID tokens wrong, for the tests of what the app must refuse. */
export interface Tampering {
  nonce?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
  /** Signs with a key the JWKS does not publish. */
  foreignKey?: boolean;
  /** The authorization endpoint answers with this error instead of a code. */
  authorizeError?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  user: ProviderUser;
  tampering: Tampering;
  /** Requests received, as "METHOD /path", to see what the app fetched. */
  requests: string[];
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string | undefined;
  user: ProviderUser;
}

/**
 * A small OpenID Connect provider on loopback for tests: discovery, JWKS, an authorization
 * endpoint that signs `user` in at once, and a token endpoint that checks the client secret, the
 * redirect URI and the PKCE verifier and issues an RS256 ID token. Real HTTP, real signatures.
 */
export async function startOidcTestProvider(
  options: { clientId?: string; clientSecret?: string; user?: ProviderUser } = {},
): Promise<OidcTestProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Grant>();
  const provider: OidcTestProvider = {
    issuer: '',
    clientId: options.clientId ?? 'listinglens-test',
    clientSecret: options.clientSecret ?? randomBytes(16).toString('hex'),
    user: options.user ?? { sub: 'user-1', email: 'manager@demo.local', emailVerified: true },
    tampering: {},
    requests: [],
    close: async () => {},
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: 'server_error', error_description: String(error) });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', provider.issuer);
    provider.requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(response, 200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        authorization_response_iss_parameter_supported: true,
      });
    }
    if (url.pathname === '/jwks') return send(response, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') return authorize(url, response);
    if (url.pathname === '/token' && request.method === 'POST') {
      return token(request, new URLSearchParams(await readBody(request)), response);
    }
    return send(response, 404, { error: 'not_found' });
  }

  function authorize(url: URL, response: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    if (q.get('client_id') !== provider.clientId || !redirectUri) {
      return send(response, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    if (q.get('state')) back.searchParams.set('state', q.get('state')!);
    back.searchParams.set('iss', provider.issuer);
    if (provider.tampering.authorizeError) {
      back.searchParams.set('error', provider.tampering.authorizeError);
    } else if (q.get('response_type') !== 'code') {
      back.searchParams.set('error', 'unsupported_response_type');
    } else {
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        clientId: provider.clientId,
        redirectUri,
        nonce: q.get('nonce') ?? undefined,
        codeChallenge: q.get('code_challenge') ?? undefined,
        user: { ...provider.user },
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.href }).end();
  }

  async function token(request: IncomingMessage, body: URLSearchParams, response: ServerResponse) {
    const [id, secret] = clientCredentials(request, body);
    if (id !== provider.clientId || secret !== provider.clientSecret) {
      return send(response, 401, { error: 'invalid_client' });
    }
    const code = body.get('code') ?? '';
    const grant = codes.get(code);
    codes.delete(code);
    const verifier = body.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      body.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== body.get('redirect_uri') ||
      grant.codeChallenge !== challenge
    ) {
      return send(response, 400, { error: 'invalid_grant' });
    }
    send(response, 200, {
      access_token: randomBytes(16).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: await idToken(grant),
    });
  }

  function idToken(grant: Grant): Promise<string> {
    const t = provider.tampering;
    const now = Math.floor(Date.now() / 1000);
    const key: CryptoKey = t.foreignKey ? foreign.privateKey : privateKey;
    return new SignJWT({
      nonce: t.nonce ?? grant.nonce,
      ...(grant.user.email !== undefined ? { email: grant.user.email } : {}),
      ...(grant.user.emailVerified !== undefined
        ? { email_verified: grant.user.emailVerified }
        : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(t.issuer ?? provider.issuer)
      .setAudience(t.audience ?? grant.clientId)
      .setSubject(grant.user.sub)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (t.expiresIn ?? 300))
      .sign(key);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}

function clientCredentials(request: IncomingMessage, body: URLSearchParams): [string?, string?] {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString().split(':');
    return [decodeURIComponent(id ?? ''), decodeURIComponent(secret ?? '')];
  }
  return [body.get('client_id') ?? undefined, body.get('client_secret') ?? undefined];
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}
