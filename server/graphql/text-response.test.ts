import { describe, expect, it } from 'vitest';
import { TextResponse } from './text-response';

const longText = JSON.stringify({
  data: { names: Array.from({ length: 5_000 }, (_, i) => `Akte – Müller ${i}`) },
});

describe('TextResponse', () => {
  it('keeps a long text as it is, with its status and headers, and measures no length', async () => {
    const response = new TextResponse(longText, {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe(longText);
    expect(await response.json()).toEqual(JSON.parse(longText));
  });

  it('answers the same bytes as an ordinary answer when read as a stream or as bytes', async () => {
    const expected = Buffer.from(longText, 'utf8');
    const streamed = await new Response(new TextResponse(longText).body).arrayBuffer();
    expect(Buffer.from(streamed).equals(expected)).toBe(true);
    expect(Buffer.from(await new TextResponse(longText).arrayBuffer()).equals(expected)).toBe(true);
    expect(await new TextResponse(longText).clone().text()).toBe(longText);
    expect(new TextResponse(longText).headers.get('content-type')).toBe('text/plain;charset=UTF-8');
  });

  it('answers a short text as an ordinary answer does', async () => {
    const response = new TextResponse('{"data":{}}', { headers: { 'content-type': 'application/json' } });
    expect(response.headers.get('content-length')).toBe('11');
    expect(await response.text()).toBe('{"data":{}}');
  });
});
