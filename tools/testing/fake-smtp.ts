import { createServer, type Server, type Socket } from 'node:net';

/** A mail as the fake SMTP server received it. */
interface ReceivedMail {
  from: string;
  to: string[];
  /** the raw message (headers and body, dot-stuffing undone) */
  data: string;
}

export interface FakeSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

function closer(server: Server, sockets: Set<Socket>) {
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}

/** An SMTP server that accepts the TCP connection and then never says a word (issue 27: a mail server that hangs). */
export async function silentSmtp(port = 0): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  return { port: await listen(server, port), received: [], close: closer(server, sockets) };
}

/**
 * A minimal working SMTP server (RFC 5321's plain dialogue: EHLO, MAIL, RCPT, DATA, QUIT; no TLS, no AUTH) that
 * keeps what it receives. Enough for nodemailer to hand over a message.
 */
export async function workingSmtp(port = 0): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const received: ReceivedMail[] = [];
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.smtp.test\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 fake.smtp.test');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).replace(/[<>]/g, '').split(' ')[0] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).replace(/[<>]/g, '').split(' ')[0] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  return { port: await listen(server, port), received, close: closer(server, sockets) };
}
