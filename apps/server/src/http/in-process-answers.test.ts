import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inProcessAnswerOf, inProcessCallHeaders, registerInProcessAnswers } from './in-process-answers';

const Answer = z.object({ name: z.string(), size: z.string().optional() });
const app = Fastify();
const seenHeaders: Record<string, unknown>[] = [];

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerInProcessAnswers(app);
  const schema = { response: { 200: Answer, 404: z.object({ message: z.string() }) } };
  app.get('/good', { schema }, async (request) => {
    seenHeaders.push({ ...request.headers });
    // a field the contract does not name is stripped, in process as over the network
    return { name: 'Rice 25kg', internal_cost: 900 };
  });
  app.get('/missing', { schema }, async (_request, reply) => reply.code(404).send({ message: 'No such product' }));
  app.get('/broken', { schema }, async () => ({ name: 25 }));
  app.get('/text', async () => ({ free: 'form' }));
  await app.ready();
});
afterAll(() => app.close());

const inProcess = (url: string) => app.inject({ url, headers: inProcessCallHeaders() });

describe('in-process answers', () => {
  it('hands an in-process call the checked answer object and writes no JSON', async () => {
    const network = await app.inject('/good');
    const local = await inProcess('/good');
    expect(network.json()).toEqual({ name: 'Rice 25kg' });
    expect(local.statusCode).toBe(200);
    expect(local.payload).toBe('');
    expect(inProcessAnswerOf(local.raw.req)).toEqual({ body: { name: 'Rice 25kg' } });
    // the route never sees the proof
    expect(seenHeaders.at(-1)).not.toHaveProperty('x-sulit-in-process');
  });

  it('hands over error answers checked by their own schema', async () => {
    const local = await inProcess('/missing');
    expect(local.statusCode).toBe(404);
    expect(inProcessAnswerOf(local.raw.req)).toEqual({ body: { message: 'No such product' } });
  });

  it('refuses an answer that breaks its contract in process exactly as over the network', async () => {
    const network = await app.inject('/broken');
    const local = await inProcess('/broken');
    expect(network.statusCode).toBe(500);
    expect(local.statusCode).toBe(500);
    expect(inProcessAnswerOf(local.raw.req)).toBeUndefined();
    expect(local.json()).toEqual(network.json());
  });

  it('leaves answers without a response schema as JSON text', async () => {
    const local = await inProcess('/text');
    expect(local.json()).toEqual({ free: 'form' });
    expect(inProcessAnswerOf(local.raw.req)).toBeUndefined();
  });

  it('answers a request that names the header without this process secret as any other, and hides it', async () => {
    for (const forged of ['guess', '', inProcessCallHeaders()['x-sulit-in-process']!.slice(1)]) {
      const answer = await app.inject({ url: '/good', headers: { 'x-sulit-in-process': forged } });
      expect(answer.json()).toEqual({ name: 'Rice 25kg' });
      expect(inProcessAnswerOf(answer.raw.req)).toBeUndefined();
      expect(seenHeaders.at(-1)).not.toHaveProperty('x-sulit-in-process');
    }
  });
});
