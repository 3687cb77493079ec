/** Builds an unsigned JWT-shaped token around a payload, for tests of the client-side decoding. */
export function testToken(payload: unknown): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
