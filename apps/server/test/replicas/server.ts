import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { FLOWS } from './flows';

/**
 * Local replicas of real opt-out flow shapes (issue 14 "Tests"), served on loopback: each a few
 * plain HTML pages that behave like the broker's form, and send their confirmation mail over SMTP
 * to the product's receiver, as the brokers do.
 */
type ReplicaState = {
  /** Path → how many times it was requested (to prove blocked requests never arrived). */
  hits: Map<string, number>;
  /** What each flow recorded: the record picked, the email it was sent to, confirmations. */
  events: { flow: string; what: string; value: string }[];
  tokens: Map<string, { flow: string; email: string }>;
  sessions: Map<string, { email: string; code: string; verified: boolean }>;
  /** While true, outgoing mail waits in `held` until the test sends it (a slow mailer). */
  holdMail: boolean;
  held: (() => Promise<void>)[];
};

export type Replica = {
  base: string;
  state: ReplicaState;
  setSmtpPort(port: number): void;
  close(): Promise<void>;
};

export type ReplicaContext = {
  base: string;
  state: ReplicaState;
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  form: URLSearchParams;
  sendMail(to: string, from: string, subject: string, text: string): Promise<void>;
  page(title: string, body: string, status?: number, headers?: Record<string, string>): void;
  token(flow: string, email: string): string;
};

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startReplicas(port = 0): Promise<Replica> {
  let smtpPort = 0;
  const state: ReplicaState = {
    hits: new Map(),
    events: [],
    tokens: new Map(),
    sessions: new Map(),
    holdMail: false,
    held: [],
  };
  let base = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      state.hits.set(url.pathname, (state.hits.get(url.pathname) ?? 0) + 1);
      const form = request.method === 'POST' ? await readForm(request) : url.searchParams;
      const context: ReplicaContext = {
        base,
        state,
        request,
        response,
        url,
        form,
        async sendMail(to, from, subject, text) {
          if (!smtpPort) throw new Error('replica has no SMTP port to send to');
          const transport = nodemailer.createTransport({
            host: '127.0.0.1',
            port: smtpPort,
            secure: false,
            ignoreTLS: true,
          });
          const html = `<p>${text.replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`;
          const send = async () => {
            await transport.sendMail({ from, to, subject, text, html });
          };
          if (state.holdMail) state.held.push(send);
          else await send();
        },
        page(title, body, status = 200, headers = {}) {
          response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
          response.end(
            `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`,
          );
        },
        token(flow, email) {
          const token = randomBytes(8).toString('hex');
          state.tokens.set(token, { flow, email });
          return token;
        },
      };
      const flow = FLOWS.find((candidate) => url.pathname.startsWith(`/${candidate.prefix}/`));
      if (!flow) {
        response.writeHead(404).end('not found');
        return;
      }
      await flow.handle(context);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    state,
    setSmtpPort: (port) => {
      smtpPort = port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
