import { expect } from 'chai';
import { checkWebhookUrl, isLoopbackOrPrivateHost } from '@parasol/core/internal';

const hostOf = (url: string): string => new URL(url).hostname;

describe('webhook URLs at registration', () => {
  it('tells loopback and private hosts, in every spelling the URL parser normalises, from public ones', () => {
    const privateOnes = [
      'http://127.0.0.1/', 'http://127.1/', 'http://2130706433/', 'http://0x7f.0.0.1/', 'http://0.0.0.0/', 'http://10.20.30.40/',
      'http://172.16.0.1/', 'http://172.31.255.255/', 'http://192.168.1.1/', 'http://169.254.169.254/', 'http://100.64.0.1/', 'http://224.0.0.1/',
      'http://localhost/', 'http://LOCALHOST./', 'http://api.localhost/', 'http://[::1]/', 'http://[::]/', 'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:10.0.0.1]/', 'http://[fd12:3456::1]/', 'http://[fe80::1]/', 'http://[ff02::1]/',
    ];
    const publicOnes = ['http://8.8.8.8/', 'http://172.15.0.1/', 'http://172.32.0.1/', 'http://192.169.0.1/', 'http://100.128.0.1/', 'http://[2001:db8::1]/', 'http://[::ffff:8.8.8.8]/', 'http://hooks.example.com/', 'http://localhost.example.com/'];
    for (const url of privateOnes) expect(isLoopbackOrPrivateHost(hostOf(url)), url).to.equal(true);
    for (const url of publicOnes) expect(isLoopbackOrPrivateHost(hostOf(url)), url).to.equal(false);
  });

  it('applies the mode: https and a public host in live; http in sandbox; loopback in sandbox only when allowed', () => {
    const verdict = (url: string, mode: 'sandbox' | 'live', allowLoopback = false) => checkWebhookUrl(url, { mode, allowLoopback })?.detail ?? 'accepted';
    expect(verdict('https://hooks.example.com/p', 'live')).to.equal('accepted');
    expect(verdict('http://hooks.example.com/p', 'live')).to.equal('url must use https for a live endpoint');
    expect(verdict('https://127.0.0.1/p', 'live', true)).to.match(/public host for a live endpoint/);
    expect(verdict('http://hooks.example.com/p', 'sandbox')).to.equal('accepted');
    expect(verdict('http://127.0.0.1:4000/p', 'sandbox')).to.match(/PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1/);
    expect(verdict('http://127.0.0.1:4000/p', 'sandbox', true)).to.equal('accepted');
    expect(verdict('https://hooks.example.com/p#x', 'sandbox')).to.match(/fragment/);
    expect(verdict('https://a:b@hooks.example.com/p', 'sandbox')).to.match(/credentials/);
    expect(verdict('mailto:ops@example.com', 'sandbox')).to.match(/not mailto/);
    expect(verdict('/relative/path', 'sandbox')).to.match(/absolute URL/);
  });
});
