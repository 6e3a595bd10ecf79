import { describe, expect, it } from 'vitest';
import { oauthBaseString, oauthEncode, oauthSignature, signedQuery } from './woocommerce.oauth';

describe('OAuth 1.0a signing (RFC 5849)', () => {
  it('builds the RFC 5849 §3.4.1.1 example base string (sorting duplicate keys by value)', () => {
    const params: Array<[string, string]> = [
      ['b5', '=%3D'],
      ['a3', 'a'],
      ['c@', ''],
      ['a2', 'r b'],
      ['oauth_consumer_key', '9djdj82h48djs9d2'],
      ['oauth_token', 'kkk9d7dh3k39sjv7'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131201'],
      ['oauth_nonce', '7d8f3e4a'],
      ['c2', ''],
      ['a3', '2 q'],
    ];
    expect(oauthBaseString('POST', 'http://example.com/request', params)).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  it("reproduces Twitter's published HMAC-SHA1 example signature", () => {
    const params: Array<[string, string]> = [
      ['status', 'Hello Ladies + Gentlemen, a signed OAuth request!'],
      ['include_entities', 'true'],
      ['oauth_consumer_key', 'xvz1evFS4wEEPTGEFPHBog'],
      ['oauth_nonce', 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '1318622958'],
      ['oauth_token', '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb'],
      ['oauth_version', '1.0'],
    ];
    const base = oauthBaseString(
      'post',
      'https://api.twitter.com/1.1/statuses/update.json',
      params,
    );
    expect(
      oauthSignature(
        'HMAC-SHA1',
        base,
        'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
        'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      ),
    ).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('encodes like PHP rawurlencode', () => {
    expect(oauthEncode("a b!'()*~.-_é")).toBe('a%20b%21%27%28%29%2A~.-_%C3%A9');
  });

  it('signs a WooCommerce call with HMAC-SHA256 in the query string, request parameters included', () => {
    const query = signedQuery({
      method: 'GET',
      baseUrl: 'http://tienda.mx/wp-json/wc/v3/orders',
      query: [['status', 'processing']],
      consumerKey: 'ck_1',
      consumerSecret: 'cs_1',
      nonce: 'abc',
      timestamp: 1_700_000_000,
    });
    expect([...query.keys()]).toEqual([
      'status',
      'oauth_consumer_key',
      'oauth_nonce',
      'oauth_signature_method',
      'oauth_timestamp',
      'oauth_signature',
    ]);
    expect(query.get('oauth_signature_method')).toBe('HMAC-SHA256');
    const expected = oauthSignature(
      'HMAC-SHA256',
      'GET&http%3A%2F%2Ftienda.mx%2Fwp-json%2Fwc%2Fv3%2Forders&oauth_consumer_key%3Dck_1%26oauth_nonce%3Dabc%26oauth_signature_method%3DHMAC-SHA256%26oauth_timestamp%3D1700000000%26status%3Dprocessing',
      'cs_1',
    );
    expect(query.get('oauth_signature')).toBe(expected);
  });
});
