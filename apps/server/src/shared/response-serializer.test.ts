import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { asFastifySerializer, responseSerializer } from './response-serializer';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function appAnswering(data: unknown) {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(asFastifySerializer(responseSerializer));
  app.setErrorHandler((err, _req, reply) =>
    reply.status(500).send({ serialization: isResponseSerializationError(err) }),
  );
  const Answer = z.object({
    Namn: z.string(),
    Timmar: z.number(),
    Rader: z.array(z.object({ Id: z.string() })),
  });
  app.get('/x', { schema: { response: { 200: Answer } } }, async () => data);
  return app;
}

describe('answers leave through their zod schema', () => {
  it('sends only what the schema names', async () => {
    const app = await appAnswering({
      Namn: 'Anna',
      Timmar: 7.5,
      LosenordHash: 'secret',
      Rader: [{ Id: 'a', Intern: 1 }],
    });
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Namn: 'Anna', Timmar: 7.5, Rader: [{ Id: 'a' }] });
  });

  it('sends the JSON as UTF-8 with the length of its bytes', async () => {
    const app = await appAnswering({ Namn: 'Åsa Öström', Timmar: 8, Rader: [] });
    const res = await app.inject('/x');
    const text = '{"Namn":"Åsa Öström","Timmar":8,"Rader":[]}';
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(res.rawPayload.equals(Buffer.from(text, 'utf8'))).toBe(true);
    // Encoded once, by the serializer: Fastify counts and writes the bytes as they are.
    const serialize = responseSerializer({
      schema: z.object({ Namn: z.string() }),
      method: 'GET',
      url: '/x',
    } as Parameters<typeof responseSerializer>[0]);
    expect(Buffer.isBuffer(serialize({ Namn: 'Åsa' }))).toBe(true);
  });

  it('refuses a value of the wrong shape as a serialization error, sending none of it', async () => {
    const app = await appAnswering({ Namn: 'Anna', Timmar: '7,5', Rader: [] });
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ serialization: true });
  });
});
