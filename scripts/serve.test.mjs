// closeServer: a server closes even while a response is still on its way, as when a test leaves a page
// whose document is held half sent.
// @ts-check
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { closeServer } from './serve.mjs';

describe('closeServer', () => {
  it('closes a server with a response in flight, and ends that connection', async () => {
    const server = http.createServer((_request, response) => response.write('<!doctype html><p>first half'));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    /** @type {import('node:http').IncomingMessage} */
    const response = await new Promise((resolve) => http.get({ host: '127.0.0.1', port }, resolve).on('error', () => {}));
    const connectionEnded = new Promise((resolve) => response.once('close', () => resolve('ended')));
    response.resume();
    // `server.close()` alone waits for that response to finish, which here is never.
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still open'), 2000));
    expect(await Promise.race([closeServer(server).then(() => 'closed'), timeout])).toBe('closed');
    expect(await connectionEnded).toBe('ended');
  });
});
