import { createLocalJWKSet, type JWTPayload, jwtVerify } from 'jose';

export interface SocialIdentity {
  email: string;
  firstname: string;
  lastname: string;
}

export interface SocialLoginConfig {
  /** shared HS256 secret (SOCIAL_LOGIN_SECRET) */
  secret?: string;
  /** JSON Web Key Set with the providers' public keys (SOCIAL_LOGIN_JWKS) */
  jwks?: string;
  /** expected `aud` (SOCIAL_LOGIN_AUDIENCE) */
  audience: string;
}

/**
 * Verifies a social-login token: a JWT signed with a configured key (HS256 secret or a JWKS of public
 * keys), for our audience, not expired, carrying an e-mail that is not marked unverified. The token's
 * `provider` claim, when present, must match the requested type. Returns null when anything is off.
 */
export function createSocialLogin(config: SocialLoginConfig, clock: () => Date) {
  const secret = config.secret ? new TextEncoder().encode(config.secret) : null;
  const jwks = config.jwks
    ? createLocalJWKSet(JSON.parse(config.jwks) as Parameters<typeof createLocalJWKSet>[0])
    : null;

  return {
    configured: secret !== null || jwks !== null,

    async verify(type: string, token: string): Promise<SocialIdentity | null> {
      const options = { audience: config.audience, currentDate: clock(), requiredClaims: ['exp', 'email'] };
      let payload: JWTPayload | null = null;
      try {
        if (jwks)
          payload = (await jwtVerify(token, jwks, { ...options, algorithms: ['RS256', 'ES256', 'EdDSA'] })).payload;
      } catch {
        payload = null;
      }
      if (!payload && secret) {
        try {
          payload = (await jwtVerify(token, secret, { ...options, algorithms: ['HS256'] })).payload;
        } catch {
          payload = null;
        }
      }
      if (!payload) return null;
      if (payload.provider !== undefined && payload.provider !== type) return null;
      if (payload.email_verified === false) return null;
      const email = typeof payload.email === 'string' ? payload.email : '';
      const name = (claim: unknown, fallback: string) =>
        typeof claim === 'string' && claim.trim() ? claim.trim().slice(0, 50) : fallback;
      return { email, firstname: name(payload.given_name, 'Sulit'), lastname: name(payload.family_name, 'Shopper') };
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;
