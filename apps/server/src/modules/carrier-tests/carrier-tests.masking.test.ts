import { describe, expect, it } from 'vitest';
import { maskExchanges, maskMessage } from './carrier-tests.masking';

const SECRET = 'sup3r-s3cret/+=';
const exchange = (over: { headers?: Record<string, string>; body?: string; reply?: string }) => ({
  request: {
    method: 'POST',
    url: `https://carrier.example/token?key=${encodeURIComponent(SECRET)}`,
    headers: over.headers ?? {},
    body: over.body ?? '',
  },
  response: { status: 200, headers: {}, body: over.reply ?? '' },
});

describe('maskExchanges', () => {
  it('hides a stored secret in the URL, body and headers, in its plain, URL and base64 forms', () => {
    const [shown] = maskExchanges(
      [
        exchange({
          headers: { 'x-trace': Buffer.from(SECRET).toString('base64') },
          body: `client_secret=${encodeURIComponent(SECRET)}&again=${SECRET}`,
        }),
      ],
      [SECRET],
    );
    expect(shown!.request.url).toBe('https://carrier.example/token?key=*****');
    expect(shown!.request.body).toBe('client_secret=*****&again=*****');
    expect(shown!.request.headers['x-trace']).toBe('*****');
  });

  it('hides credential headers whatever they hold, keeping the scheme', () => {
    const [shown] = maskExchanges(
      [
        exchange({
          headers: {
            Authorization: 'Basic dXNlcjpwYXNz',
            'x-api-key': 'k',
            apikey: 'abc',
            'content-type': 'text/xml',
          },
        }),
      ],
      [],
    );
    expect(shown!.request.headers).toEqual({
      Authorization: 'Basic *****',
      'x-api-key': '*****',
      apikey: '*****',
      'content-type': 'text/xml',
    });
  });

  it('hides tokens the carrier hands back (JSON and XML)', () => {
    const [shown] = maskExchanges(
      [exchange({ reply: '{"access_token":"eyJhbGciOi.x.y","token_type":"bearer"}' })],
      [],
    );
    expect(JSON.parse(shown!.response!.body)).toEqual({
      access_token: '*****',
      token_type: 'bearer',
    });
    const [xml] = maskExchanges([exchange({ reply: '<r><ns:Token>abc123</ns:Token></r>' })], []);
    expect(xml!.response!.body).toBe('<r><ns:Token>*****</ns:Token></r>');
  });

  it('masks a message too, and keeps a missing answer missing', () => {
    expect(maskMessage(`refused ${SECRET}`, [SECRET])).toBe('refused *****');
    expect(maskMessage(null, [SECRET])).toBeNull();
    const [none] = maskExchanges([{ ...exchange({}), response: null }], [SECRET]);
    expect(none!.response).toBeNull();
  });
});
